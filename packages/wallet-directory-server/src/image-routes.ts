import type { FastifyReply, FastifyRequest, ServiceApp } from '@foyer/service-kit'
import { DIRECTORY_ID_PATTERN, WALLET_DIRECTORY_PATHS } from '@foyer/wallet-directory/protocol'
import { z } from 'zod'
import type { ImageAsset, ImageKind } from './catalog.js'
import type { Directory } from './directory.js'
import { directoryError } from './errors.js'
import type { ProjectCheck } from './project-check.js'
import { sdkParams, sdkQuerySchema } from './query.js'

/** Image answers: content-addressed, so cacheable for a year and never revalidated. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const IMAGE_ROUTES: ReadonlyArray<readonly [path: string, kind: ImageKind]> = [
  [WALLET_DIRECTORY_PATHS.walletImage, 'wallet'],
  [WALLET_DIRECTORY_PATHS.assetImage, 'asset'],
  [WALLET_DIRECTORY_PATHS.currencyImage, 'currency'],
  [WALLET_DIRECTORY_PATHS.tokenImage, 'token'],
]

/** The rest of the path after the image prefix: one segment, checked in the handler. */
const imageParamsSchema = z.object({ '*': z.string().describe('image id') })

/** Declares the four image endpoints (`/getWalletImage/{id}` …). */
export function registerImageRoutes(
  app: ServiceApp,
  directory: Directory,
  checkProject: ProjectCheck,
): void {
  for (const [path, kind] of IMAGE_ROUTES) {
    app.get(
      `${path}/*`,
      {
        schema: {
          summary: `The ${kind} image with this id (SVG, PNG, JPEG or WebP)`,
          params: imageParamsSchema,
          querystring: sdkQuerySchema,
        },
      },
      async (request, reply) => {
        const id = imageId(request.params['*'])
        checkProject(sdkParams(request.query))
        const image = directory.getImage(kind, id)
        if (!image) throw directoryError(404, 'not_found', `No ${kind} image with id '${id}'`)
        return sendImage(request, reply, image)
      },
    )
  }
}

/** The image id: one segment in the id alphabet (the router has percent-decoded it). */
function imageId(rest: string): string {
  if (!DIRECTORY_ID_PATTERN.test(rest)) {
    throw directoryError(
      400,
      'invalid_parameter',
      'Image id must be 1 to 128 letters, digits, "_", "-", "." or ":"',
    )
  }
  return rest
}

/** Sends an image, or 304 when the request's `If-None-Match` names its ETag. */
function sendImage(request: FastifyRequest, reply: FastifyReply, image: ImageAsset): FastifyReply {
  reply.header('etag', image.etag).header('cache-control', IMAGE_CACHE_CONTROL)
  if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.status(304).send()
  if (image.contentType === 'image/svg+xml') {
    // An SVG opened directly must not run script or load anything.
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
  }
  return reply.type(image.contentType).send(image.body)
}

/** RFC 9110 `If-None-Match`: `*` or a list of (possibly weak) entity tags. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
