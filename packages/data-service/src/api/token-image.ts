import { createHash } from 'node:crypto'
import type { ServiceApp } from '@foyer/service-kit'
import { z } from 'zod'
import { DataError } from '../http/errors.js'
import { sdkOnlyQuerySchema } from '../http/query.js'
import { type ApiContext, servedChain } from './context.js'
import { fungibleId } from './prices.js'

/** Path prefix of token images. */
export const TOKEN_IMAGE_PATH = '/public/getTokenImage/'

/** The absolute URL of the image of a token (or of a chain's native currency, `null`). */
export function tokenIconUrl(
  context: ApiContext,
  caipNetworkId: string,
  address: string | null,
): string {
  return `${context.publicUrl()}${TOKEN_IMAGE_PATH}${encodeURIComponent(fungibleId(caipNetworkId, address))}`
}

const ID_PATTERN = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):(0x[0-9a-f]{40}|native)$/

/**
 * GET /public/getTokenImage/{id}: a generated SVG badge (the token's symbol on a colour
 * derived from its id) for a native currency or a token the service has indexed. Cached for a
 * year (an id's image never changes); an SVG opened directly runs no script.
 */
export function registerTokenImageRoute(app: ServiceApp, context: ApiContext): void {
  app.get(
    `${TOKEN_IMAGE_PATH}:id`,
    {
      schema: {
        summary: 'An SVG badge for a token or native currency (CAIP-10 id)',
        params: z.object({ id: z.string() }),
        querystring: sdkOnlyQuerySchema,
      },
    },
    async (request, reply) => {
      const svg = await tokenImage(context, request.params.id)
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type('image/svg+xml')
        .send(svg)
    },
  )
}

async function tokenImage(context: ApiContext, rawId: string): Promise<Buffer> {
  const id = rawId.toLowerCase()
  const match = ID_PATTERN.exec(id)
  if (!match) {
    throw new DataError(
      400,
      'Token image id must be a CAIP-10 id like eip155:1:0x… or eip155:1:native',
    )
  }
  const chain = servedChain(context, match[1]!)
  const address = match[2]!
  let symbol = chain.nativeCurrency.symbol
  if (address !== 'native') {
    const [token] = await context.storage.accounts.tokens(chain.chainId, [address])
    if (!token) throw new DataError(404, `No token ${address} on ${chain.caipNetworkId}`)
    symbol = token.symbol
  }
  return Buffer.from(badgeSvg(symbol, id))
}

/** A 64×64 round badge with up to four characters of `symbol`. */
function badgeSvg(symbol: string, seed: string): string {
  const hue = createHash('sha256').update(seed).digest()[0]! * (360 / 256)
  const label = escapeXml(symbol.slice(0, 4) || '?')
  const size = label.length > 3 ? 15 : 20
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${Math.round(hue)},55%,45%)"/>` +
    `<text x="32" y="${32 + size / 3}" font-family="sans-serif" font-size="${size}" ` +
    `font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`
  )
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
