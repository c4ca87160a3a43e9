import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

/**
 * The frame's Content-Security-Policy: scripts only from its own origin (no inline script, no
 * eval), no plugins, no base rewriting. Network access: its own origin (config), the auth
 * server and RPC endpoints over https, and loopback for the local stack.
 */
export const FRAME_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self' https: http://127.0.0.1:* http://localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

function contentSecurityPolicy(): Plugin {
  return {
    name: 'foyer-frame-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: FRAME_CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  }
}

export default defineConfig({
  plugins: [contentSecurityPolicy()],
  resolve: { conditions: ['@foyer/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    // The frame itself, the social login's return page and the passkey popup (same origin).
    rollupOptions: { input: ['index.html', 'social-redirect.html', 'passkey.html'] },
  },
})
