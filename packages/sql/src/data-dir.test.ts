import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { DATA_DIR_LOCK_FILE, DataDirLockedError } from './data-dir-lock.js'
import { SchemaTooNewError } from './migrate.js'
import { openDatabase } from './open-database.js'

const V1 = [{ version: 1, sql: 'create table notes (id text primary key)' }]
const V2 = [...V1, { version: 2, sql: 'alter table notes add column body text' }]
const schema = (migrations = V1) => ({ service: 'sql-data-dir-test', migrations })

let dataDir: string
beforeEach(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-sql-dir-')), 'nested', 'data')
})
afterEach(() => fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true }))

it('creates a missing data directory, keeps rows across a reopen, and frees the lock on close', async () => {
  const first = await openDatabase({ engine: 'pglite', dataDir }, schema())
  await first.query('insert into notes (id) values ($1)', ['kept'])
  expect(fs.readFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), 'utf8').trim()).toBe(
    String(process.pid),
  )
  await first.close()
  expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false)
  const second = await openDatabase({ engine: 'pglite', dataDir }, schema())
  try {
    expect(await second.query('select id from notes')).toEqual([{ id: 'kept' }])
  } finally {
    await second.close()
  }
})

it('a second open of a held data directory is refused, naming the directory and the holder', async () => {
  const first = await openDatabase({ engine: 'pglite', dataDir }, schema())
  try {
    const error = await openDatabase({ engine: 'pglite', dataDir }, schema()).catch((e) => e)
    expect(error).toBeInstanceOf(DataDirLockedError)
    expect(error.message).toContain(dataDir)
    expect(error.message).toContain(`process ${process.pid}`)
    expect(await first.query('select 1 as alive')).toEqual([{ alive: 1 }])
  } finally {
    await first.close()
  }
})

it("a live process's lock is refused, and a dead process's lock is taken over", async () => {
  fs.mkdirSync(dataDir, { recursive: true })
  const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'])
  try {
    fs.writeFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), `${sleeper.pid}\n`)
    await expect(openDatabase({ engine: 'pglite', dataDir }, schema())).rejects.toThrow(
      `in use by process ${sleeper.pid}`,
    )
  } finally {
    sleeper.kill('SIGKILL')
    await new Promise((resolve) => sleeper.once('exit', resolve))
  }
  const taken = await openDatabase({ engine: 'pglite', dataDir }, schema())
  try {
    expect(fs.readFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), 'utf8').trim()).toBe(
      String(process.pid),
    )
  } finally {
    await taken.close()
  }
})

it('an older binary refuses a database a newer one migrated, and changes nothing', async () => {
  const newer = await openDatabase({ engine: 'pglite', dataDir }, schema(V2))
  await newer.query('insert into notes (id, body) values ($1, $2)', ['a', 'b'])
  await newer.close()
  const error = await openDatabase({ engine: 'pglite', dataDir }, schema(V1)).catch((e) => e)
  expect(error).toBeInstanceOf(SchemaTooNewError)
  expect(error.message).toMatch(
    /sql-data-dir-test: the database has schema version 2, newer .* \(1\)/,
  )
  const again = await openDatabase({ engine: 'pglite', dataDir }, schema(V2))
  try {
    expect(await again.query('select id, body from notes')).toEqual([{ id: 'a', body: 'b' }])
  } finally {
    await again.close()
  }
})
