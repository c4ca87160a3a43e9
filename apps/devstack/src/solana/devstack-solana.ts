import { DEVSTACK_ACCOUNT_COUNT, DEVSTACK_HOST, DEVSTACK_MNEMONIC } from '../constants.js'
import type { DevstackSolana } from '../types.js'
import { startLocalSolana } from './start-solana.js'

/** Starts the stack's local Solana network on `port` and registers its stopper. */
export async function startDevstackSolana(
  port: number,
  stoppers: (() => Promise<void>)[],
): Promise<DevstackSolana> {
  const solana = await startLocalSolana({
    host: DEVSTACK_HOST,
    port,
    mnemonic: DEVSTACK_MNEMONIC,
    accountCount: DEVSTACK_ACCOUNT_COUNT,
  })
  stoppers.push(solana.stop)
  return {
    rpcUrl: solana.rpcUrl,
    wsUrl: solana.wsUrl,
    genesisHash: solana.genesisHash,
    caipNetworkId: solana.caipNetworkId,
    accounts: solana.accounts,
    token: solana.token,
  }
}
