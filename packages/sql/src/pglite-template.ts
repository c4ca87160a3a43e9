import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { Migration } from './migrate.js'

/**
 * An initialised and migrated, still empty PGlite database, kept as a tarball in the temp folder
 * so that an in-memory database starts from it instead of running `initdb` every time (the slow
 * part of starting PGlite). Keyed by the service, the PGlite version and the migrations, so it
 * never goes stale; it holds no data.
 */
export class PgliteTemplate {
  readonly file: string

  constructor(service: string, migrations: readonly Migration[]) {
    const schema = createHash('sha256')
      .update(migrations.map((migration) => `${migration.version}\n${migration.sql}`).join('\n'))
      .digest('hex')
      .slice(0, 16)
    this.file = path.join(
      os.tmpdir(),
      `foyer-${service}`,
      `pglite-${pgliteVersion()}-${schema}.tar.gz`,
    )
  }

  /** The template, or undefined when none was saved yet (or it cannot be read). */
  async read(): Promise<Blob | undefined> {
    try {
      return new Blob([new Uint8Array(await fs.readFile(this.file))])
    } catch {
      return undefined
    }
  }

  /** Saves `dump` as the template (atomically: concurrent savers cannot leave half a file). */
  async save(dump: Blob): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true })
    const temporary = `${this.file}.${process.pid}.${Date.now()}.tmp`
    await fs.writeFile(temporary, Buffer.from(await dump.arrayBuffer()))
    await fs.rename(temporary, this.file)
  }
}

/** The installed PGlite's version (its package.json is not exported: found from its entry). */
function pgliteVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  for (;;) {
    const manifest = path.join(folder, 'package.json')
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string
        version?: string
      }
      if (parsed.name === '@electric-sql/pglite' && parsed.version) return parsed.version
    }
    const parent = path.dirname(folder)
    if (parent === folder) return 'unknown'
    folder = parent
  }
}
