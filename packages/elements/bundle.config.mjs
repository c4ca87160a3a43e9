import { fileURLToPath } from 'node:url'
import { defaultClientConditions } from 'vite'

/**
 * The browser bundle of `@foyer/elements` (`dist/bundle/foyer-elements.js` and its lazy
 * chunks): React, the elements and the EVM adapter in one ES module, loadable with
 * `<script type="module">` and no bundler. Also what the size check measures as the
 * example-html page's JavaScript (apps/example-html/vite.config.ts).
 *
 * @param {string} outDir
 * @returns {import('vite').InlineConfig}
 */
export function elementsBundleConfig(outDir) {
  return {
    mode: 'production',
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { conditions: ['@foyer/source', ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: {
        entry: fileURLToPath(new URL('./src/bundle.ts', import.meta.url)),
        formats: ['es'],
        fileName: () => 'foyer-elements.js',
      },
    },
  }
}
