import { type AnvilInstance, deployEip7702Implementation, devstackAccounts } from '@foyer/devstack'
import {
  type Address,
  createWalletClient,
  http,
  type LocalAccount,
  type PublicClient,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, vi } from 'vitest'
import type { FrameConfig } from '../../../config.js'
import { accountFromKeyBytes } from '../../../custody/local-signer.js'
import type { ApprovalRequest } from '../../../ui/approval-dialog.js'
import {
  CHAIN_ID,
  startDevnetAnvil,
} from '../../smart-account/test-utils/account-abstraction-devnet.js'
import { Eip7702Accounts } from '../eip7702-accounts.js'

export { CHAIN_ID }

/** A running anvil (Prague rules) with `Simple7702Account` deployed. */
export type Eip7702Devnet = {
  anvil: AnvilInstance
  client: PublicClient
  implementation: Address
}

/** Starts the devnet before a file's tests and stops it after; returns a getter (use in a test). */
export function useEip7702Devnet(): () => Eip7702Devnet {
  let devnet: Eip7702Devnet | undefined
  let anvil: AnvilInstance | undefined
  beforeAll(async () => {
    const started = await startDevnetAnvil()
    anvil = started.anvil
    const { chain, client } = started
    const implementation = await deployEip7702Implementation({
      rpcUrl: anvil.rpcUrl,
      chain,
      deployerKey: devstackAccounts()[0]!.privateKey,
    })
    devnet = { anvil, client, implementation }
  }, 120_000)
  afterAll(async () => {
    await anvil?.stop()
  })
  return () => {
    if (!devnet) throw new Error('the devnet is not running (use inside a test)')
    return devnet
  }
}

/** A new wallet key (the frame's signer on its bytes), funded with `ether` by devstack account 2. */
export async function fundedWallet(devnet: Eip7702Devnet, ether = '1') {
  const key = crypto.getRandomValues(new Uint8Array(32))
  const account = accountFromKeyBytes(key)
  const funder = createWalletClient({
    chain: devnet.client.chain!,
    transport: http(devnet.anvil.rpcUrl),
    account: privateKeyToAccount(devstackAccounts()[2]!.privateKey),
  })
  await devnet.client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: account.address, value: parseEther(ether) }),
  })
  const signatures = { count: 0 }
  const withAccount = async <T>(use: (signer: LocalAccount) => Promise<T>): Promise<T> => {
    signatures.count++
    return use(account)
  }
  return { address: account.address, account, withAccount, signatures }
}

/** The frame's config of the devnet in 7702 mode. */
export function devnetFrameConfig(devnet: Eip7702Devnet): FrameConfig {
  return {
    authUrl: 'http://127.0.0.1:1',
    smartAccountMode: '7702',
    networks: [
      {
        chainId: CHAIN_ID,
        name: 'Foyer Devnet',
        rpcUrl: devnet.anvil.rpcUrl,
        eip7702: { implementation: devnet.implementation },
      },
    ],
  }
}

/** The 7702 accounts of the frame on the devnet, the user answering `approved` to every approval. */
export function devnetEip7702Accounts(
  devnet: Eip7702Devnet,
  wallet: Awaited<ReturnType<typeof fundedWallet>>,
  approved = true,
) {
  const approve = vi.fn(async (_request: ApprovalRequest) => approved)
  const accounts = new Eip7702Accounts({
    config: devnetFrameConfig(devnet),
    project: { smartAccountNetworks: [`eip155:${CHAIN_ID}`] },
    client: () => devnet.client,
    withAccount: wallet.withAccount,
    approve,
  })
  return { accounts, approve }
}
