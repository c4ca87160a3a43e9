import { createRequire } from 'node:module'
import {
  type Address,
  type Chain,
  encodeDeployData,
  getContractAddress,
  type Hex,
  keccak256,
  parseAbi,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { foyerVerifyingPaymasterV08Artifact } from '../contracts/artifacts.generated.js'
import { DETERMINISTIC_DEPLOYER, deployDeterministic, devnetClients } from './deploy-contracts.js'

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

/** Which EntryPoint a paymaster serves: v0.7 (smart accounts) or v0.8 (EIP-7702 accounts). */
export type EntryPointVersion = '0.7' | '0.8'

/**
 * The VerifyingPaymaster's creation code: `@account-abstraction/contracts` 0.7.0's for v0.7;
 * for v0.8 the same contract with the constructor's v0.7-only interface check skipped
 * (contracts/FoyerVerifyingPaymasterV08.sol). Both hash and verify alike.
 */
function paymasterBytecode(version: EntryPointVersion): Hex {
  if (version === '0.8') return foyerVerifyingPaymasterV08Artifact.bytecode
  const require = createRequire(import.meta.url)
  const artifact = artifactSchema.parse(
    require('@account-abstraction/contracts/artifacts/VerifyingPaymaster.json'),
  )
  return artifact.bytecode as Hex
}

function paymasterInitCode(entryPoint: Address, version: EntryPointVersion): Hex {
  return encodeDeployData({
    abi: parseAbi(['constructor(address entryPoint, address verifyingSigner)']),
    bytecode: paymasterBytecode(version),
    args: [entryPoint, privateKeyToAccount(PAYMASTER_SIGNER_KEY).address],
  })
}

/** Where {@link deployPaymaster} puts the VerifyingPaymaster (the same on every devnet). */
export function paymasterAddress(entryPoint: Address, version: EntryPointVersion = '0.7'): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER,
    salt: PAYMASTER_SALT,
    bytecode: paymasterInitCode(entryPoint, version),
  })
}

/**
 * Deploys the VerifyingPaymaster of `@account-abstraction/contracts` 0.7.0 for `entryPoint`
 * (`version` 0.7, the default, or 0.8; trusting {@link PAYMASTER_SIGNER_KEY}) through the deterministic deployer, unless it is there, and tops
 * its EntryPoint deposit up to `deposit` wei. Resolves with its address. (Its owner is the
 * deterministic deployer, so nobody can withdraw the deposit: fine on a devnet.)
 */
export async function deployPaymaster(options: {
  rpcUrl: string
  chain: Chain
  deployerKey: Hex
  entryPoint: Address
  version?: EntryPointVersion
  deposit: bigint
}): Promise<Address> {
  const version = options.version ?? '0.7'
  const clients = devnetClients(options.rpcUrl, options.chain, options.deployerKey)
  const { publicClient, wallet } = clients
  const address = paymasterAddress(options.entryPoint, version)
  await deployDeterministic(clients, {
    address,
    salt: PAYMASTER_SALT,
    initCode: paymasterInitCode(options.entryPoint, version),
    name: `the VerifyingPaymaster for EntryPoint v${version}`,
  })
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
