import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import {
  DEMO_CONTENT_SECURITY_POLICY,
  DEMO_CSP_NONCE_PLACEHOLDER,
} from './scripts/content-security-policy.js'

/** The export condition that points workspace packages at their TypeScript sources. */
const SOURCE_CONDITION = '@foyer/source'

/**
 * Puts the strict policy into the built index.html (the dev server needs inline scripts and
 * styles). Its nonce is a placeholder the serving side replaces per response
 * (`withFreshCspNonce`, as the e2e harness's server does).
 */
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
  // Vite puts the nonce on the tags it writes and in `<meta property="csp-nonce">`.
  html: { cspNonce: DEMO_CSP_NONCE_PLACEHOLDER },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
  },
})
