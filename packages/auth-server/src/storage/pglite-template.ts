import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { MIGRATIONS } from './migrations.js'

/**
 * A migrated, empty PGlite database kept as a tarball in the temp folder, so that an in-memory
 * database starts from it instead of running `initdb` again (the slow part of starting
 * PGlite). Keyed by the PGlite entry file and the migrations, so it never goes stale. It
 * holds no data: secrets are created after it is saved.
 */
function templateFile(): string {
  const key = createHash('sha256')
    .update(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
    .update(MIGRATIONS.map((migration) => migration.sql).join('\n'))
    .digest('hex')
    .slice(0, 16)
  return path.join(os.tmpdir(), 'foyer-auth-server', `pglite-${key}.tar.gz`)
}

/** The template, or undefined when none was saved yet (or it cannot be read). */
export async function readTemplate(): Promise<Blob | undefined> {
  try {
    return new Blob([new Uint8Array(await fs.readFile(templateFile()))])
  } catch {
    return undefined
  }
}

/** Saves `dump` as the template (atomically: concurrent savers cannot leave half a file). */
export async function saveTemplate(dump: Blob): Promise<void> {
  const file = templateFile()
  await fs.mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  await fs.writeFile(temporary, Buffer.from(await dump.arrayBuffer()))
  await fs.rename(temporary, file)
}
