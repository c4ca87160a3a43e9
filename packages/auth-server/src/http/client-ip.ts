import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

/**
 * Which proxies in front of the server append to `X-Forwarded-For`: none (the socket's address
 * is the client), a number of hops, or the networks they connect from.
 */
export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'networks'; networks: BlockList }

/** Builds {@link TrustedProxies} from the option (a hop count or CIDR ranges). */
export function trustedProxies(option: number | readonly string[] | undefined): TrustedProxies {
  if (option === undefined || option === 0) return { kind: 'none' }
  if (typeof option === 'number') return { kind: 'hops', hops: option }
  const networks = new BlockList()
  for (const cidr of option) {
    const [address = '', bits] = cidr.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    networks.addSubnet(address, Number(bits ?? (family === 'ipv6' ? 128 : 32)), family)
  }
  return { kind: 'networks', networks }
}

/** True for `a.b.c.d/n` or an IPv6 address with `/n` (or a bare address). */
export function isCidr(text: string): boolean {
  const [address = '', bits, extra] = text.split('/')
  if (extra !== undefined) return false
  const version = isIP(address)
  if (version === 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32)
}

/**
 * The client address a rate limit keys on. Without trusted proxies: the socket's peer. With
 * them: the right-most `X-Forwarded-For` entry a trusted proxy added (entries further left are
 * whatever the client sent and are never used). IPv6 addresses are keyed by their /64 (one
 * host usually holds a whole /64), IPv4-mapped IPv6 as IPv4.
 */
export function clientAddressKey(req: IncomingMessage, trusted: TrustedProxies): string {
  const peer = normalizeAddress(req.socket.remoteAddress ?? '')
  if (trusted.kind === 'none') return addressKey(peer)
  const header = req.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => normalizeAddress(entry.trim()))
    .filter((entry) => entry !== '')
  const chain = [...forwarded, peer]
  if (trusted.kind === 'hops') {
    return addressKey(chain[Math.max(0, chain.length - 1 - trusted.hops)] as string)
  }
  let index = chain.length - 1
  while (index > 0 && isTrusted(trusted.networks, chain[index] as string)) index -= 1
  return addressKey(chain[index] as string)
}

function isTrusted(networks: BlockList, address: string): boolean {
  const version = isIP(address)
  return version !== 0 && networks.check(address, version === 6 ? 'ipv6' : 'ipv4')
}

/** Strips brackets, a zone and the IPv4-mapped prefix; lowercases. */
function normalizeAddress(text: string): string {
  let address = text.toLowerCase()
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']'))
  address = address.split('%')[0] as string
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7)
  return address
}

/** IPv4 as is; IPv6 as its /64 (`2001:db8:0:1::/64`); anything else as `invalid:<text>`. */
export function addressKey(address: string): string {
  const version = isIP(address)
  if (version === 4) return address
  if (version !== 6) return `invalid:${address.slice(0, 64)}`
  const groups = expandIpv6(address)
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (handles `::` and a dotted IPv4 tail). */
function expandIpv6(address: string): number[] {
  let text = address
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = (dotted[1] as string).split('.').map(Number) as [
      number,
      number,
      number,
      number,
    ]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16))
  const left = parse(head)
  if (tail === undefined) return left
  const right = parse(tail)
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right]
}
