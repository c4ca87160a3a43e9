const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Replaces `globalThis.fetch` with one that refuses and records every request that leaves
 * loopback, so that a test shows its code stayed on this machine. `restore()` puts the
 * original back.
 */
export function refuseOutsideRequests(): { attempted: string[]; restore(): void } {
  const original = globalThis.fetch
  const attempted: string[] = []
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!LOOPBACK.has(url.hostname)) {
      attempted.push(url.href)
      throw new TypeError(`refused by the test: ${url.origin} is not loopback`)
    }
    return original(input, init)
  }
  return {
    attempted,
    restore: () => {
      globalThis.fetch = original
    },
  }
}
