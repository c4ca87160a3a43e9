import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { build } from 'vite'

/**
 * Builds a fixture page (an `index.html` + its scripts under `src/fixtures/<name>`) with Vite
 * into a fresh temporary directory, resolving workspace packages from source. Returns the
 * output directory; the caller serves it and removes it.
 */
export async function buildFixture(name: string): Promise<string> {
  const root = path.join(import.meta.dirname, '../fixtures', name)
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), `foyer-fixture-${name}-`))
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['@foyer/source', 'browser', 'module', 'import', 'default'] },
    build: { outDir, emptyOutDir: true, minify: false },
  })
  return outDir
}
