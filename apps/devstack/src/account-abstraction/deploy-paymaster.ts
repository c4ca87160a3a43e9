import { createRequire } from 'node:module'
import {
  type Address,
  type Chain,
  concatHex,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  parseAbi,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { DETERMINISTIC_DEPLOYER } from './deploy-contracts.js'

/**
 * The paymaster service's signer on every devnet: a fixed, public, devnet-only key that the
 * VerifyingPaymaster trusts as its `verifyingSigner`.
 */
export const PAYMASTER_SIGNER_KEY: Hex = keccak256(toHex('foyer-devstack-paymaster-signer'))

const PAYMASTER_SALT: Hex = toHex('foyer-verifying-paymaster', { size: 32 })

const artifactSchema = z.object({
  bytecode: z.string().regex(/^0x[0-9a-fA-F]+$/),
})

const entryPointAbi = parseAbi([
  'function depositTo(address account) payable',
  'function balanceOf(address account) view returns (uint256)',
])

function paymasterInitCode(entryPoint: Address): Hex {
  const require = createRequire(import.meta.url)
  const artifact = artifactSchema.parse(
    require('@account-abstraction/contracts/artifacts/VerifyingPaymaster.json'),
  )
  return encodeDeployData({
    abi: parseAbi(['constructor(address entryPoint, address verifyingSigner)']),
    bytecode: artifact.bytecode as Hex,
    args: [entryPoint, privateKeyToAccount(PAYMASTER_SIGNER_KEY).address],
  })
}

/** Where {@link deployPaymaster} puts the VerifyingPaymaster (the same on every devnet). */
export function paymasterAddress(entryPoint: Address): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER,
    salt: PAYMASTER_SALT,
    bytecode: paymasterInitCode(entryPoint),
  })
}

/**
 * Deploys the VerifyingPaymaster of `@account-abstraction/contracts` 0.7.0 (trusting
 * {@link PAYMASTER_SIGNER_KEY}) through the deterministic deployer, unless it is there, and tops
 * its EntryPoint deposit up to `deposit` wei. Resolves with its address. (Its owner is the
 * deterministic deployer, so nobody can withdraw the deposit: fine on a devnet.)
 */
export async function deployPaymaster(options: {
  rpcUrl: string
  chain: Chain
  deployerKey: Hex
  entryPoint: Address
  deposit: bigint
}): Promise<Address> {
  const transport = http(options.rpcUrl)
  const publicClient = createPublicClient({ chain: options.chain, transport })
  const wallet = createWalletClient({
    chain: options.chain,
    transport,
    account: privateKeyToAccount(options.deployerKey),
  })
  const address = paymasterAddress(options.entryPoint)
  if (!(await publicClient.getCode({ address }))) {
    const hash = await wallet.sendTransaction({
      to: DETERMINISTIC_DEPLOYER,
      data: concatHex([PAYMASTER_SALT, paymasterInitCode(options.entryPoint)]),
      gas: 3_000_000n,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 120_000 })
    if (receipt.status !== 'success' || !(await publicClient.getCode({ address }))) {
      throw new Error(`Deploying the VerifyingPaymaster on ${options.rpcUrl} failed (${hash})`)
    }
  }
  const balance = await publicClient.readContract({
    address: options.entryPoint,
    abi: entryPointAbi,
    functionName: 'balanceOf',
    args: [address],
  })
  if (balance < options.deposit) {
    const hash = await wallet.writeContract({
      address: options.entryPoint,
      abi: entryPointAbi,
      functionName: 'depositTo',
      args: [address],
      value: options.deposit - balance,
    })
    await publicClient.waitForTransactionReceipt({ hash, timeout: 120_000 })
  }
  return address
}
