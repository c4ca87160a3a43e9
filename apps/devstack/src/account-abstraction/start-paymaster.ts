import { type ProjectPolicy, startPaymaster } from '@foyer/paymaster'
import { type Address, parseEther } from 'viem'
import { devstackContractAddresses } from '../accounts.js'
import { DEVSTACK_HOST } from '../constants.js'
import type { DevstackChain } from '../types.js'
import { PAYMASTER_SIGNER_KEY } from './deploy-paymaster.js'

/** The project id the stack's paymaster sponsors for (the demo's): its URL ends in `/rpc/demo`. */
export const DEVSTACK_PAYMASTER_PROJECT = 'demo'

/** ERC-20 `transfer(address,uint256)`. */
const TRANSFER_SELECTOR = '0xa9059cbb'

/**
 * The demo project's policy: token transfers (`transfer`) of the seeded ERC-20s on every devnet,
 * accounts deployed by the stack's factory, 0.1 ETH of gas per sender per day, 100 ETH in all.
 */
export function devstackPaymasterPolicy(
  chains: readonly DevstackChain[],
  accountFactory: Address,
): ProjectPolicy {
  const { tokens } = devstackContractAddresses()
  return {
    id: DEVSTACK_PAYMASTER_PROJECT,
    sponsorName: 'Foyer demo',
    chains: chains.map((chain) => chain.chainId),
    allow: Object.values(tokens).map((address) => ({
      address,
      selectors: [TRANSFER_SELECTOR],
    })),
    accountFactories: [accountFactory],
    dailyCapPerSender: parseEther('0.1'),
    totalBudget: parseEther('100'),
  }
}

/**
 * Starts the paymaster service (`@foyer/paymaster`, in memory) on 127.0.0.1 for the stack's
 * VerifyingPaymasters (EntryPoint v0.7 and v0.8) on every devnet; registers its stopper. Resolves with the demo project's
 * ERC-7677 URL.
 */
export async function startDevstackPaymaster(options: {
  chains: readonly DevstackChain[]
  paymaster: Address
  /** The VerifyingPaymaster for EntryPoint v0.8 (EIP-7702 accounts). */
  paymasterV08: Address
  accountFactory: Address
  port: number
  stoppers: (() => Promise<void>)[]
}): Promise<string> {
  const service = await startPaymaster({
    host: DEVSTACK_HOST,
    port: options.port,
    ephemeral: true,
    signerKey: PAYMASTER_SIGNER_KEY,
    paymasters: Object.fromEntries(
      options.chains.map((chain) => [chain.chainId, options.paymaster]),
    ),
    paymastersV08: Object.fromEntries(
      options.chains.map((chain) => [chain.chainId, options.paymasterV08]),
    ),
    projects: [devstackPaymasterPolicy(options.chains, options.accountFactory)],
  })
  options.stoppers.push(service.close)
  return `${service.url}/rpc/${DEVSTACK_PAYMASTER_PROJECT}`
}
