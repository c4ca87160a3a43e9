/** A tiny browser stand-in for HTTP-only tests: follows redirects and keeps cookies per host. */
export class CookieBrowser {
  private readonly jars = new Map<string, Map<string, string>>()

  /** Fetches `url`, following redirects until `stopAt(url)` is true; returns that URL's answer. */
  async go(
    url: string,
    stopAt: (url: URL) => boolean,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<{ url: URL; response: Response }> {
    let current = new URL(url)
    let method = init.method ?? 'GET'
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined
    for (let hop = 0; hop < 20; hop += 1) {
      if (hop > 0 && stopAt(current)) return { url: current, response: new Response(null) }
      const headers: Record<string, string> = {}
      const jar = this.jars.get(current.host)
      if (jar && jar.size > 0) {
        headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      }
      if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded'
      const response = await fetch(current, { method, headers, body, redirect: 'manual' })
      this.keepCookies(current.host, response)
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location) {
        return { url: current, response }
      }
      current = new URL(location, current)
      method = 'GET'
      body = undefined
    }
    throw new Error('too many redirects')
  }

  private keepCookies(host: string, response: Response): void {
    let jar = this.jars.get(host)
    if (!jar) {
      jar = new Map()
      this.jars.set(host, jar)
    }
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
  }
}
