import { type CaipNetworkId, isCaipNetworkId } from '@foyer/common'

/** The fields of a sign-in message that say whom it is addressed to. */
export interface SiwxAddressee {
  scheme?: string
  domain: string
  uri: string
  chainId: string
}

/** Who a sign-in message must be addressed to: the app's domains, URI origins and networks. */
export interface SiwxAudience {
  /** Why `data` is not addressed to this app (a 401 reason), or undefined when it is. */
  refusal(data: SiwxAddressee): string | undefined
}

/**
 * The audience of a sign-in server from its required options, checked once at start so a
 * missing or malformed one is a clear error before any request, never a silent fallback to
 * what a request claims.
 *
 * @throws TypeError naming the option that is missing or not valid.
 */
export function siwxAudience(options: {
  domain: string | readonly string[]
  uriOrigins: readonly string[]
  chains: readonly CaipNetworkId[]
}): SiwxAudience {
  const domains = new Set(typeof options.domain === 'string' ? [options.domain] : options.domain)
  if (domains.size === 0 || [...domains].some((domain) => !/^[^\s/@]+$/.test(domain))) {
    throw new TypeError(
      'siwx-server: `domain` is required: the host (and port) users reach the app at, e.g. "app.example"',
    )
  }
  const origins = new Set<string>()
  for (const origin of options.uriOrigins ?? []) {
    const parsed = parseUrl(origin)
    if (!parsed || parsed.origin === 'null' || parsed.origin !== origin.replace(/\/$/, '')) {
      throw new TypeError(`siwx-server: \`uriOrigins\` entry "${origin}" is not an origin`)
    }
    origins.add(parsed.origin)
  }
  if (origins.size === 0) {
    throw new TypeError('siwx-server: `uriOrigins` is required, e.g. ["https://app.example"]')
  }
  const chains = new Set(options.chains ?? [])
  if (chains.size === 0 || [...chains].some((chain) => !isCaipNetworkId(chain))) {
    throw new TypeError('siwx-server: `chains` is required: CAIP-2 ids such as "eip155:1"')
  }
  return {
    refusal(data) {
      if (!domains.has(data.domain)) return 'domain mismatch'
      if (data.scheme !== undefined && !origins.has(`${data.scheme}://${data.domain}`)) {
        return 'scheme mismatch'
      }
      const uriOrigin = parseUrl(data.uri)?.origin ?? 'null'
      if (!origins.has(uriOrigin)) return 'URI not allowed'
      if (!chains.has(data.chainId as CaipNetworkId)) return 'chain not allowed'
      return undefined
    },
  }
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}
