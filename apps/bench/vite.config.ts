import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

/** The export condition that points workspace packages at their TypeScript sources. */
const SOURCE_CONDITION = '@foyer/source'

/**
 * Emits `announced.html`: the built `index.html` with `page/announce-wallet.js` inlined at
 * the top of `<head>`, so that one wallet announces itself (EIP-6963) before the app starts.
 * Same chunks as `index.html`: the page differs only by the wallet.
 */
function announcedWalletPage(): Plugin {
  return {
    name: 'foyer-bench-announced-page',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset') throw new Error('the bench build has no index.html')
        const script = readFileSync(new URL('./page/announce-wallet.js', import.meta.url), 'utf8')
        this.emitFile({
          type: 'asset',
          fileName: 'announced.html',
          source: String(index.source)
            .replace('<title>bench: foyer</title>', '<title>bench: foyer, announced wallet</title>')
            .replace('<head>', `<head>\n    <script>\n${script}    </script>`),
        })
      },
    },
  }
}

/**
 * Production build like the anchors' apps (Vite 8, @vitejs/plugin-react, default target and
 * minifier, no sourcemaps). Workspace packages are bundled from source, so no package build
 * is needed first.
 */
export default defineConfig({
  plugins: [react(), announcedWalletPage()],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  build: { sourcemap: false, reportCompressedSize: false, emptyOutDir: true },
})
