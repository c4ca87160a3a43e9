import { type Chain, defineChain, type Hex, keccak256, numberToHex, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { rpcRequest } from '../rpc.js'
import type { DevstackChain, DevstackSmartAccounts } from '../types.js'
import { startAlto } from './alto-process.js'
import { deployAccountAbstraction } from './deploy-contracts.js'
import { deployEip7702Implementation } from './deploy-eip7702.js'
import { deployEntryPointV08 } from './deploy-entry-point-v08.js'
import { deployPaymaster } from './deploy-paymaster.js'
import { startDevstackPaymaster } from './start-paymaster.js'

/**
 * The bundlers' executor key on every devnet: a fixed, public, devnet-only key (not one of the
 * mnemonic's accounts, so the seeded accounts' nonces and balances stay as the seed left them).
 */
export const BUNDLER_EXECUTOR_KEY: Hex = keccak256(toHex('foyer-devstack-bundler-executor'))

/** The executor's native balance on each devnet. */
const EXECUTOR_BALANCE = parseEther('1000')
/** The VerifyingPaymaster's EntryPoint deposit on each devnet: what sponsored gas is paid from. */
const PAYMASTER_DEPOSIT = parseEther('100')

function viemChain(chain: DevstackChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/**
 * On each devnet: funds the bundler's executor, deploys EntryPoint v0.7, the smart account
 * factory, the VerifyingPaymaster (with its deposit), the EIP-7702 implementation, EntryPoint
 * v0.8 and its VerifyingPaymaster (with its deposit), and starts one alto bundler for both entry
 * points (`ports[index]`, 0 for a free one); then one paymaster service for every devnet
 * (`paymasterPort`). Registers the stoppers and process ids; resolves with each chain's smart
 * account endpoints.
 */
export async function startDevstackSmartAccounts(options: {
  chains: DevstackChain[]
  ports: readonly number[]
  paymasterPort?: number
  timeoutMs: number
  stoppers: (() => Promise<void>)[]
  pids: number[]
}): Promise<DevstackSmartAccounts[]> {
  const executor = privateKeyToAccount(BUNDLER_EXECUTOR_KEY).address
  const results = await Promise.allSettled(
    options.chains.map(async (chain, index) => {
      await rpcRequest(
        chain.rpcUrl,
        'anvil_setBalance',
        [executor, numberToHex(EXECUTOR_BALANCE)],
        z.unknown(),
      )
      const deployer = {
        rpcUrl: chain.rpcUrl,
        chain: viemChain(chain),
        deployerKey: BUNDLER_EXECUTOR_KEY,
      }
      const contracts = await deployAccountAbstraction(deployer)
      const paymaster = await deployPaymaster({
        ...deployer,
        entryPoint: contracts.entryPoint,
        deposit: PAYMASTER_DEPOSIT,
      })
      const eip7702Implementation = await deployEip7702Implementation(deployer)
      const entryPointV08 = await deployEntryPointV08(deployer)
      const paymasterV08 = await deployPaymaster({
        ...deployer,
        entryPoint: entryPointV08,
        version: '0.8',
        deposit: PAYMASTER_DEPOSIT,
      })
      const alto = await startAlto({
        rpcUrl: chain.rpcUrl,
        entryPoints: [contracts.entryPoint, entryPointV08],
        executorKey: BUNDLER_EXECUTOR_KEY,
        port: options.ports[index] ?? 0,
        startTimeoutMs: Math.max(options.timeoutMs, 60_000),
      })
      options.stoppers.push(alto.stop)
      options.pids.push(...alto.pids)
      return {
        ...contracts,
        paymaster,
        eip7702Implementation,
        entryPointV08,
        paymasterV08,
        bundlerUrl: alto.url,
      }
    }),
  )
  for (const result of results) if (result.status === 'rejected') throw result.reason
  const deployed = results.map(
    (result) =>
      (result as PromiseFulfilledResult<Omit<DevstackSmartAccounts, 'paymasterUrl'>>).value,
  )
  const first = deployed[0]!
  const paymasterUrl = await startDevstackPaymaster({
    chains: options.chains,
    paymaster: first.paymaster,
    paymasterV08: first.paymasterV08,
    accountFactory: first.accountFactory,
    port: options.paymasterPort ?? 0,
    stoppers: options.stoppers,
  })
  return deployed.map((endpoints) => ({ ...endpoints, paymasterUrl }))
}
