import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  parseEther,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foyerIdRegistryArtifact } from '../contracts/artifacts.generated.js'
import type { DevstackChain } from '../types.js'

/** A Farcaster account of the local stack: its FID, username and custody key. */
export interface DevstackFarcasterAccount {
  fid: number
  username: string
  custody: Address
  /** The custody key (devnet only: it signs the test client's sign-ins). */
  privateKey: Hex
}

/** The usernames of the stack's Farcaster accounts, in FID order (1, 2, …). */
export const DEVSTACK_FARCASTER_USERNAMES = ['alice', 'bob'] as const

/** A fixed devnet-only key derived from `label` (never one of the mnemonic's accounts). */
function devnetKey(label: string): Hex {
  return keccak256(toHex(`foyer devstack farcaster: ${label}`))
}

/** The registry's deployer: its nonce 0 makes the address the same on every run. */
const deployer = privateKeyToAccount(devnetKey('id registry deployer'))

/** The IdRegistry's address on the devnet (deployer's first contract). */
export const DEVSTACK_ID_REGISTRY_ADDRESS: Address = getContractAddress({
  from: deployer.address,
  nonce: 0n,
})

/** The stack's Farcaster accounts (FID n is the n-th username). */
export function devstackFarcasterAccounts(): DevstackFarcasterAccount[] {
  return DEVSTACK_FARCASTER_USERNAMES.map((username, index) => {
    const privateKey = devnetKey(`custody ${username}`)
    return {
      fid: index + 1,
      username,
      custody: privateKeyToAccount(privateKey).address,
      privateKey,
    }
  })
}

/**
 * Deploys {@link foyerIdRegistryArtifact} on `chain` from a dedicated key (funded with
 * `anvil_setBalance`, so the seeded accounts' balances stay as planned) and registers each
 * account's custody address, in order, so FIDs are 1, 2, …
 */
export async function deployIdRegistry(chain: DevstackChain): Promise<DevstackFarcasterAccount[]> {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain: viemChain, transport, pollingInterval: 20 })
  const testClient = createTestClient({ chain: viemChain, transport, mode: 'anvil' })
  const confirm = async (hash: Hex, what: string) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 120_000 })
    if (receipt.status !== 'success') throw new Error(`${what} reverted on ${chain.name}`)
    return receipt
  }
  const accounts = devstackFarcasterAccounts()
  for (const address of [deployer.address, ...accounts.map((account) => account.custody)]) {
    await testClient.setBalance({ address, value: parseEther('1') })
  }
  const deployment = await confirm(
    await createWalletClient({ chain: viemChain, transport, account: deployer }).deployContract({
      abi: foyerIdRegistryArtifact.abi,
      bytecode: foyerIdRegistryArtifact.bytecode,
    }),
    'Deploying the IdRegistry',
  )
  if (deployment.contractAddress?.toLowerCase() !== DEVSTACK_ID_REGISTRY_ADDRESS.toLowerCase()) {
    throw new Error(
      `The IdRegistry landed at ${deployment.contractAddress}, not ${DEVSTACK_ID_REGISTRY_ADDRESS}`,
    )
  }
  for (const account of accounts) {
    const wallet = createWalletClient({
      chain: viemChain,
      transport,
      account: privateKeyToAccount(account.privateKey),
    })
    await confirm(
      await wallet.writeContract({
        address: DEVSTACK_ID_REGISTRY_ADDRESS,
        abi: foyerIdRegistryArtifact.abi,
        functionName: 'register',
        args: [account.custody],
      }),
      `Registering FID ${account.fid}`,
    )
  }
  return accounts
}
