import { chooseStorage, describeStorage } from '@foyer/service-kit'
import { openDatabase, type SqlClient } from '@foyer/sql'
import Fastify, { type FastifyInstance } from 'fastify'
import { type Address, getAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type PaymasterOptions, paymasterOptionsSchema } from './options.js'
import { answerJsonRpc } from './rpc/json-rpc.js'
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

/** Largest request body accepted (a user operation with a big batch fits well within). */
const BODY_LIMIT_BYTES = 256 * 1024

/**
 * Starts the ERC-7677 paymaster: opens its database (migrating it), then serves
 * `POST /rpc/<project>` (`pm_getPaymasterStubData`, `pm_getPaymasterData`) and `GET /health`.
 * Options are checked first; a bad one throws before anything starts.
 */
export async function startPaymaster(
  input: PaymasterOptions,
  dependencies: { now?: () => Date } = {},
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
  let app: FastifyInstance
  try {
    app = buildApp(context)
    await app.listen({ host: options.host, port: options.port })
  } catch (error) {
    await sql.close()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  let closing: Promise<void> | undefined
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    engine: sql.engine,
    storage: describeStorage(storage),
    signer: signer.address,
    ledger,
    close() {
      closing ??= app.close().finally(() => sql.close())
      return closing
    },
  }
}

function paymastersByChain(contracts: Record<string, Address>): Map<number, Address> {
  return new Map(Object.entries(contracts).map(([chainId, address]) => [Number(chainId), address]))
}

function buildApp(context: SponsorContext): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES })
  // Wallets call the paymaster from the browser: any origin may (the policy is the protection,
  // and an Origin header proves nothing to a server).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'POST, GET, OPTIONS')
      reply.header('access-control-allow-headers', 'content-type')
      reply.header('access-control-max-age', '600')
      await reply.code(204).send()
    }
  })
  app.get('/health', async () => ({ ok: true }))
  app.post<{ Params: { project: string } }>('/rpc/:project', async (request) =>
    answerJsonRpc(context, request.params.project, request.body, (error, method) => {
      console.error(`paymaster: ${method} failed`, error)
    }),
  )
  app.setErrorHandler(async (error, _request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status >= 500) console.error('paymaster: request failed', error)
    // A body that is not JSON is a JSON-RPC parse error, answered as such.
    await reply.code(status === 400 ? 200 : status).send({
      jsonrpc: '2.0',
      id: null,
      error:
        status === 400
          ? { code: -32700, message: 'parse error: the body is not JSON' }
          : { code: -32603, message: status === 413 ? 'request too large' : 'internal error' },
    })
  })
  return app
}
