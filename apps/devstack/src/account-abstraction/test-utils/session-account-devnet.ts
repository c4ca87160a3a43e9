import {
  type Address,
  BaseError,
  type Chain,
  ContractFunctionRevertedError,
  concatHex,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type LocalAccount,
  type PublicClient,
  pad,
  parseAbi,
  parseEther,
  parseEventLogs,
  parseGwei,
  toHex,
} from 'viem'
import { entryPoint07Abi, getUserOperationHash } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll } from 'vitest'
import { devstackAccounts } from '../../accounts.js'
import { type AnvilInstance, startAnvil } from '../../anvil/process.js'
import { DEVSTACK_MNEMONIC } from '../../constants.js'
import {
  foyerSessionAccountArtifact,
  foyerTokenArtifact,
} from '../../contracts/artifacts.generated.js'
import { type AccountAbstractionContracts, deployAccountAbstraction } from '../deploy-contracts.js'

/** The ABI of a FoyerSessionAccount (and the proxy in front of it). */
export const sessionAccountAbi = [
  ...foyerSessionAccountArtifact.abi,
  ...parseAbi(['function upgradeToAndCall(address implementation, bytes data) payable']),
] as const
const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** What the owner grants in the tests' sessions. */
export interface TestGrant {
  key: Address
  validUntil: number
  nativeLimit: bigint
  token: Address
  tokenLimit: bigint
  targets: Address[]
  selectors: Hex[]
}

/** A call of a user operation. */
export interface TestCall {
  to: Address
  value?: bigint
  data?: Hex
}

/** A bare anvil with EntryPoint v0.7, the factory, FoyerSessionAccount and one ERC-20 (no bundler). */
export interface SessionDevnet {
  anvil: AnvilInstance
  chain: Chain
  client: PublicClient
  contracts: AccountAbstractionContracts
  token: Address
  /** Pays for `handleOps` (the tests play the bundler) and holds the token supply. */
  bundler: LocalAccount
}

/** Starts a {@link SessionDevnet} before the file's tests and stops it after. */
export function useSessionDevnet(): () => SessionDevnet {
  let devnet: SessionDevnet | undefined
  beforeAll(async () => {
    const anvil = await startAnvil({
      chainId: 31337,
      host: '127.0.0.1',
      port: 0,
      mnemonic: DEVSTACK_MNEMONIC,
      accounts: 2,
      balanceEther: 1000,
    })
    const chain = defineChain({
      id: 31337,
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) }) as PublicClient
    const bundler = privateKeyToAccount(devstackAccounts()[0]!.privateKey)
    const contracts = await deployAccountAbstraction({
      rpcUrl: anvil.rpcUrl,
      chain,
      deployerKey: devstackAccounts()[1]!.privateKey,
    })
    const wallet = createWalletClient({ chain, transport: http(anvil.rpcUrl), account: bundler })
    const deployed = await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        data: encodeDeployData({
          abi: foyerTokenArtifact.abi,
          bytecode: foyerTokenArtifact.bytecode,
          args: ['Test', 'TST', 18, bundler.address, parseEther('1000000'), bundler.address, 0n],
        }),
      }),
    })
    devnet = { anvil, chain, client, contracts, token: deployed.contractAddress!, bundler }
  }, 60_000)
  afterAll(async () => {
    await devnet?.anvil.stop()
  })
  return () => {
    if (!devnet) throw new Error('the devnet is not running (use inside a test)')
    return devnet
  }
}

/** A transaction from the devnet's bundler account (the tests' funder and bundler). */
export async function bundlerSend(
  devnet: SessionDevnet,
  request: { to: Address; data?: Hex; value?: bigint },
) {
  const wallet = createWalletClient({
    chain: devnet.chain,
    transport: http(devnet.anvil.rpcUrl),
    account: devnet.bundler,
  })
  const receipt = await devnet.client.waitForTransactionReceipt({
    hash: await wallet.sendTransaction(request),
  })
  if (receipt.status !== 'success') throw new Error('the transaction reverted')
}

/** A new owner's FoyerSmartAccount (the factory's, salt 0), deployed, with 1 ETH and 100 tokens. */
export async function freshSmartAccount(devnet: SessionDevnet) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const args = [owner.address, 0n] as const
  const address = await devnet.client.readContract({
    address: devnet.contracts.accountFactory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args,
  })
  await bundlerSend(devnet, {
    to: devnet.contracts.accountFactory,
    data: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args }),
  })
  await bundlerSend(devnet, { to: address, value: parseEther('1') })
  await bundlerSend(devnet, {
    to: devnet.token,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseEther('100')],
    }),
  })
  return { owner, address }
}

/** `execute` for one call, `executeBatch` for several. */
export function encodeAccountCalls(calls: TestCall[]): Hex {
  if (calls.length === 1) {
    const [call] = calls as [TestCall]
    return encodeFunctionData({
      abi: sessionAccountAbi,
      functionName: 'execute',
      args: [call.to, call.value ?? 0n, call.data ?? '0x'],
    })
  }
  return encodeFunctionData({
    abi: sessionAccountAbi,
    functionName: 'executeBatch',
    args: [
      calls.map((call) => call.to),
      calls.map((call) => call.value ?? 0n),
      calls.map((call) => call.data ?? '0x'),
    ],
  })
}

/** The owner's user operation that upgrades the account to FoyerSessionAccount and grants. */
export function upgradeAndGrantCalls(
  devnet: SessionDevnet,
  account: Address,
  grant: TestGrant,
): TestCall[] {
  return [
    {
      to: account,
      data: encodeFunctionData({
        abi: sessionAccountAbi,
        functionName: 'upgradeToAndCall',
        args: [devnet.contracts.sessionAccountImplementation, '0x'],
      }),
    },
    {
      to: account,
      data: encodeFunctionData({
        abi: sessionAccountAbi,
        functionName: 'grantSession',
        args: [grant],
      }),
    },
  ]
}

const VERIFICATION_GAS = 600_000n
const CALL_GAS = 400_000n
const PRE_VERIFICATION_GAS = 60_000n
const MAX_FEE = parseGwei('2')

/** How a user operation is signed: by the owner, or by a session key (key ‖ signature). */
export type OpSigner =
  | { owner: LocalAccount }
  | {
      session: LocalAccount
      /** Sign as if for this chain or this account instead (the replay attacks). */
      chainId?: number
      sender?: Address
    }

/** The most a user operation of these tests can cost in gas (what a session's native limit counts). */
export const MAX_GAS_COST = (VERIFICATION_GAS + CALL_GAS + PRE_VERIFICATION_GAS) * MAX_FEE

/**
 * Sends one user operation of `sender` through `EntryPoint.handleOps` (the tests play the
 * bundler). Resolves with `'ok'`, `'execution reverted'` (validated, its calls reverted) or the
 * EntryPoint's refusal and the account's error name (e.g. `'AA23 reverted SessionIsRevoked'`).
 */
export async function sendUserOp(
  devnet: SessionDevnet,
  sender: Address,
  callData: Hex,
  signer: OpSigner,
): Promise<string> {
  const nonce = await devnet.client.readContract({
    address: devnet.contracts.entryPoint,
    abi: entryPoint07Abi,
    functionName: 'getNonce',
    args: [sender, 0n],
  })
  const userOperation = {
    sender,
    nonce,
    callData,
    callGasLimit: CALL_GAS,
    verificationGasLimit: VERIFICATION_GAS,
    preVerificationGas: PRE_VERIFICATION_GAS,
    maxFeePerGas: MAX_FEE,
    maxPriorityFeePerGas: MAX_FEE,
    signature: '0x' as Hex,
  }
  const signedFor: { chainId?: number; sender?: Address } = 'session' in signer ? signer : {}
  const hash = getUserOperationHash({
    chainId: signedFor.chainId ?? devnet.chain.id,
    entryPointAddress: devnet.contracts.entryPoint,
    entryPointVersion: '0.7',
    userOperation: { ...userOperation, sender: signedFor.sender ?? sender },
  })
  userOperation.signature =
    'owner' in signer
      ? await signer.owner.sign!({ hash })
      : concatHex([signer.session.address, await signer.session.sign!({ hash })])
  const packed = {
    sender,
    nonce,
    initCode: '0x' as Hex,
    callData,
    accountGasLimits: concatHex([
      pad(toHex(VERIFICATION_GAS), { size: 16 }),
      pad(toHex(CALL_GAS), { size: 16 }),
    ]),
    preVerificationGas: PRE_VERIFICATION_GAS,
    gasFees: concatHex([pad(toHex(MAX_FEE), { size: 16 }), pad(toHex(MAX_FEE), { size: 16 })]),
    paymasterAndData: '0x' as Hex,
    signature: userOperation.signature,
  }
  try {
    const { request } = await devnet.client.simulateContract({
      account: devnet.bundler,
      address: devnet.contracts.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [[packed], devnet.bundler.address],
    })
    const wallet = createWalletClient({
      chain: devnet.chain,
      transport: http(devnet.anvil.rpcUrl),
      account: devnet.bundler,
    })
    const receipt = await devnet.client.waitForTransactionReceipt({
      hash: await wallet.writeContract(request),
    })
    const [event] = parseEventLogs({
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.logs,
    })
    return event?.args.success ? 'ok' : 'execution reverted'
  } catch (error) {
    return describeRefusal(error)
  }
}

/** "AA23 reverted SessionCallNotAllowed", "AA24 signature error", … from a handleOps revert. */
function describeRefusal(error: unknown): string {
  const reverted =
    error instanceof BaseError
      ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
      : undefined
  if (!(reverted instanceof ContractFunctionRevertedError) || !reverted.data) throw error
  const [, reason, inner] = reverted.data.args as [bigint, string, Hex | undefined]
  if (!inner || inner === '0x') return reason
  try {
    return `${reason} ${decodeErrorResult({ abi: sessionAccountAbi, data: inner }).errorName}`
  } catch {
    return `${reason} ${inner}`
  }
}
