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
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { foyerSmartAccountFactoryArtifact } from '../contracts/artifacts.generated.js'

/** Arachnid's deterministic CREATE2 deployer, which anvil has at genesis. */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** The salt the ERC-4337 team deploys EntryPoint v0.7 with. */
const ENTRY_POINT_V07_SALT: Hex =
  '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
/** The factory's salt: any fixed value gives the same address on every devnet and every run. */
const FACTORY_SALT: Hex = toHex('foyer-smart-account-factory', { size: 32 })

const artifactSchema = z.object({
  bytecode: z.string().regex(/^0x[0-9a-fA-F]+$/),
})

/** EntryPoint v0.7's creation code, from `@account-abstraction/contracts`' compiled artifacts. */
export function entryPointV07Bytecode(): Hex {
  const require = createRequire(import.meta.url)
  const artifact = artifactSchema.parse(
    require('@account-abstraction/contracts/artifacts/EntryPoint.json'),
  )
  return artifact.bytecode as Hex
}

function factoryInitCode(entryPoint: Address): Hex {
  return encodeDeployData({
    abi: foyerSmartAccountFactoryArtifact.abi,
    bytecode: foyerSmartAccountFactoryArtifact.bytecode,
    args: [entryPoint],
  })
}

/** The ERC-4337 contracts of a devnet. */
export interface AccountAbstractionContracts {
  /** EntryPoint v0.7. */
  entryPoint: Address
  /** FoyerSmartAccountFactory (`createAccount(owner, salt)`, `getAddress(owner, salt)`). */
  accountFactory: Address
}

/** Where {@link deployAccountAbstraction} puts the contracts (the same on every devnet). */
export function accountAbstractionAddresses(): AccountAbstractionContracts {
  const entryPoint = getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER,
    salt: ENTRY_POINT_V07_SALT,
    bytecode: entryPointV07Bytecode(),
  })
  const accountFactory = getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER,
    salt: FACTORY_SALT,
    bytecode: factoryInitCode(entryPoint),
  })
  return { entryPoint, accountFactory }
}

/**
 * Deploys EntryPoint v0.7 and the smart account factory through the deterministic deployer,
 * paying with `deployerKey`; skips a contract that is already there. Resolves with their addresses.
 */
export async function deployAccountAbstraction(options: {
  rpcUrl: string
  chain: Chain
  deployerKey: Hex
}): Promise<AccountAbstractionContracts> {
  const transport = http(options.rpcUrl)
  const publicClient = createPublicClient({ chain: options.chain, transport })
  const wallet = createWalletClient({
    chain: options.chain,
    transport,
    account: privateKeyToAccount(options.deployerKey),
  })
  if (!(await publicClient.getCode({ address: DETERMINISTIC_DEPLOYER }))) {
    throw new Error(`The devnet at ${options.rpcUrl} has no deterministic deployer`)
  }
  const addresses = accountAbstractionAddresses()
  const deploy = async (address: Address, salt: Hex, initCode: Hex, name: string) => {
    if (await publicClient.getCode({ address })) return
    const hash = await wallet.sendTransaction({
      to: DETERMINISTIC_DEPLOYER,
      data: concatHex([salt, initCode]),
      gas: 8_000_000n,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 120_000 })
    if (receipt.status !== 'success' || !(await publicClient.getCode({ address }))) {
      throw new Error(`Deploying ${name} on ${options.rpcUrl} failed (transaction ${hash})`)
    }
  }
  await deploy(
    addresses.entryPoint,
    ENTRY_POINT_V07_SALT,
    entryPointV07Bytecode(),
    'EntryPoint v0.7',
  )
  await deploy(
    addresses.accountFactory,
    FACTORY_SALT,
    factoryInitCode(addresses.entryPoint),
    'FoyerSmartAccountFactory',
  )
  return addresses
}
