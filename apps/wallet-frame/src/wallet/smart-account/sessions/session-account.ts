import {
  type Address,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  sliceHex,
} from 'viem'
import type { AccountCall } from '../approved-user-operation.js'
import { grantedPairs, type SessionPolicy } from './permission-request.js'

/** FoyerSessionAccount's session functions (apps/devstack/contracts/FoyerSessionAccount.sol). */
export const foyerSessionAccountAbi = parseAbi([
  'struct SessionGrant { address key; uint48 validUntil; uint256 nativeLimit; address token; uint256 tokenLimit; address[] targets; bytes4[] selectors; }',
  'struct Session { uint48 validUntil; bool revoked; address token; uint256 nativeLimit; uint256 nativeSpent; uint256 tokenLimit; uint256 tokenSpent; }',
  'function grantSession(SessionGrant grant)',
  'function revokeSession(address key)',
  'function sessionOf(address key) view returns (Session)',
  'function upgradeToAndCall(address implementation, bytes data) payable',
  'error InvalidSessionGrant(string reason)',
  'error UnknownSession(address key)',
  'error SessionIsRevoked(address key)',
  'error SessionCallNotAllowed(address target, bytes4 selector)',
  'error SessionNativeLimitExceeded(uint256 requested, uint256 remaining)',
  'error SessionTokenLimitExceeded(uint256 requested, uint256 remaining)',
])

/** ERC-1967's implementation slot of the account's proxy. */
const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc'

/** Whether the deployed account at `account` runs `implementation` (false before deployment). */
export async function runsImplementation(
  client: PublicClient,
  account: Address,
  implementation: Address,
): Promise<boolean> {
  const slot = await client.getStorageAt({ address: account, slot: IMPLEMENTATION_SLOT })
  if (!slot || slot === '0x') return false
  return isAddressEqual(sliceHex(slot, 12) as Address, implementation)
}

/**
 * The owner's calls that grant `key` the session `policy`: first the upgrade to
 * `implementation` (same address, the UUPS proxy) when the account does not run it yet.
 */
export function grantCalls(options: {
  account: Address
  implementation: Address
  upgrade: boolean
  key: Address
  policy: SessionPolicy
}): AccountCall[] {
  const { account, policy } = options
  const grant = {
    key: options.key,
    validUntil: policy.validUntil,
    nativeLimit: policy.nativeLimit,
    token: policy.token?.address ?? ('0x0000000000000000000000000000000000000000' as Address),
    tokenLimit: policy.token?.limit ?? 0n,
    ...grantedPairs(policy),
  }
  const calls: AccountCall[] = []
  if (options.upgrade) {
    calls.push({
      to: account,
      value: 0n,
      data: encodeFunctionData({
        abi: foyerSessionAccountAbi,
        functionName: 'upgradeToAndCall',
        args: [options.implementation, '0x'],
      }),
    })
  }
  calls.push({
    to: account,
    value: 0n,
    data: encodeFunctionData({
      abi: foyerSessionAccountAbi,
      functionName: 'grantSession',
      args: [grant],
    }),
  })
  return calls
}

/** The owner's call that ends `key`'s session for good. */
export function revokeCall(account: Address, key: Address): AccountCall {
  return {
    to: account,
    value: 0n,
    data: encodeFunctionData({
      abi: foyerSessionAccountAbi,
      functionName: 'revokeSession',
      args: [key],
    }),
  }
}

/** `key`'s session on chain (validUntil 0 when it never had one). */
export function readSession(client: PublicClient, account: Address, key: Address) {
  return client.readContract({
    address: account,
    abi: foyerSessionAccountAbi,
    functionName: 'sessionOf',
    args: [key],
  })
}

/** The permissions context handed to the app: the session key's address. */
export function permissionsContextOf(key: Address): Hex {
  return key.toLowerCase() as Hex
}
