import {
  chooseStorage,
  describeStorage,
  type ListeningService,
  type LogDestination,
  listenService,
} from '@foyer/service-kit'
import { openDatabase, type SqlClient } from '@foyer/sql'
import { type Address, getAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createPaymasterApp } from './http/paymaster-app.js'
import { type PaymasterOptions, paymasterOptionsSchema } from './options.js'
import type { SponsorContext } from './rpc/sponsor.js'
import { MIGRATIONS } from './spending/migrations.js'
import { SpendingLedger } from './spending/spending-ledger.js'

/** A running paymaster service. */
export interface PaymasterService {
  /** Its base URL; project `<id>` answers ERC-7677 at `<url>/rpc/<id>`. */
  url: string
  /** Which database engine holds the spending. */
  engine: SqlClient['engine']
  /** Where the data lives (for the start-up line; no password). */
  storage: string
  /** The address the paymaster contracts must trust as `verifyingSigner`. */
  signer: Address
  ledger: SpendingLedger
  close(): Promise<void>
}

/**
 * Starts the ERC-7677 paymaster: opens its database (migrating it), then serves
 * `POST /rpc/<project>` (`pm_getPaymasterStubData`, `pm_getPaymasterData`) with `/health`,
 * `/ready`, `/metrics` and `/openapi.json` (see `createPaymasterApp`).
 * Options are checked first; a bad one throws before anything starts.
 */
export async function startPaymaster(
  input: PaymasterOptions,
  dependencies: { now?: () => Date; logDestination?: LogDestination } = {},
): Promise<PaymasterService> {
  const options = paymasterOptionsSchema.parse(input)
  const signer = privateKeyToAccount(options.signerKey as Hex)
  const storage = chooseStorage(options, 'paymaster')
  const sql = await openDatabase(
    storage.engine === 'postgres'
      ? storage
      : { engine: 'pglite', dataDir: 'ephemeral' in storage ? undefined : storage.dataDir },
    { service: 'paymaster', migrations: MIGRATIONS },
  )
  const ledger = new SpendingLedger(sql)
  const context: SponsorContext = {
    projects: new Map(options.projects.map((project) => [project.id, project])),
    entryPoints: new Map([
      [
        getAddress(options.entryPoint),
        { version: '0.7', paymasters: paymastersByChain(options.paymasters) },
      ],
      [
        getAddress(options.entryPointV08),
        { version: '0.8', paymasters: paymastersByChain(options.paymastersV08) },
      ],
    ]),
    signer,
    ledger,
    validitySeconds: options.validitySeconds,
    now: dependencies.now ?? (() => new Date()),
  }
  let service: ListeningService
  try {
    const app = await createPaymasterApp(context, sql, {
      ...options,
      logDestination: dependencies.logDestination,
    })
    service = await listenService(app, options)
  } catch (error) {
    await sql.close()
    throw error
  }
  let closing: Promise<void> | undefined
  return {
    url: service.url,
    engine: sql.engine,
    storage: describeStorage(storage),
    signer: signer.address,
    ledger,
    close() {
      closing ??= service.close().finally(() => sql.close())
      return closing
    },
  }
}

function paymastersByChain(contracts: Record<string, Address>): Map<number, Address> {
  return new Map(Object.entries(contracts).map(([chainId, address]) => [Number(chainId), address]))
}
