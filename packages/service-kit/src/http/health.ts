import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** Path answering 200 while the process is alive. */
export const HEALTH_PATH = '/health'
/** Path answering 200 when every readiness check passes, else 503 naming the failed ones. */
export const READY_PATH = '/ready'

/**
 * A readiness check: resolves when the dependency answers (database, chain RPC, Redis),
 * throws or rejects when it does not. Checks run concurrently, each bounded by a timeout.
 */
export type ReadyCheck = () => unknown | Promise<unknown>

/** How long one readiness check may take before it counts as failed. */
export const READY_CHECK_TIMEOUT_MS = 3_000

const checkResultSchema = z.object({ ok: z.boolean(), error: z.string().optional() })
const readyBodySchema = z.object({
  ready: z.boolean(),
  checks: z.record(z.string(), checkResultSchema),
})
type ReadyBody = z.infer<typeof readyBodySchema>

async function runCheck(
  check: ReadyCheck,
  timeoutMs: number,
): Promise<z.infer<typeof checkResultSchema>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      Promise.resolve().then(check),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
    return { ok: true }
  } catch (error) {
    // The message names what failed (e.g. "connect ECONNREFUSED"); checks must not put secrets in it.
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}

/** Runs every check; `ready` only when all pass. */
export async function runReadyChecks(
  checks: ReadonlyMap<string, ReadyCheck>,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
): Promise<ReadyBody> {
  const entries = await Promise.all(
    [...checks].map(async ([name, check]) => [name, await runCheck(check, timeoutMs)] as const),
  )
  return { ready: entries.every(([, result]) => result.ok), checks: Object.fromEntries(entries) }
}

/** Figures a service adds to its `/health` answer (the relay's counts), read per request. */
export type HealthDetails = () => Record<string, unknown>

/**
 * Serves `/health` (alive, with the service's `details` if any) and `/ready` (the checks in
 * `checks`, read at request time).
 */
export function installHealth(
  app: FastifyInstance,
  checks: ReadonlyMap<string, ReadyCheck>,
  details?: HealthDetails,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    HEALTH_PATH,
    {
      schema: {
        summary: 'Liveness: 200 while the process serves requests',
        response: { 200: z.looseObject({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ ...details?.(), status: 'ok' as const }),
  )
  typed.get(
    READY_PATH,
    {
      schema: {
        summary: 'Readiness: 200 when every dependency answers, 503 naming the ones that do not',
        response: { 200: readyBodySchema, 503: readyBodySchema },
      },
    },
    async (_request, reply) => {
      const body = await runReadyChecks(checks)
      return reply
        .status(body.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
}
