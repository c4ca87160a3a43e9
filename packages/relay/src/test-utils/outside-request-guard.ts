/**
 * Replaces `globalThis.fetch` with one that refuses (and records) every request to a host
 * outside loopback, so that a test proves its clients stayed on this machine.
 */
export function guardOutsideRequests(): { attempted: string[]; restore(): void } {
  const original = globalThis.fetch
  const attempted: string[] = []
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      attempted.push(url.href)
      throw new TypeError(`outside request refused by the test: ${url.origin}`)
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
