import {
  type AltoInstance,
  type AnvilInstance,
  DEVSTACK_MNEMONIC,
  deployAccountAbstraction,
  devstackAccounts,
  startAlto,
  startAnvil,
} from '@foyer/devstack'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type LocalAccount,
  type PublicClient,
  parseEther,
} from 'viem'
import { createBundlerClient, type SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, vi } from 'vitest'
import type { ApprovalRequest } from '../../../ui/approval-dialog.js'
import { toFoyerSmartAccount } from '../foyer-smart-account.js'
import type { SmartAccountRpcContext } from '../smart-account-rpc.js'

/** The chain id of the test devnet. */
export const CHAIN_ID = 31337

/** A running anvil with EntryPoint v0.7 and the account factory, and an alto bundler on it. */
export type AccountAbstractionDevnet = {
  anvil: AnvilInstance
  alto: AltoInstance
  contracts: { entryPoint: Address; accountFactory: Address; sessionAccountImplementation: Address }
  client: PublicClient
}

/** An anvil on a free port of 127.0.0.1 (the devstack's mnemonic), with a public client of it. */
export async function startDevnetAnvil(): Promise<{
  anvil: AnvilInstance
  chain: Chain
  client: PublicClient
}> {
  const anvil = await startAnvil({
    chainId: CHAIN_ID,
    host: '127.0.0.1',
    port: 0,
    mnemonic: DEVSTACK_MNEMONIC,
    accounts: 3,
    balanceEther: 1000,
  })
  const chain = defineChain({
    id: CHAIN_ID,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) }) as PublicClient
  return { anvil, chain, client }
}

/**
 * Starts the devnet before a test file's tests and stops it after; returns a getter for it
 * (use inside a test).
 */
export function useAccountAbstractionDevnet(): () => AccountAbstractionDevnet {
  let devnet: AccountAbstractionDevnet | undefined
  let anvil: AnvilInstance | undefined
  let alto: AltoInstance | undefined
  beforeAll(async () => {
    const started = await startDevnetAnvil()
    anvil = started.anvil
    const { chain, client } = started
    const [deployer, executor] = devstackAccounts()
    const contracts = await deployAccountAbstraction({
      rpcUrl: anvil.rpcUrl,
      chain,
      deployerKey: deployer!.privateKey,
    })
    alto = await startAlto({
      rpcUrl: anvil.rpcUrl,
      entryPoints: [contracts.entryPoint],
      executorKey: executor!.privateKey,
    })
    devnet = { anvil, alto, contracts, client }
  }, 180_000)
  afterAll(async () => {
    await alto?.stop()
    await anvil?.stop()
  })
  return () => {
    if (!devnet) throw new Error('the devnet is not running (use inside a test)')
    return devnet
  }
}

/** A new owner key and its Foyer smart account (`salt` 0 unless given), not deployed. */
export async function freshAccount(
  devnet: AccountAbstractionDevnet,
  owner: LocalAccount = privateKeyToAccount(generatePrivateKey()),
  salt = 0n,
): Promise<{ account: SmartAccount; owner: LocalAccount }> {
  const account = await toFoyerSmartAccount({
    client: devnet.client,
    contracts: devnet.contracts,
    owner: owner.address,
    withOwner: (use) => use(owner),
    salt,
  })
  return { account, owner }
}

/** Sends `ether` to `address` from devstack account 2. */
export async function fund(
  devnet: AccountAbstractionDevnet,
  address: Address,
  ether: string,
): Promise<void> {
  const funder = createWalletClient({
    chain: devnet.client.chain!,
    transport: http(devnet.anvil.rpcUrl),
    account: privateKeyToAccount(devstackAccounts()[2]!.privateKey),
  })
  await devnet.client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: address, value: parseEther(ether) }),
  })
}

/** Funds the account and deploys it with a legitimate user operation (a 1 wei transfer). */
export async function deployAccount(
  devnet: AccountAbstractionDevnet,
  account: SmartAccount,
): Promise<void> {
  await fund(devnet, account.address, '0.1')
  const bundler = createBundlerClient({
    client: devnet.client,
    account,
    transport: http(devnet.alto.url),
  })
  const hash = await bundler.sendUserOperation({
    calls: [{ to: privateKeyToAccount(generatePrivateKey()).address, value: 1n }],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
  if (!receipt.success) throw new Error('The deployment user operation failed')
}

/** What the frame's smart-account handler needs, with the user answering `approved` to all. */
export function approvalContext(
  devnet: AccountAbstractionDevnet,
  account: SmartAccount,
  approved = true,
) {
  const approve = vi.fn(async (_request: ApprovalRequest) => approved)
  const context: SmartAccountRpcContext = {
    chain: { id: CHAIN_ID, name: 'Foyer Devnet' },
    client: devnet.client,
    bundlerUrl: devnet.alto.url,
    account,
    hostOrigin: 'http://127.0.0.1:5173',
    approve,
  }
  return { context, approve }
}
