import fs from 'node:fs'
import path from 'node:path'
import { DATA_DIR_LOCK_FILE } from './data-dir-lock.js'
import { openPgliteClient } from './pglite-client.js'

/**
 * Writes a PGlite data directory's whole database to `file` (a gzipped tarball), atomically: a
 * half-written backup never sits under the final name. Takes the directory's lock, so the service
 * using it must be stopped first. Returns the backup's size in bytes.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  const client = await openPgliteClient({ dataDir })
  let bytes: Buffer
  try {
    bytes = Buffer.from(await (await client.dump()).arrayBuffer())
  } finally {
    await client.close()
  }
  const draft = `${file}.${process.pid}.partial`
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  fs.writeFileSync(draft, bytes, { mode: 0o600 })
  fs.renameSync(draft, file)
  return bytes.length
}

/**
 * Restores a {@link backupDataDir} backup into `dataDir`, which must be missing or empty (a
 * restore never overwrites data). The service then starts on it and applies any newer
 * migrations.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  const backup = new Blob([new Uint8Array(fs.readFileSync(file))])
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new data directory`)
  }
  const client = await openPgliteClient({ dataDir, template: backup })
  try {
    await client.query('select 1')
  } finally {
    await client.close()
    // The backup carries the lock file of the process that took it.
    fs.rmSync(path.join(dataDir, DATA_DIR_LOCK_FILE), { force: true })
  }
}

/** Runs a parsed `backup <file>` / `restore <file>` command; returns the line to print. */
export async function runDataCommand(command: {
  action: 'backup' | 'restore'
  file: string
  dataDir: string
}): Promise<string> {
  if (command.action === 'backup') {
    const bytes = await backupDataDir(command.dataDir, command.file)
    return `backed up ${command.dataDir} to ${command.file} (${bytes} bytes)`
  }
  await restoreDataDir(command.file, command.dataDir)
  return `restored ${command.file} into ${command.dataDir}: start the service on it`
}
