import {
  type Address,
  concatHex,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type LocalAccount,
  type PublicClient,
  parseAbi,
  type TypedDataDefinition,
} from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { replaySafeTypedData } from './replay-safe-hash.js'

/**
 * FoyerSmartAccount (the ERC-4337 v0.7 SimpleAccount plus ERC-1271 over a replay-safe hash, user
 * operations signed without the EIP-191 prefix): the calls the frame makes.
 */
export const foyerSmartAccountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function owner() view returns (address)',
  'function replaySafeHash(bytes32 hash) view returns (bytes32)',
])

/** FoyerSmartAccountFactory: counterfactual address and deployment of (owner, salt). */
export const foyerSmartAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** A signature of the right length that recovers to nobody, for gas estimation. */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** Where a network's ERC-4337 contracts are. */
export type SmartAccountContracts = { entryPoint: Address; accountFactory: Address }

/** How to reach the owner key: runs `use` with the key rebuilt for that one signature. */
export type WithOwner = <T>(use: (owner: LocalAccount) => Promise<T>) => Promise<T>

/** What {@link toFoyerSmartAccount} needs. */
export type FoyerSmartAccountParameters = {
  /** A public client of the account's network (with its chain). */
  client: PublicClient
  contracts: SmartAccountContracts
  /** The owner EOA (the frame's key). */
  owner: Address
  withOwner: WithOwner
  /** Salt of the account for this owner; 0 by default. */
  salt?: bigint
  /**
   * A session key of the account (FoyerSessionAccount): user operations are signed by it as
   * key address ‖ signature of their hash, and it signs no message.
   */
  sessionKey?: LocalAccount
}

/**
 * The user's smart account on one network as a viem SmartAccount: one owner EOA, ERC-4337 v0.7,
 * counterfactual until its first user operation deploys it through the factory. Messages and
 * typed data are signed by the owner as the account's replay-safe hash of them (bound to the
 * account and the chain); before deployment viem wraps them in ERC-6492. User operations are
 * signed as their hash itself.
 */
export async function toFoyerSmartAccount(
  parameters: FoyerSmartAccountParameters,
): Promise<SmartAccount> {
  const { client, contracts, owner, withOwner, sessionKey } = parameters
  const salt = parameters.salt ?? 0n
  const entryPoint = {
    abi: entryPoint07Abi,
    address: contracts.entryPoint,
    version: '0.7',
  } as const
  /** The owner's signature of ERC-1271 `hash` for this account (see the contract). */
  const signReplaySafe = (hash: Hex, account: Address): Promise<Hex> => {
    const chainId = client.chain?.id
    if (chainId === undefined) throw new Error('The smart account client has no chain')
    return withOwner((owner) => owner.signTypedData(replaySafeTypedData(hash, account, chainId)))
  }
  const implementation: SmartAccountImplementation<typeof entryPoint07Abi, '0.7'> = {
    client,
    entryPoint,
    async getAddress() {
      return readContract(client, {
        abi: foyerSmartAccountFactoryAbi,
        address: contracts.accountFactory,
        functionName: 'getAddress',
        args: [owner, salt],
      })
    },
    async getFactoryArgs() {
      return {
        factory: contracts.accountFactory,
        factoryData: encodeFunctionData({
          abi: foyerSmartAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner, salt],
        }),
      }
    },
    async encodeCalls(calls) {
      const [single] = calls
      if (calls.length === 1 && single) {
        return encodeFunctionData({
          abi: foyerSmartAccountAbi,
          functionName: 'execute',
          args: [single.to, single.value ?? 0n, single.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: foyerSmartAccountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: foyerSmartAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      if (decoded.functionName === 'executeBatch') {
        const [targets, values, datas] = decoded.args
        return targets.map((to, index) => ({ to, value: values[index], data: datas[index] }))
      }
      throw new Error(`Not a call of the smart account: ${decoded.functionName}`)
    },
    async getStubSignature() {
      return sessionKey ? concatHex([sessionKey.address, STUB_SIGNATURE]) : STUB_SIGNATURE
    },
    async signMessage({ message }) {
      if (sessionKey) throw new Error('A session key signs no message')
      return signReplaySafe(hashMessage(message), await this.getAddress())
    },
    async signTypedData(typedData) {
      if (sessionKey) throw new Error('A session key signs no message')
      return signReplaySafe(
        hashTypedData(typedData as TypedDataDefinition),
        await this.getAddress(),
      )
    },
    async signUserOperation(userOperation) {
      const { chainId = client.chain?.id, ...rest } = userOperation
      if (chainId === undefined) throw new Error('The smart account client has no chain')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: entryPoint.version,
        userOperation: { ...rest, sender: await this.getAddress() },
      })
      // The hash itself, without EIP-191's prefix: the account refuses a personal_sign of it.
      if (sessionKey?.sign) return concatHex([sessionKey.address, await sessionKey.sign({ hash })])
      return withOwner((account) => {
        if (!account.sign) throw new Error('The owner key cannot sign a user operation')
        return account.sign({ hash })
      })
    },
  }
  return toSmartAccount(implementation)
}
