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
  type PublicClient,
  type Transport,
  toHex,
  type WalletClient,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import {
  foyerSessionAccountArtifact,
  foyerSmartAccountFactoryArtifact,
} from '../contracts/artifacts.generated.js'

/** Arachnid's deterministic CREATE2 deployer, which anvil has at genesis. */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** The salt the ERC-4337 team deploys EntryPoint v0.7 with. */
const ENTRY_POINT_V07_SALT: Hex =
  '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
/** The factory's salt: any fixed value gives the same address on every devnet and every run. */
const FACTORY_SALT: Hex = toHex('foyer-smart-account-factory', { size: 32 })
/** The session account implementation's salt (fixed, like the factory's). */
const SESSION_ACCOUNT_SALT: Hex = toHex('foyer-session-account', { size: 32 })

const artifactSchema = z.object({
  bytecode: z.string().regex(/^0x[0-9a-fA-F]+$/),
})

/**
 * The creation code in a compiled artifact of an installed package, e.g.
 * `@account-abstraction/contracts/artifacts/EntryPoint.json`.
 */
export function artifactBytecode(specifier: string): Hex {
  const require = createRequire(import.meta.url)
  return artifactSchema.parse(require(specifier)).bytecode as Hex
}

/** EntryPoint v0.7's creation code, from `@account-abstraction/contracts`' compiled artifacts. */
export function entryPointV07Bytecode(): Hex {
  return artifactBytecode('@account-abstraction/contracts/artifacts/EntryPoint.json')
}

function factoryInitCode(entryPoint: Address): Hex {
  return encodeDeployData({
    abi: foyerSmartAccountFactoryArtifact.abi,
    bytecode: foyerSmartAccountFactoryArtifact.bytecode,
    args: [entryPoint],
  })
}

function sessionAccountInitCode(entryPoint: Address): Hex {
  return encodeDeployData({
    abi: foyerSessionAccountArtifact.abi,
    bytecode: foyerSessionAccountArtifact.bytecode,
    args: [entryPoint],
  })
}

/** The ERC-4337 contracts of a devnet. */
export interface AccountAbstractionContracts {
  /** EntryPoint v0.7. */
  entryPoint: Address
  /** FoyerSmartAccountFactory (`createAccount(owner, salt)`, `getAddress(owner, salt)`). */
  accountFactory: Address
  /**
   * FoyerSessionAccount: the implementation a FoyerSmartAccount upgrades to (UUPS, same
   * address) to hold session keys (ERC-7715 `wallet_grantPermissions`).
   */
  sessionAccountImplementation: Address
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
  const sessionAccountImplementation = getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER,
    salt: SESSION_ACCOUNT_SALT,
    bytecode: sessionAccountInitCode(entryPoint),
  })
  return { entryPoint, accountFactory, sessionAccountImplementation }
}

/** A devnet's public client, and a wallet client of it that pays with one key. */
export interface DevnetClients {
  publicClient: PublicClient<Transport, Chain>
  wallet: WalletClient<Transport, Chain, PrivateKeyAccount>
}

/** {@link DevnetClients} of the devnet at `rpcUrl`, paying with `key`. */
export function devnetClients(rpcUrl: string, chain: Chain, key: Hex): DevnetClients {
  const transport = http(rpcUrl)
  return {
    publicClient: createPublicClient({ chain, transport }),
    wallet: createWalletClient({ chain, transport, account: privateKeyToAccount(key) }),
  }
}

/**
 * Deploys `initCode` with `salt` through the deterministic deployer unless `address` already has
 * code; throws, naming `name`, when the deployment does not land.
 */
export async function deployDeterministic(
  clients: DevnetClients,
  contract: { address: Address; salt: Hex; initCode: Hex; name: string },
): Promise<void> {
  const { publicClient, wallet } = clients
  if (await publicClient.getCode({ address: contract.address })) return
  const hash = await wallet.sendTransaction({
    to: DETERMINISTIC_DEPLOYER,
    data: concatHex([contract.salt, contract.initCode]),
    gas: 8_000_000n,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 120_000 })
  if (
    receipt.status !== 'success' ||
    !(await publicClient.getCode({ address: contract.address }))
  ) {
    const where = publicClient.chain?.rpcUrls.default.http[0] ?? 'the devnet'
    throw new Error(`Deploying ${contract.name} on ${where} failed (transaction ${hash})`)
  }
}

/**
 * Deploys EntryPoint v0.7, the smart account factory and the session account implementation through the deterministic deployer,
 * paying with `deployerKey`; skips a contract that is already there. Resolves with their addresses.
 */
export async function deployAccountAbstraction(options: {
  rpcUrl: string
  chain: Chain
  deployerKey: Hex
}): Promise<AccountAbstractionContracts> {
  const clients = devnetClients(options.rpcUrl, options.chain, options.deployerKey)
  if (!(await clients.publicClient.getCode({ address: DETERMINISTIC_DEPLOYER }))) {
    throw new Error(`The devnet at ${options.rpcUrl} has no deterministic deployer`)
  }
  const addresses = accountAbstractionAddresses()
  await deployDeterministic(clients, {
    address: addresses.entryPoint,
    salt: ENTRY_POINT_V07_SALT,
    initCode: entryPointV07Bytecode(),
    name: 'EntryPoint v0.7',
  })
  await deployDeterministic(clients, {
    address: addresses.accountFactory,
    salt: FACTORY_SALT,
    initCode: factoryInitCode(addresses.entryPoint),
    name: 'FoyerSmartAccountFactory',
  })
  await deployDeterministic(clients, {
    address: addresses.sessionAccountImplementation,
    salt: SESSION_ACCOUNT_SALT,
    initCode: sessionAccountInitCode(addresses.entryPoint),
    name: 'FoyerSessionAccount',
  })
  return addresses
}
