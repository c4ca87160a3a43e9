import { type CaipNetworkId, FoyerError, parseCaipNetworkId } from '@foyer/common'
import { getDefaultStorageBackend, type SiwxSession, type StorageBackend } from '@foyer/core'
import * as z from 'zod/mini'
import { parseSiwxMessage } from '../message/parse-message.js'
import { timingProblem } from '../message/timing.js'
import { siwxSessionSchema } from '../protocol.js'
import type { SiwxVerifier } from '../verifiers/types.js'
import { type SiwxStorage, sameAddress } from './types.js'

/** Options of {@link localSiwxStorage}. */
export interface LocalSiwxStorageOptions {
  /** One verifier per namespace; a namespace with none cannot sign in. */
  verifiers: readonly SiwxVerifier[]
  /** localStorage (when it works) by default, else memory. */
  backend?: StorageBackend
  /** Keys are `foyer:<scope>:siwxSessions`, as core's; default `default`. */
  scope?: string
  /** Clock in epoch milliseconds. */
  now?: () => number
}

const storedSessionsSchema = z.array(siwxSessionSchema)

/**
 * Sessions kept in the browser, for apps without a server: each is verified by its
 * namespace's verifier before it is kept, and dropped once its expiration time has passed.
 * The stored list follows core's conventions: a value that is not JSON or fails its schema is
 * removed with a warning and reads as empty.
 */
export function localSiwxStorage(options: LocalSiwxStorageOptions): SiwxStorage {
  const backend = options.backend ?? getDefaultStorageBackend()
  const key = `foyer:${options.scope ?? 'default'}:siwxSessions`
  const now = options.now ?? Date.now

  function read(): SiwxSession[] {
    let text: string | null
    try {
      text = backend.getItem(key)
    } catch (error) {
      console.warn(`[foyer] storage read failed for "${key}"`, error)
      return []
    }
    if (text === null) return []
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      value = undefined
    }
    const parsed = storedSessionsSchema.safeParse(value)
    if (parsed.success) return parsed.data
    console.warn(`[foyer] dropped stored value "${key}": not a list of sessions`)
    write([])
    return []
  }
  function write(sessions: readonly SiwxSession[]): void {
    try {
      if (sessions.length === 0) backend.removeItem(key)
      else backend.setItem(key, JSON.stringify(sessions))
    } catch (error) {
      console.warn(`[foyer] storage write failed for "${key}"`, error)
    }
  }
  const matches = (session: SiwxSession, chainId: CaipNetworkId, address: string) =>
    session.data.chainId === chainId && sameAddress(chainId, session.data.accountAddress, address)

  return {
    async add(session) {
      const data = parseSiwxMessage(session.message)
      const problem = timingProblem(data, now())
      if (problem) throw new FoyerError('INVALID_INPUT', { details: `The message is ${problem}` })
      const { namespace } = parseCaipNetworkId(data.chainId)
      const verifier = options.verifiers.find((v) => v.namespace === namespace)
      if (!verifier)
        throw new FoyerError('UNSUPPORTED_CHAIN', { details: `no ${namespace} verifier` })
      const checked = { ...session, data }
      if (!(await verifier.verify(checked))) {
        throw new FoyerError('INVALID_INPUT', { details: 'The signature does not verify' })
      }
      const others = read().filter((s) => !matches(s, data.chainId, data.accountAddress))
      write([...others, checked])
    },
    async get(chainId, address) {
      const all = read()
      const valid = all.filter(
        (session) => !timingProblem({ expirationTime: session.data.expirationTime }, now()),
      )
      if (valid.length !== all.length) write(valid)
      return valid.filter((session) => matches(session, chainId, address))
    },
    async revoke(chainId, address) {
      write(read().filter((session) => !matches(session, chainId, address)))
    },
  }
}
