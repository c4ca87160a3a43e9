import type { CaipNetworkId } from '@foyer/common'
import type { FoyerClientOptions } from './options.js'

/**
 * The URL of one network on the RPC service (SPEC §7's blockchain RPC):
 * `{base}/v1/?chainId={caipNetworkId}&projectId={projectId}`.
 */
export function rpcServiceUrl(
  base: string,
  caipNetworkId: CaipNetworkId,
  projectId: string | undefined,
): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/v1/`)
  url.searchParams.set('chainId', caipNetworkId)
  if (projectId) url.searchParams.set('projectId', projectId)
  return url.toString()
}

/**
 * With `services.rpc` set, every network without its own RPC URL (an empty
 * `rpcUrls.default.http`) gets the RPC service's URL for it; networks with their own URLs keep
 * them. Without `services.rpc`, or with an invalid one (option validation reports it), the
 * options are returned as they are.
 */
export function withRpcService(input: FoyerClientOptions): FoyerClientOptions {
  const base = input.services?.rpc
  const networks = Array.isArray(input.networks) ? input.networks : []
  if (!base || !networks.some((n) => n?.rpcUrls?.default?.http?.length === 0)) return input
  try {
    new URL(base)
  } catch {
    return input
  }
  const filled = networks.map((network) =>
    network.rpcUrls.default.http.length > 0
      ? network
      : {
          ...network,
          rpcUrls: {
            ...network.rpcUrls,
            default: {
              ...network.rpcUrls.default,
              http: [rpcServiceUrl(base, network.caipNetworkId, input.projectId)],
            },
          },
        },
  )
  return { ...input, networks: filled as unknown as FoyerClientOptions['networks'] }
}
