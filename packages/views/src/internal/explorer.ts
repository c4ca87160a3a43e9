import type { Network } from '@foyer/common'
import { safeHttpsUrl } from './safe-url.js'

/**
 * The block explorer page of an address on a network (`{explorer}/address/{address}`), when
 * the network has an https explorer.
 */
export function explorerAddressUrl(
  network: Network | undefined,
  address: string | undefined,
): { url: string; name: string } | undefined {
  const explorer = network?.blockExplorers?.default
  const base = safeHttpsUrl(explorer?.url)
  if (!explorer || !base || !address) return undefined
  return {
    url: `${base.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`,
    name: explorer.name,
  }
}

/** The block explorer page of a transaction (`{explorer}/tx/{hash}`), when there is one. */
export function explorerTransactionUrl(
  network: Network | undefined,
  hash: string | undefined,
): { url: string; name: string } | undefined {
  const explorer = network?.blockExplorers?.default
  const base = safeHttpsUrl(explorer?.url)
  if (!explorer || !base || !hash || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return undefined
  return { url: `${base.replace(/\/+$/, '')}/tx/${hash}`, name: explorer.name }
}
