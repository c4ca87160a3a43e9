import {
  type AltoInstance,
  type AnvilInstance,
  deployEip7702Implementation,
  deployEntryPointV08,
  deployPaymaster,
  devstackAccounts,
  PAYMASTER_SIGNER_KEY,
  startAlto,
} from '@foyer/devstack'
import { type PaymasterService, startPaymaster } from '@foyer/paymaster'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  type PublicClient,
  parseAbi,
  parseEther,
  toFunctionSelector,
} from 'viem'
import { afterAll, beforeAll, vi } from 'vitest'
import { accountFromKeyBytes } from '../../../custody/local-signer.js'
import type { ApprovalRequest } from '../../../ui/approval-dialog.js'
import {
  CHAIN_ID,
  startDevnetAnvil,
} from '../../smart-account/test-utils/account-abstraction-devnet.js'
import type { Sponsored7702Context } from '../sponsored-batch.js'

export { CHAIN_ID }

/**
 * A running anvil (Prague rules) with `Simple7702Account`, EntryPoint v0.8 and its funded
 * VerifyingPaymaster, alto for v0.8, and the paymaster service whose project `test` sponsors
 * one harmless call: `Simple7702Account.entryPoint()` on the implementation.
 */
export type Sponsored7702Devnet = {
  anvil: AnvilInstance
  alto: AltoInstance
  client: PublicClient
  implementation: Address
  entryPoint: Address
  paymaster: Address
  service: PaymasterService
  /** The project's ERC-7677 URL. */
  paymasterUrl: string
}

const implementationAbi = parseAbi(['function entryPoint() view returns (address)'])

/** The call the devnet's policy covers. */
export function coveredCall(devnet: Sponsored7702Devnet): { to: Address; data: Hex } {
  return {
    to: devnet.implementation,
    data: encodeFunctionData({ abi: implementationAbi, functionName: 'entryPoint' }),
  }
}

/** Starts the devnet before a file's tests and stops it after; returns a getter (use in a test). */
export function useSponsored7702Devnet(): () => Sponsored7702Devnet {
  let devnet: Sponsored7702Devnet | undefined
  const stoppers: (() => Promise<unknown>)[] = []
  beforeAll(async () => {
    const { anvil, chain, client } = await startDevnetAnvil()
    stoppers.push(() => anvil.stop())
    const [deployer, executor] = devstackAccounts()
    const deploy = { rpcUrl: anvil.rpcUrl, chain, deployerKey: deployer!.privateKey }
    const implementation = await deployEip7702Implementation(deploy)
    const entryPoint = await deployEntryPointV08(deploy)
    const paymaster = await deployPaymaster({
      ...deploy,
      entryPoint,
      version: '0.8',
      deposit: parseEther('1'),
    })
    const [alto, service] = await Promise.all([
      startAlto({
        rpcUrl: anvil.rpcUrl,
        entryPoints: [entryPoint],
        executorKey: executor!.privateKey,
      }),
      startPaymaster({
        port: 0,
        ephemeral: true,
        signerKey: PAYMASTER_SIGNER_KEY,
        paymasters: {},
        paymastersV08: { [CHAIN_ID]: paymaster },
        projects: [
          {
            id: 'test',
            chains: [CHAIN_ID],
            allow: [{ address: implementation, selectors: [toFunctionSelector('entryPoint()')] }],
            dailyCapPerSender: parseEther('0.1').toString(),
            totalBudget: parseEther('1').toString(),
          },
        ],
      }),
    ])
    stoppers.unshift(
      () => alto.stop(),
      () => service.close(),
    )
    devnet = {
      anvil,
      alto,
      client,
      implementation,
      entryPoint,
      paymaster,
      service,
      paymasterUrl: `${service.url}/rpc/test`,
    }
  }, 180_000)
  afterAll(async () => {
    for (const stop of stoppers) await stop()
  })
  return () => {
    if (!devnet) throw new Error('the devnet is not running (use inside a test)')
    return devnet
  }
}

/** A new wallet key holding no ETH (the frame's signer on its bytes), counting its uses. */
export function emptyWallet() {
  const account = accountFromKeyBytes(crypto.getRandomValues(new Uint8Array(32)))
  const signatures = { count: 0 }
  const withAccount = async <T>(use: (signer: LocalAccount) => Promise<T>): Promise<T> => {
    signatures.count++
    return use(account)
  }
  return { address: account.address, withAccount, signatures }
}

/** The sponsored 7702 context of `wallet` on the devnet, the user answering `approved`. */
export function sponsoredContext(
  devnet: Sponsored7702Devnet,
  wallet: ReturnType<typeof emptyWallet>,
  approved = true,
) {
  const approve = vi.fn(async (_request: ApprovalRequest) => approved)
  const context: Sponsored7702Context & { paymasterUrl: string } = {
    chain: { id: CHAIN_ID, name: 'Foyer Devnet' },
    client: devnet.client,
    address: wallet.address,
    network: { implementation: devnet.implementation, bundlerUrl: devnet.alto.url },
    hostOrigin: 'https://host.example',
    approve,
    withAccount: wallet.withAccount,
    paymasterUrl: devnet.paymasterUrl,
  }
  return { context, approve }
}
