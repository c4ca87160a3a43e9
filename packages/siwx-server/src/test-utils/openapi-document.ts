import { createServiceApp, openApiDocument } from '@foyer/service-kit'
import { siwxFastify } from '../fastify.js'

/**
 * The sign-in routes' OpenAPI 3.1 document, as an app that mounts the Fastify plugin at its
 * default base path serves it (`docs/api/siwx-server.json`; `pnpm openapi` writes it): only the
 * plugin's own paths, not the host app's.
 */
export async function siwxServerOpenApiDocument(): Promise<unknown> {
  const app = await createServiceApp({
    name: 'siwx-server',
    description:
      'Foyer sign-in server (SIWX, CAIP-122): nonce, verify, session and sign-out over an HTTP-only cookie. The same routes whether mounted as the Fastify plugin, the Web handler or the Node handler.',
    logLevel: 'silent',
  })
  await app.register(siwxFastify, {
    domain: 'app.example',
    uriOrigins: ['https://app.example'],
    chains: ['eip155:1'],
  })
  await app.ready()
  const document = openApiDocument(app)
  await app.close()
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith('/siwx/')),
  )
  return { ...document, paths }
}
