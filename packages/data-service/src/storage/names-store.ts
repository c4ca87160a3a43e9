import type { SqlClient } from './sql-client.js'

/** A registered name as stored. */
export interface NameRecord {
  name: string
  address: string
  coinType: number
  attributes: Record<string, string>
  /** Unix seconds. */
  createdAt: number
}

/** Why a registration was refused by the store. */
export type RegisterOutcome = 'registered' | 'taken' | 'replayed'

/** The off-chain names registry's table. Names are stored lowercase. */
export class NamesStore {
  constructor(private readonly sql: SqlClient) {}

  /**
   * Registers `record` unless the name is taken or `signature` was used before; both checks
   * and the insert happen in one transaction, so two racing registrations cannot both win.
   */
  async register(record: NameRecord, signature: string): Promise<RegisterOutcome> {
    return this.sql
      .transaction(async (tx) => {
        const used = await tx.query(
          'insert into name_signatures (signature) values ($1) on conflict do nothing returning signature',
          [signature.toLowerCase()],
        )
        if (used.length === 0) return 'replayed'
        const inserted = await tx.query(
          `insert into names (name, address, coin_type, attributes, created_at)
         values ($1, $2, $3, $4::jsonb, $5) on conflict do nothing returning name`,
          [
            record.name,
            record.address,
            record.coinType,
            JSON.stringify(record.attributes),
            record.createdAt,
          ],
        )
        if (inserted.length === 0) throw new NameTakenSignal()
        return 'registered'
      })
      .catch((error: unknown) => {
        // The signature insert is rolled back with the transaction, so the same signed
        // message can never take the name later either way.
        if (error instanceof NameTakenSignal) return 'taken' as const
        throw error
      })
  }

  /** The record of `name`, or null. */
  async byName(name: string): Promise<NameRecord | null> {
    const rows = await this.sql.query<Record<string, unknown>>(
      'select name, address, coin_type, attributes, created_at from names where name = $1',
      [name.toLowerCase()],
    )
    return rows[0] ? toRecord(rows[0]) : null
  }

  /** Which of `names` are registered. */
  async registered(names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set()
    const rows = await this.sql.query<{ name: string }>(
      'select name from names where name = any($1::text[])',
      [names.map((name) => name.toLowerCase())],
    )
    return new Set(rows.map((row) => row.name))
  }

  /** Every name registered to `address` (optionally for one coin type), oldest first. */
  async byAddress(address: string, coinType?: number): Promise<NameRecord[]> {
    const rows = await this.sql.query<Record<string, unknown>>(
      coinType === undefined
        ? 'select name, address, coin_type, attributes, created_at from names where address = $1 order by created_at, name'
        : 'select name, address, coin_type, attributes, created_at from names where address = $1 and coin_type = $2 order by created_at, name',
      coinType === undefined ? [address.toLowerCase()] : [address.toLowerCase(), coinType],
    )
    return rows.map(toRecord)
  }
}

class NameTakenSignal extends Error {}

function toRecord(row: Record<string, unknown>): NameRecord {
  const attributes =
    typeof row.attributes === 'string' ? JSON.parse(row.attributes) : (row.attributes ?? {})
  return {
    name: String(row.name),
    address: String(row.address),
    coinType: Number(row.coin_type),
    attributes: attributes as Record<string, string>,
    createdAt: Number(row.created_at),
  }
}
