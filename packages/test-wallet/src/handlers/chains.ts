import {
  internalError,
  invalidParamsError,
  toProviderRpcError,
  unrecognizedChainError,
} from '../errors.js'
import {
  addChainParamsSchema,
  chainIdHexSchema,
  noParamsSchema,
  switchChainParamsSchema,
} from '../schemas.js'
import { chainIdToHex, type WalletChain } from '../state.js'
import { type MethodHandler, parseParams } from './context.js'

const chainIdOf = (hex: string) => Number.parseInt(hex, 16)

/** `eth_chainId`, `net_version`, and switching and adding chains (EIP-3326, EIP-3085). */
export const chainHandlers: Record<string, MethodHandler> = {
  async eth_chainId(context) {
    parseParams(context, noParamsSchema)
    return chainIdToHex(context.state.chainId)
  },

  async net_version(context) {
    parseParams(context, noParamsSchema)
    return String(context.state.chainId)
  },

  async wallet_switchEthereumChain(context) {
    const [{ chainId: chainIdHex }] = parseParams(context, switchChainParamsSchema)
    const chainId = chainIdOf(chainIdHex)
    if (chainId === context.state.chainId) return null
    if (!context.state.chains.some((chain) => chain.chainId === chainId)) {
      throw unrecognizedChainError(chainIdToHex(chainId))
    }
    await context.approve('switchChain')
    await context.store.update((state) =>
      state.chains.some((chain) => chain.chainId === chainId) ? { ...state, chainId } : state,
    )
    return null
  },

  /** Adds the chain (after checking its RPC serves that chain id), then switches to it. */
  async wallet_addEthereumChain(context) {
    const [parameter] = parseParams(context, addChainParamsSchema)
    const chainId = chainIdOf(parameter.chainId)
    const known = context.state.chains.some((chain) => chain.chainId === chainId)
    const rpcUrl = parameter.rpcUrls[0]!
    if (!known) {
      let answered: unknown
      try {
        answered = await context.node({ rpcUrl })('eth_chainId', [])
      } catch (error) {
        throw internalError(
          `Could not read the chain id from ${rpcUrl}: ${toProviderRpcError(error).message}`,
        )
      }
      const served = chainIdHexSchema.safeParse(answered)
      if (!served.success || chainIdOf(served.data) !== chainId) {
        throw invalidParamsError(
          context.method,
          `the RPC URL ${rpcUrl} serves chain ${String(answered)}, not ${chainIdToHex(chainId)}`,
        )
      }
    }
    await context.approve('addChain')
    const added: WalletChain = {
      chainId,
      rpcUrl,
      name: parameter.chainName,
      nativeCurrency: parameter.nativeCurrency,
      ...(parameter.blockExplorerUrls ? { blockExplorerUrls: parameter.blockExplorerUrls } : {}),
    }
    await context.store.update((state) => ({
      ...state,
      chains: state.chains.some((chain) => chain.chainId === chainId)
        ? state.chains
        : [...state.chains, added],
      chainId,
    }))
    return null
  },
}
