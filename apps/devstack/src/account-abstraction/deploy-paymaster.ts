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
  const clients = devnetClients(options.rpcUrl, options.chain, options.deployerKey)
  const { publicClient, wallet } = clients
  const address = paymasterAddress(options.entryPoint)
  await deployDeterministic(clients, {
    address,
    salt: PAYMASTER_SALT,
    initCode: paymasterInitCode(options.entryPoint),
    name: 'the VerifyingPaymaster',
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
