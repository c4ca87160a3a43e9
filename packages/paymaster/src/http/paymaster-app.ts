import {
  Counter,
  createServiceApp,
  type LogDestination,
  type LogLevel,
  type ServiceApp,
  type ServiceAppExtras,
} from '@foyer/service-kit'
import type { SqlClient } from '@foyer/sql'
import { z } from 'zod'
import { answerJsonRpc, type JsonRpcResponse } from '../rpc/json-rpc.js'
import { RPC_ERROR_CODES } from '../rpc/rpc-error.js'
import type { SponsorContext } from '../rpc/sponsor.js'

/** Largest request body accepted (a user operation with a big batch fits well within). */
export const BODY_LIMIT_BYTES = 256 * 1024

/** How the paymaster's HTTP side runs. */
export interface PaymasterAppSettings {
  logLevel: LogLevel
  trustProxy?: readonly string[] | undefined
  /** Where log lines go (default stdout); tests pass a collector. */
  logDestination?: LogDestination | undefined
}

const METHODS = new Set(['pm_getPaymasterStubData', 'pm_getPaymasterData'])

const OUTCOME_OF_CODE = new Map<number, string>([
  [RPC_ERROR_CODES.invalidRequest, 'invalid-request'],
  [RPC_ERROR_CODES.methodNotFound, 'method-not-found'],
  [RPC_ERROR_CODES.invalidParams, 'invalid-params'],
  [RPC_ERROR_CODES.internal, 'internal'],
  [RPC_ERROR_CODES.unavailable, 'unavailable'],
])

/**
 * An answer's outcome for `/metrics`: `answered`, the policy's refusal reason, or the kind of
 * error. Every value comes from a fixed list, so a client cannot grow the label set.
 */
function outcomeOf(answer: JsonRpcResponse): string {
  if ('result' in answer) return 'answered'
  const data = answer.error.data as { reason?: unknown } | undefined
  if (typeof data?.reason === 'string') return data.reason
  return OUTCOME_OF_CODE.get(answer.error.code) ?? 'error'
}

/** The JSON-RPC error a body that cannot be read gets (the body of a 400 or a 413). */
function unreadableBody(status: number): JsonRpcResponse {
  return {
    jsonrpc: '2.0',
    id: null,
    error:
      status === 413
        ? { code: RPC_ERROR_CODES.invalidRequest, message: 'request too large' }
        : { code: RPC_ERROR_CODES.parseError, message: 'parse error: the body is not JSON' },
  }
}

/**
 * The paymaster's app on the `@foyer/service-kit` foundation: `POST /rpc/<project>` (ERC-7677
 * over JSON-RPC 2.0), plus `/health`, `/ready` (the database), `/metrics` with
 * `paymaster_requests_total{method,outcome}`, `/openapi.json` and JSON logs. Wallets call it
 * from the browser, so every origin may: the policy is the protection, and an `Origin` header
 * proves nothing to a server.
 */
export async function createPaymasterApp(
  context: SponsorContext,
  sql: Pick<SqlClient, 'query'>,
  settings: PaymasterAppSettings,
): Promise<ServiceApp & ServiceAppExtras> {
  const app = await createServiceApp({
    name: 'paymaster',
    description:
      'Foyer paymaster: ERC-7677 pm_getPaymasterStubData and pm_getPaymasterData per project, within its policy.',
    logLevel: settings.logLevel,
    logDestination: settings.logDestination,
    trustProxy: settings.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    cors: {
      allows: () => true,
      wildcard: true,
      methods: ['POST', 'GET', 'OPTIONS'],
      allowedHeaders: ['content-type'],
      maxAgeSeconds: 600,
    },
    readyChecks: { database: () => sql.query('select 1') },
  })
  const requests = new Counter({
    name: 'paymaster_requests_total',
    help: 'JSON-RPC requests by method and outcome (answered, a refusal reason, or an error kind).',
    labelNames: ['method', 'outcome'],
    registers: [app.metrics],
  })

  app.post(
    '/rpc/:project',
    {
      schema: {
        summary: 'ERC-7677 JSON-RPC for one project',
        description:
          'pm_getPaymasterStubData and pm_getPaymasterData with params [userOperation, entryPoint, chainId, context]. Every answer is a JSON-RPC 2.0 response; a refusal carries data.reason.',
        params: z.object({ project: z.string() }),
        body: z.unknown(),
      },
      // A body that cannot be read is answered in JSON-RPC, as wallets expect.
      errorHandler: (error, request, reply) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500
        if ((status !== 400 && status !== 413) || 'validation' in error) throw error
        requests.inc({
          method: 'unreadable',
          outcome: status === 413 ? 'too-large' : 'parse-error',
        })
        request.log.info({ status }, 'unreadable JSON-RPC body')
        return reply.code(status === 413 ? 413 : 200).send(unreadableBody(status))
      },
    },
    async (request) => {
      const body = request.body as { method?: unknown } | undefined
      const method =
        typeof body?.method === 'string' && METHODS.has(body.method) ? body.method : 'other'
      const answer = await answerJsonRpc(context, request.params.project, request.body, (error) =>
        request.log.error({ err: error, method }, 'paymaster request failed'),
      )
      requests.inc({ method, outcome: outcomeOf(answer) })
      return answer
    },
  )
  return app
}
