import type { BrowserContext, Page } from 'playwright-core'

/**
 * A hostile script on the host page, installed before any of the page's own code runs
 * (`page.addInitScript`, top-level document only). It records everything a host-page script
 * can see during a login:
 * - every posted message the window receives (with its data) or sends, including the ones
 *   the page's own code posts to the wallet frame (through a wrapped `contentWindow`);
 * - every keyboard, input, clipboard and change event on the host document, with values;
 * - every URL the page is at or moves to (history, hash, `window.open`);
 * - every write to localStorage/sessionStorage, and their content when read.
 */
export async function installHostRecorder(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window !== window.top) return
    const log: string[] = []
    const keep = (kind: string, value: unknown) => {
      try {
        log.push(`${kind} ${typeof value === 'string' ? value : JSON.stringify(value)}`)
      } catch {
        log.push(`${kind} <not serialisable>`)
      }
    }
    Object.defineProperty(window, '__hostRecord', { value: log })
    keep('url', location.href)
    window.addEventListener('popstate', () => keep('url', location.href))
    window.addEventListener('hashchange', () => keep('url', location.href))
    window.addEventListener(
      'message',
      (event) => keep('message-in', { origin: event.origin, data: event.data }),
      true,
    )
    const postOwn = window.postMessage.bind(window)
    window.postMessage = ((message: unknown, ...rest: [string]) => {
      keep('message-out', message)
      return postOwn(message, ...rest)
    }) as typeof window.postMessage

    // What the page posts to a frame goes through `iframe.contentWindow`: hand out a wrapper
    // that records `postMessage`, and map `MessageEvent.source` to the same wrapper so that
    // the page's own source checks keep working.
    const wrappers = new WeakMap<object, Window>()
    const wrap = (win: Window | null): Window | null => {
      if (!win) return win
      let wrapper = wrappers.get(win)
      if (!wrapper) {
        wrapper = new Proxy(win, {
          get(target, prop) {
            if (prop === 'postMessage') {
              return (message: unknown, ...rest: [string]) => {
                keep('message-out', message)
                return target.postMessage(message, ...rest)
              }
            }
            const value = Reflect.get(target, prop)
            return typeof value === 'function' ? value.bind(target) : value
          },
        })
        wrappers.set(win, wrapper)
      }
      return wrapper
    }
    const contentWindow = Object.getOwnPropertyDescriptor(
      HTMLIFrameElement.prototype,
      'contentWindow',
    )?.get
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        return wrap(contentWindow?.call(this) ?? null)
      },
    })
    const source = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'source')?.get
    Object.defineProperty(MessageEvent.prototype, 'source', {
      configurable: true,
      get(this: MessageEvent) {
        const real = source?.call(this) as Window | null
        return (real && wrappers.get(real)) ?? real
      },
    })

    const events = ['keydown', 'keyup', 'keypress', 'beforeinput', 'input', 'change']
    for (const type of [...events, 'paste', 'copy', 'cut']) {
      document.addEventListener(
        type,
        (event) => {
          const target = event.target as HTMLInputElement | null
          keep(`event-${type}`, {
            key: (event as KeyboardEvent).key,
            data: (event as InputEvent).data,
            value: target?.value,
            clipboard: (event as ClipboardEvent).clipboardData?.getData('text'),
          })
        },
        true,
      )
    }
    const open = window.open.bind(window)
    window.open = (url?: string | URL, ...rest: [string?, string?]) => {
      keep('open', String(url ?? ''))
      return open(url, ...rest)
    }
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history)
      history[name] = (state: unknown, unused: string, url?: string | URL | null) => {
        keep(name, String(url ?? ''))
        return original(state, unused, url)
      }
    }
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      keep('storage-set', `${key}=${value}`)
      return setItem.call(this, key, value)
    }
  })
}

/**
 * A fresh browser profile on the demo (`openFresh`) with the recorder in place before the
 * modal opens: installed, then the page reloaded so that it runs before the page's own code.
 */
export async function openSpiedDemo(openFresh: () => Promise<Page>): Promise<Page> {
  const page = await openFresh()
  await installHostRecorder(page)
  await page.reload()
  await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
  return page
}

/**
 * Everything the recorder kept in the page's current document, plus the host origin's
 * storage and cookies as they are now. Read it before the page reloads or navigates.
 */
export async function hostRecord(page: Page): Promise<string> {
  return page.evaluate(() => {
    const log = (window as unknown as { __hostRecord?: string[] }).__hostRecord
    if (!log) throw new Error('The host recorder is not installed in this page')
    return [
      ...log,
      `localStorage ${JSON.stringify({ ...localStorage })}`,
      `sessionStorage ${JSON.stringify({ ...sessionStorage })}`,
      `cookie ${document.cookie}`,
    ].join('\n')
  })
}

/**
 * The secrets of the logins in `context`, as the auth server handed them to the wallet frame
 * (read by the test from the network, which no host-page script sees): session tokens,
 * Farcaster channel tokens with their connect URIs, and social `login_code`s.
 */
export function watchLoginSecrets(context: BrowserContext): {
  tokens: string[]
  channelTokens: string[]
  channelUrls: string[]
  loginCodes: string[]
} {
  const secrets = {
    tokens: [] as string[],
    channelTokens: [] as string[],
    channelUrls: [] as string[],
    loginCodes: [] as string[],
  }
  context.on('request', (request) => {
    const code = new URL(request.url()).searchParams.get('login_code')
    if (code) secrets.loginCodes.push(code)
  })
  context.on('response', async (response) => {
    const path = new URL(response.url()).pathname
    if (!path.startsWith('/v1/') || response.request().method() !== 'POST') return
    const body = (await response.json().catch(() => undefined)) as
      | { accessToken?: unknown; refreshToken?: unknown; channelToken?: unknown; url?: unknown }
      | undefined
    for (const token of [body?.accessToken, body?.refreshToken]) {
      if (typeof token === 'string') secrets.tokens.push(token)
    }
    if (typeof body?.channelToken === 'string') secrets.channelTokens.push(body.channelToken)
    if (typeof body?.channelToken === 'string' && typeof body.url === 'string') {
      secrets.channelUrls.push(body.url)
    }
  })
  return secrets
}
