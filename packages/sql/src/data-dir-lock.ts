import fs from 'node:fs'
import path from 'node:path'

/** The lock file's name inside a PGlite data directory. */
export const DATA_DIR_LOCK_FILE = 'foyer.lock'

/** Thrown when another live process holds a PGlite data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `the data directory ${dataDir} is in use by process ${holderPid}: stop it first (one process per data directory), or remove ${path.join(dataDir, DATA_DIR_LOCK_FILE)} if that process is not a Foyer service`,
    )
    this.name = 'DataDirLockedError'
  }
}

/** Data directories this process holds (a second open in the same process is refused too). */
const heldHere = new Set<string>()

/**
 * Takes the lock of the PGlite data directory `dataDir` (creating the directory): a file holding
 * this process's pid, created atomically (a hard link, which fails when the name exists). A lock left by a process that is gone (killed,
 * crashed, or a container restart that reused the pid) is taken over. Throws
 * {@link DataDirLockedError} while another live process holds it. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = path.resolve(dataDir)
  fs.mkdirSync(folder, { recursive: true })
  const file = path.join(folder, DATA_DIR_LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (heldHere.has(folder)) throw new DataDirLockedError(folder, process.pid)
    if (createComplete(file)) {
      heldHere.add(folder)
      let released = false
      return () => {
        if (released) return
        released = true
        heldHere.delete(folder)
        if (readHolder(file) === process.pid) fs.rmSync(file, { force: true })
      }
    }
    const holder = readHolder(file)
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(folder, holder)
    }
    takeOverStale(file, holder)
  }
  throw new Error(`could not take the lock of the data directory ${folder}`)
}

/**
 * Creates the lock file whole or not at all: written to a private file first, then hard-linked
 * into place (a link fails when the name exists), so a reader never sees a half-written pid.
 */
function createComplete(file: string): boolean {
  const draft = `${file}.${process.pid}.draft`
  fs.writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 })
  try {
    fs.linkSync(draft, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    fs.rmSync(draft, { force: true })
  }
}

/**
 * Moves a stale lock aside (rename is atomic, so of two processes taking it over only one moves
 * it) and puts it back when what was moved turns out to be a live process's fresh lock.
 */
function takeOverStale(file: string, stalePid: number | undefined): void {
  const aside = `${file}.stale-${process.pid}`
  try {
    fs.renameSync(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  const moved = readHolder(aside)
  if (moved !== stalePid && moved !== undefined && isAlive(moved)) {
    fs.renameSync(aside, file)
    throw new DataDirLockedError(path.dirname(file), moved)
  }
  fs.rmSync(aside, { force: true })
}

/** The pid in a lock file; undefined when it is missing or unreadable (a torn write). */
function readHolder(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim())
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
