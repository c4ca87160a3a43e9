import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** A throwaway Postgres server on 127.0.0.1, started by a test. */
export interface TempPostgres {
  /** A new, empty database on the server, as a connection string. */
  freshDatabase(): Promise<string>
  /** Stops the server but keeps its data (an outage); {@link TempPostgres.resume} starts it again. */
  pause(): Promise<void>
  /** Starts a paused server again on the same port, with the same data. */
  resume(): Promise<void>
  stop(): Promise<void>
}

/**
 * Finds Debian's Postgres binaries (`/usr/lib/postgresql/<version>/bin`, newest first, or
 * `FOYER_POSTGRES_BIN`). Returns null when none is installed.
 */
export function postgresBinDir(): string | null {
  const override = process.env.FOYER_POSTGRES_BIN
  if (override) return fs.existsSync(path.join(override, 'initdb')) ? override : null
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return null
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(root, versions[0], 'bin') : null
}

/** Why a Postgres server cannot be started here, or null when it can. */
export function postgresUnavailable(): string | null {
  if (!postgresBinDir()) return 'no Postgres binaries (install the Debian package postgresql)'
  if (process.getuid?.() === 0 && postgresUid() === undefined) {
    return 'running as root and there is no postgres user to run the server as'
  }
  return null
}

function postgresUid(): number | undefined {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  return id.status === 0 ? Number(id.stdout.trim()) : undefined
}

/**
 * Starts Postgres with `initdb` in a temporary folder on a free loopback port (as the
 * `postgres` user when running as root: Postgres refuses root). Check
 * {@link postgresUnavailable} first.
 */
export async function startTempPostgres(): Promise<TempPostgres> {
  const unavailable = postgresUnavailable()
  if (unavailable) throw new Error(`Postgres cannot be started: ${unavailable}`)
  const bin = postgresBinDir()!
  const asRoot = process.getuid?.() === 0
  const uid = asRoot ? postgresUid() : undefined
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-pg-'))
  if (uid !== undefined) fs.chownSync(dir, uid, -1)
  const dataDir = path.join(dir, 'data')
  const port = await freePort()
  run('initdb', ['-D', dataDir, '-U', 'foyer', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ')
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-o', serverOptions, '-w', 'start'])
  start()
  let running = true
  const base = `postgres://foyer@127.0.0.1:${port}`
  let databases = 0
  return {
    async freshDatabase() {
      databases += 1
      const name = `foyer_test_${databases}`
      const admin = new pg.Client({ connectionString: `${base}/postgres` })
      await admin.connect()
      try {
        await admin.query(`create database ${name}`)
      } finally {
        await admin.end()
      }
      return `${base}/${name}`
    },
    async pause() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      running = false
    },
    async resume() {
      start()
      running = true
    },
    async stop() {
      try {
        if (running) run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
