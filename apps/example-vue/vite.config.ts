import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

/**
 * A plain Vue 3 + Vite setup. The one Foyer-specific line: Vue treats the `foyer-*` tags as
 * custom elements (rendered by `@foyer/elements`), not as Vue components to resolve.
 */
export default defineConfig({
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('foyer-') } } }),
  ],
  build: { sourcemap: false, reportCompressedSize: false, emptyOutDir: true },
})
