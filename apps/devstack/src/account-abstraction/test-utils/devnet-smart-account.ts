import {
  type Address,
  encodeFunctionData,
  type LocalAccount,
  type PublicClient,
  parseAbi,
} from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'

const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/**
 * The stack's FoyerSmartAccount of `owner` (salt 0) as a viem SmartAccount, for tests that send
 * user operations through the stack's bundler: calls as `execute` / `executeBatch`, user
 * operations signed as their hash (no EIP-191 prefix). Not for messages.
 */
export async function devnetSmartAccount(options: {
  client: PublicClient
  entryPoint: Address
  accountFactory: Address
  owner: LocalAccount
}): Promise<SmartAccount> {
  const { client, owner } = options
  const entryPoint = { abi: entryPoint07Abi, address: options.entryPoint, version: '0.7' } as const
  const address = await client.readContract({
    address: options.accountFactory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  return toSmartAccount({
    client,
    entryPoint,
    getAddress: async () => address,
    getFactoryArgs: async () => ({
      factory: options.accountFactory,
      factoryData: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
    }),
    encodeCalls: async (calls) =>
      calls.length === 1
        ? encodeFunctionData({
            abi: accountAbi,
            functionName: 'execute',
            args: [calls[0]!.to, calls[0]!.value ?? 0n, calls[0]!.data ?? '0x'],
          })
        : encodeFunctionData({
            abi: accountAbi,
            functionName: 'executeBatch',
            args: [
              calls.map((call) => call.to),
              calls.map((call) => call.value ?? 0n),
              calls.map((call) => call.data ?? '0x'),
            ],
          }),
    decodeCalls: undefined,
    getStubSignature: async () =>
      '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c',
    signMessage: async () => {
      throw new Error('not in this test account')
    },
    signTypedData: async () => {
      throw new Error('not in this test account')
    },
    signUserOperation: async ({ chainId = client.chain!.id, ...userOperation }) =>
      owner.sign!({
        hash: getUserOperationHash({
          chainId,
          entryPointAddress: entryPoint.address,
          entryPointVersion: '0.7',
          userOperation: { ...userOperation, sender: address },
        }),
      }),
  })
}
