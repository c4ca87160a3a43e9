import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

/** The export condition that points workspace packages at their TypeScript sources. */
const SOURCE_CONDITION = '@foyer/source'

/**
 * The Content-Security-Policy of the built demo: scripts only from its own origin (no
 * inline script, no eval), and network access only to this origin and loopback services
 * (the local stack's devnets, wallet directory and relay); frames only from loopback (the
 * stack's embedded wallet frame).
 */
export const DEMO_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http://127.0.0.1:* http://localhost:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*",
  // The embedded wallet frame (email login) runs on its own loopback origin in the stack.
  'frame-src http://127.0.0.1:* http://localhost:*',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

/** Puts the strict policy into the built index.html (the dev server needs inline scripts). */
function strictContentSecurityPolicy(): Plugin {
  return {
    name: 'foyer-demo-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: DEMO_CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  }
}

export default defineConfig({
  plugins: [react(), strictContentSecurityPolicy()],
  // Workspace packages come from source in dev and build alike: no package build needed.
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
  },
})
