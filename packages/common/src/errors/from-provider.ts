import { safeGet } from '../internal/safe-get.js'
import type { FoyerErrorCode } from '../messages/en.js'
import { FoyerError, isFoyerError } from './FoyerError.js'
import { nodeErrorCodeFromMessage } from './node-errors.js'
import { ERROR_CODE_BY_RPC_CODE, GENERIC_RPC_CODES } from './provider-codes.js'

/** How many nested errors are read at most (guards against long or cyclic chains). */
const MAX_CHAIN_LENGTH = 16

/** Codes some libraries use instead of numbers. */
const ERROR_CODE_BY_NAME: Readonly<Record<string, FoyerErrorCode>> = {
  ACTION_REJECTED: 'USER_REJECTED',
}

/** Nested Foyer errors that only carry another party's message: the chain is read past them. */
const PASS_THROUGH_CODES: ReadonlySet<FoyerErrorCode> = new Set(['FRAME_ERROR', 'UNKNOWN_ERROR'])

interface ErrorNode {
  /** The node itself when it is a {@link FoyerError}. */
  foyer?: FoyerError
  code: FoyerErrorCode | undefined
  rpcCode: number | undefined
  message: string | undefined
}

/**
 * Turns anything a wallet provider, a JSON-RPC node or a transport threw into a
 * {@link FoyerError}. It reads the error and everything nested in it (`cause`,
 * `data.originalError`, `data`, `error`): a specific provider or JSON-RPC code wins, then a
 * node error recognised by its message (reverted, nonce, fees, funds, gas, transaction
 * type, user rejection), then a generic code (-32000, -32603). Anything else becomes
 * `UNKNOWN_ERROR`. The original is kept as `cause`, its message as `details`.
 * A {@link FoyerError} is returned as it is, and so is one nested in the chain (Foyer's own
 * verdict that a provider wrapped, such as 'Request was aborted' inside viem's user
 * rejection) unless it only carries another party's message (`FRAME_ERROR`, `UNKNOWN_ERROR`).
 * Never throws.
 */
export function errorFromProvider(error: unknown): FoyerError {
  if (isFoyerError(error)) return error
  const nodes = readErrorChain(error)
  const own = nodes.find((node) => node.foyer && !PASS_THROUGH_CODES.has(node.foyer.code))
  if (own?.foyer) return own.foyer
  const details = nodes.find((node) => node.message)?.message
  const build = (code: FoyerErrorCode) =>
    new FoyerError(code, details === undefined ? { cause: error } : { cause: error, details })

  for (const node of nodes) {
    if (node.code && (node.rpcCode === undefined || !GENERIC_RPC_CODES.has(node.rpcCode))) {
      return build(node.code)
    }
  }
  for (const node of nodes) {
    const code = node.message === undefined ? undefined : nodeErrorCodeFromMessage(node.message)
    if (code) return build(code)
  }
  const generic = nodes.find((node) => node.code)?.code
  return build(generic ?? 'UNKNOWN_ERROR')
}

/** The error and the errors nested in it, outermost first, each read once. */
function readErrorChain(error: unknown): ErrorNode[] {
  const nodes: ErrorNode[] = []
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0 && nodes.length < MAX_CHAIN_LENGTH) {
    const current = queue.shift()
    if (current === undefined || current === null || seen.has(current)) continue
    seen.add(current)
    if (typeof current === 'string') {
      nodes.push({ code: undefined, rpcCode: undefined, message: current })
      continue
    }
    if (typeof current !== 'object') continue
    nodes.push(isFoyerError(current) ? { ...readNode(current), foyer: current } : readNode(current))
    const data = safeGet(current, 'data')
    queue.push(
      safeGet(current, 'cause'),
      safeGet(data, 'originalError'),
      isErrorLike(data) ? data : undefined,
      isErrorLike(safeGet(current, 'error')) ? safeGet(current, 'error') : undefined,
    )
  }
  return nodes
}

function readNode(value: object): ErrorNode {
  const rawCode = safeGet(value, 'code')
  const message = safeGet(value, 'message')
  let rpcCode: number | undefined
  let code: FoyerErrorCode | undefined
  if (typeof rawCode === 'number' && Number.isInteger(rawCode)) rpcCode = rawCode
  else if (typeof rawCode === 'string' && /^-?\d+$/.test(rawCode)) rpcCode = Number(rawCode)
  if (rpcCode !== undefined) code = ERROR_CODE_BY_RPC_CODE[rpcCode]
  else if (typeof rawCode === 'string' && Object.hasOwn(ERROR_CODE_BY_NAME, rawCode)) {
    code = ERROR_CODE_BY_NAME[rawCode]
  }
  return { code, rpcCode, message: typeof message === 'string' && message ? message : undefined }
}

function isErrorLike(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (typeof safeGet(value, 'message') === 'string' || safeGet(value, 'code') !== undefined)
  )
}
