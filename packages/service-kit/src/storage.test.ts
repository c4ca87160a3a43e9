import path from 'node:path'
import { expect, it } from 'vitest'
import { chooseStorage, describeStorage } from './storage.js'

it('is durable by default: a data directory under ./foyer-data/<service>', () => {
  const choice = chooseStorage({}, 'auth-server')
  expect(choice).toEqual({ engine: 'pglite', dataDir: path.resolve('foyer-data/auth-server') })
  expect(describeStorage(choice)).toBe(
    `data in ${path.resolve('foyer-data/auth-server')} (embedded PGlite)`,
  )
})

it('runs in memory only when asked, and says so', () => {
  const choice = chooseStorage({ ephemeral: true }, 'auth-server')
  expect(describeStorage(choice)).toContain('in memory (ephemeral)')
  expect(() => chooseStorage({ ephemeral: true, dataDir: 'x' }, 'auth-server')).toThrow(
    '--ephemeral',
  )
})

it('names a Postgres server without its password', () => {
  const choice = chooseStorage(
    { databaseUrl: 'postgres://foyer:hunter2@db:5432/foyer?password=x' },
    's',
  )
  expect(describeStorage(choice)).toBe('data in Postgres at postgres://foyer:***@db:5432/foyer')
  expect(() => chooseStorage({ databaseUrl: 'postgres://db/x', dataDir: 'y' }, 's')).toThrow(
    'not both',
  )
})
