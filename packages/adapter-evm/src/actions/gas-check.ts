import { FoyerError } from '@foyer/common'
import type { Address, PublicClient } from 'viem'
import { hexSchema } from '../provider/schemas.js'
import { quantitySchema, readRpc } from '../transport/read-rpc.js'

/**
 * Whether `address` is a smart account on this chain: it has contract code (an ERC-4337
 * account, a Safe, or an EIP-7702 delegated account).
 */
export async function isSmartAccount(client: PublicClient, address: Address): Promise<boolean> {
  const code = await readRpc(client, 'eth_getCode', [address, 'latest'], hexSchema)
  return code !== '0x'
}

/**
 * SPEC §5's insufficient-gas rule, checked through the app's RPC before the wallet is
 * asked to send: gas is insufficient when the native balance is zero or the gas price is
 * above the balance. Smart accounts skip the check (a paymaster may pay).
 */
export async function assertEnoughGas(client: PublicClient, address: Address): Promise<void> {
  const [balance, gasPrice, smartAccount] = await Promise.all([
    readRpc(client, 'eth_getBalance', [address, 'latest'], quantitySchema),
    readRpc(client, 'eth_gasPrice', [], quantitySchema),
    isSmartAccount(client, address),
  ])
  if (smartAccount) return
  if (balance === 0n || gasPrice > balance) {
    throw new FoyerError('INSUFFICIENT_FUNDS', {
      details: `Insufficient gas: balance ${balance} wei, gas price ${gasPrice} wei`,
    })
  }
}
