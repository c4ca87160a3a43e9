import { existsSync, rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate } from './migrate.js'
import { openDatabase } from './open-database.js'
import { PgliteTemplate } from './pglite-template.js'
import type { SqlClient } from './sql-client.js'
import {
  postgresUnavailable,
  startTempPostgres,
  type TempPostgres,
} from './testing/postgres-server.js'

const MIGRATIONS = [
  { version: 1, sql: 'create table notes (id text primary key, body text not null);' },
  {
    version: 2,
    sql: '-- a second step\nalter table notes add column created_at bigint;\ncreate index notes_by_time on notes (created_at);',
  },
]

/** The contract every engine keeps. */
function describeEngine(name: string, open: () => Promise<SqlClient>) {
  describe(name, () => {
    it('applies the migrations once, in order, and records them', async () => {
      const sql = await open()
      try {
        await migrate(sql, MIGRATIONS)
        const versions = await sql.query<{ version: number }>(
          'select version from schema_migrations order by version',
        )
        expect(versions.map((row) => Number(row.version))).toEqual([1, 2])
        await sql.query('insert into notes (id, body, created_at) values ($1, $2, $3)', [
          'a',
          'hello',
          5,
        ])
        expect(await sql.query('select id, body from notes')).toEqual([{ id: 'a', body: 'hello' }])
      } finally {
        await sql.close()
      }
    })

    it('rolls a failing transaction back and keeps what was there', async () => {
      const sql = await open()
      try {
        await sql.query('insert into notes (id, body) values ($1, $2)', ['kept', 'x'])
        await expect(
          sql.transaction(async (tx) => {
            await tx.query('insert into notes (id, body) values ($1, $2)', ['lost', 'y'])
            await tx.query('insert into notes (id, body) values ($1, $2)', ['kept', 'duplicate'])
          }),
        ).rejects.toThrow()
        const ids = await sql.query<{ id: string }>('select id from notes order by id')
        expect(ids.map((row) => row.id)).toEqual(['kept'])
      } finally {
        await sql.close()
      }
    })
  })
}

describeEngine('PGlite in memory', () =>
  openDatabase({ engine: 'pglite' }, { service: 'sql-test', migrations: MIGRATIONS }),
)

it('a second in-memory database starts from the saved template, already migrated and empty', async () => {
  const schema = { service: `sql-test-${process.pid}`, migrations: MIGRATIONS }
  const template = new PgliteTemplate(schema.service, schema.migrations)
  const first = await openDatabase({ engine: 'pglite' }, schema)
  expect(existsSync(template.file)).toBe(true)
  await first.query('insert into notes (id, body) values ($1, $2)', ['only-in-first', 'x'])
  await first.close()
  const second = await openDatabase({ engine: 'pglite' }, schema)
  try {
    expect(await second.query('select * from notes')).toEqual([])
    const versions = await second.query('select version from schema_migrations')
    expect(versions).toHaveLength(2)
  } finally {
    await second.close()
    rmSync(template.file, { force: true })
  }
})

const unavailable = postgresUnavailable()
if (unavailable) console.warn(`Postgres server tests skipped: ${unavailable}`)
describe.skipIf(unavailable !== null)('Postgres server', () => {
  let server: TempPostgres | undefined
  afterAll(async () => {
    await server?.stop()
  })
  describeEngine('through pg', async () => {
    server ??= await startTempPostgres()
    return openDatabase(
      { engine: 'postgres', databaseUrl: await server.freshDatabase() },
      { service: 'sql-test', migrations: MIGRATIONS },
    )
  })

  it('a bad URL fails to open with the driver error, and nothing is left open', async () => {
    await expect(
      openDatabase(
        { engine: 'postgres', databaseUrl: 'postgres://nobody@127.0.0.1:1/none' },
        { service: 'sql-test', migrations: MIGRATIONS },
      ),
    ).rejects.toThrow(/ECONNREFUSED|connect/)
  })
})
