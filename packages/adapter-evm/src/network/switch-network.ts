import { FoyerError, isFoyerError, type Network } from '@foyer/common'
import { numberToHex } from 'viem'
import * as z from 'zod/mini'
import { requestWallet } from '../provider/request-wallet.js'
import type { Eip1193Provider } from '../provider/types.js'
import { addEthereumChainParameter } from './add-chain-params.js'
import { evmChainId } from './chain-id.js'

/** `wallet_switchEthereumChain` and `wallet_addEthereumChain` answer null; anything is accepted. */
const ignoredAnswer = z.unknown()

/**
 * Asks the wallet to switch to `network`. When the wallet does not know the chain (4902,
 * also when nested in another error), it is asked to add it (built from the network) and
 * to switch again. A user rejection stays a user rejection; any other failure is 'Chain is
 * not supported'.
 */
export async function switchWalletChain(
  provider: Eip1193Provider,
  network: Network,
): Promise<void> {
  const switchRequest = {
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: numberToHex(evmChainId(network)) }],
  }
  try {
    await requestWallet(provider, switchRequest, ignoredAnswer)
    return
  } catch (error) {
    if (!isFoyerError(error, 'UNRECOGNIZED_CHAIN')) throw chainNotSupported(error)
  }
  try {
    await requestWallet(
      provider,
      { method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(network)] },
      ignoredAnswer,
    )
    await requestWallet(provider, switchRequest, ignoredAnswer)
  } catch (error) {
    throw chainNotSupported(error)
  }
}

function chainNotSupported(error: unknown): FoyerError {
  if (isFoyerError(error, 'USER_REJECTED')) return error
  return new FoyerError('CHAIN_NOT_SUPPORTED', { cause: error })
}
