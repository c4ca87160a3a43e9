import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

/** The export condition that points workspace packages at their TypeScript sources. */
const SOURCE_CONDITION = '@foyer/source'

/** The early entry's name: Foyer's button in plain DOM, loaded before the app (`src/early.ts`). */
const EARLY_ENTRY = 'early'

/**
 * Loads the early entry first: a module script for its chunk (and modulepreload links for the
 * chunks it imports) ahead of the app's script in `index.html`. Vite merges every module script
 * of a page into one entry, so the early one is a separate build input and its tag is added
 * here; module scripts run in document order, and this small one is fetched first.
 */
function earlyEntryFirst(): Plugin {
  return {
    name: 'foyer-bench-early-entry',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        const early = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === EARLY_ENTRY,
        )
        if (index?.type !== 'asset' || early?.type !== 'chunk') {
          throw new Error('the bench build has no index.html or no early chunk')
        }
        const tags = [
          `<script type="module" crossorigin src="/${early.fileName}"></script>`,
          ...early.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ]
        const html = String(index.source)
        const at = html.indexOf('<script type="module"')
        if (at < 0) throw new Error('the bench index.html has no module script')
        index.source = `${html.slice(0, at)}${tags.join('\n    ')}\n    ${html.slice(at)}`
      },
    },
  }
}

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
  plugins: [react(), earlyEntryFirst(), announcedWalletPage()],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  build: {
    sourcemap: false,
    reportCompressedSize: false,
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        [EARLY_ENTRY]: fileURLToPath(new URL('./src/early.ts', import.meta.url)),
      },
    },
  },
})
