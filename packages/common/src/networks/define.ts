import { parseCaipNetworkId } from '../caip/parse.js'
import type { CaipNetworkId } from '../caip/types.js'
import { FoyerError } from '../errors/FoyerError.js'
import type { Network } from './types.js'

/** What {@link defineNetwork} takes: a {@link Network}, `caipNetworkId` optional. */
export type NetworkDefinition = Omit<Network, 'caipNetworkId'> & { caipNetworkId?: CaipNetworkId }

/**
 * Defines a network, filling `caipNetworkId` from `chainNamespace` and `id` and checking
 * that the definition is whole: a valid CAIP-2 id that agrees with `chainNamespace` and
 * `id`, integer native decimals from 0 to 255, at least one default HTTP RPC URL, and a
 * deprecated id in the same namespace.
 *
 * @throws {FoyerError} `INVALID_NETWORK` naming what is wrong.
 */
export function defineNetwork<const Definition extends NetworkDefinition>(
  definition: Definition,
): Definition & { caipNetworkId: CaipNetworkId } {
  const caipNetworkId =
    definition.caipNetworkId ?? (`${definition.chainNamespace}:${definition.id}` as CaipNetworkId)
  const problem = findProblem(definition, caipNetworkId)
  if (problem) {
    throw new FoyerError('INVALID_NETWORK', { details: `${definition.name}: ${problem}` })
  }
  return { ...definition, caipNetworkId }
}

function findProblem(definition: NetworkDefinition, caipNetworkId: string): string | undefined {
  let parsed: ReturnType<typeof parseCaipNetworkId>
  try {
    parsed = parseCaipNetworkId(caipNetworkId)
  } catch {
    return `"${caipNetworkId}" is not a CAIP-2 network id`
  }
  if (parsed.namespace !== definition.chainNamespace) {
    return `caipNetworkId "${caipNetworkId}" is not in namespace ${definition.chainNamespace}`
  }
  if (parsed.reference !== String(definition.id)) {
    return `caipNetworkId "${caipNetworkId}" does not end in id ${definition.id}`
  }
  const { decimals } = definition.nativeCurrency
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    return `native decimals ${decimals} is not an integer from 0 to 255`
  }
  if (definition.rpcUrls.default.http.length === 0) return 'rpcUrls.default.http is empty'
  const deprecated = definition.deprecatedCaipNetworkId
  if (deprecated !== undefined) {
    try {
      if (parseCaipNetworkId(deprecated).namespace !== definition.chainNamespace) {
        return `deprecatedCaipNetworkId "${deprecated}" is in another namespace`
      }
    } catch {
      return `deprecatedCaipNetworkId "${deprecated}" is not a CAIP-2 network id`
    }
  }
  return undefined
}
