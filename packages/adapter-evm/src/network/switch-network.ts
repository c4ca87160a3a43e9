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
 * How long a switch (with its add-chain fallback) may wait for the wallet. A wallet that
 * never answers (some mobile wallets over WalletConnect) must not leave the modal stuck; a
 * slow one (a person finding their phone) gets a minute.
 */
export const SWITCH_ANSWER_TIMEOUT_MS = 60_000

/**
 * Asks the wallet to switch to `network`. When the wallet does not know the chain (4902,
 * also when nested in another error), it is asked to add it (built from the network) and
 * to switch again. A user rejection stays a user rejection; a wallet that does not answer
 * within {@link SWITCH_ANSWER_TIMEOUT_MS} fails with WALLET_NO_ANSWER (the request may still
 * be answered later: a `chainChanged` then moves the app as usual); any other failure is
 * 'Chain is not supported'. The connection is kept in every case.
 */
export async function switchWalletChain(
  provider: Eip1193Provider,
  network: Network,
  timeoutMs = SWITCH_ANSWER_TIMEOUT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const noAnswer = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FoyerError('WALLET_NO_ANSWER', { details: 'wallet_switchEthereumChain' })),
      timeoutMs,
    )
  })
  try {
    await Promise.race([askToSwitch(provider, network), noAnswer])
  } finally {
    clearTimeout(timer)
  }
}

async function askToSwitch(provider: Eip1193Provider, network: Network): Promise<void> {
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
