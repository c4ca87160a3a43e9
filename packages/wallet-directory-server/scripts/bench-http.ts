import { Agent, request } from 'node:http'

/** Queries a modal sends: first pages, a deep page, chain filters, searches, certified. */
export const WALLETS_QUERIES = [
  'page=1&entries=40',
  'page=200&entries=40',
  'page=1&entries=40&chains=eip155:10',
  'page=3&entries=40&chains=eip155:137,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'page=1&entries=40&search=meta',
  'page=1&entries=40&search=wallet%20004',
  'page=1&entries=40&search=z',
  'page=1&entries=40&badge_type=certified',
  'page=1&entries=40&exclude=metamask,rainbow&chains=eip155:1',
]

/** A keep-alive agent for `sockets` concurrent clients. */
export function keepAliveAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets })
}

/** GET `url`, reading the body to its end; resolves with the status code. */
export function getWithAgent(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume()
      res.once('end', () => resolve(res.statusCode ?? 0))
    })
    req.once('error', reject)
    req.end()
  })
}
