import {
  type Address,
  type Hex,
  hashTypedData,
  http,
  isErc6492Signature,
  parseErc6492Signature,
  parseEther,
  recoverAddress,
  type TypedDataDefinition,
} from 'viem'
import {
  createBundlerClient,
  formatUserOperationRequest,
  getUserOperationHash,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { foyerSmartAccountAbi } from './foyer-smart-account.js'
import { replaySafeTypedData } from './replay-safe-hash.js'
import { handleSmartAccountRpc } from './smart-account-rpc.js'
import {
  approvalContext,
  CHAIN_ID,
  deployAccount,
  freshAccount,
  fund,
  useAccountAbstractionDevnet,
} from './test-utils/account-abstraction-devnet.js'

// The attacks on the smart account's signatures, played on a real anvil with EntryPoint v0.7
// and a real alto bundler. The host page gets the user to approve one signature in the frame
// (or holds one the owner EOA made elsewhere) and tries to use it as the smart account's.
const ERC1271_MAGIC = '0x1626ba7e'
const PERMIT2: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const devnet = useAccountAbstractionDevnet()

async function isValidSignature(account: Address, hash: Hex, signature: Hex): Promise<Hex> {
  return devnet().client.readContract({
    address: account,
    abi: foyerSmartAccountAbi,
    functionName: 'isValidSignature',
    args: [hash, signature],
  })
}

/** A Permit2 PermitSingle: it names no owner, so the signer's address is the only binding. */
function permit2Permit(spender: Address): TypedDataDefinition {
  return {
    domain: { name: 'Permit2', chainId: CHAIN_ID, verifyingContract: PERMIT2 },
    types: {
      PermitSingle: [
        { name: 'details', type: 'PermitDetails' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
      PermitDetails: [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint160' },
        { name: 'expiration', type: 'uint48' },
        { name: 'nonce', type: 'uint48' },
      ],
    },
    primaryType: 'PermitSingle',
    message: {
      details: {
        token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        amount: (2n ** 160n - 1n).toString(),
        expiration: '281474976710655',
        nonce: '0',
      },
      spender,
      sigDeadline: '281474976710655',
    },
  }
}

describe('a personal_sign of a user operation hash', () => {
  it('approved in the frame, authorises no user operation: the funds stay', async () => {
    const { client, contracts, alto } = devnet()
    const { account } = await freshAccount(devnet())
    await deployAccount(devnet(), account)
    await fund(devnet(), account.address, '1')
    const thief = privateKeyToAccount(generatePrivateKey()).address
    const bundler = createBundlerClient({ client, account, transport: http(alto.url) })
    // The host prepares a user operation that empties the account, and asks the frame to
    // "Sign this message: 0x…" with its hash.
    const userOperation = await bundler.prepareUserOperation({
      calls: [{ to: thief, value: parseEther('0.9') }],
    })
    const userOpHash = getUserOperationHash({
      chainId: CHAIN_ID,
      entryPointAddress: contracts.entryPoint,
      entryPointVersion: '0.7',
      userOperation,
    })
    const { context, approve } = approvalContext(devnet(), account)
    const answer = (await handleSmartAccountRpc(
      'personal_sign',
      [userOpHash, account.address],
      context,
    )) as Hex
    expect(approve).toHaveBeenCalledTimes(1)
    const signature = isErc6492Signature(answer) ? parseErc6492Signature(answer).signature : answer
    const submitted = bundler.request({
      method: 'eth_sendUserOperation',
      params: [
        formatUserOperationRequest({ ...userOperation, signature } as UserOperation),
        contracts.entryPoint,
      ],
    })
    await expect(submitted).rejects.toThrow(/AA24|signature/i)
    expect(await client.getBalance({ address: thief })).toBe(0n)
  }, 120_000)
})

describe('ERC-1271 signatures of the smart account', () => {
  it("refuse a Permit2 permit the owner EOA signed: it is the EOA's, not the account's", async () => {
    const { client } = devnet()
    const { account, owner } = await freshAccount(devnet())
    await deployAccount(devnet(), account)
    const permit = permit2Permit(privateKeyToAccount(generatePrivateKey()).address)
    const eoaSignature = await owner.signTypedData(permit)
    const hash = hashTypedData(permit)
    expect(await isValidSignature(account.address, hash, eoaSignature)).not.toBe(ERC1271_MAGIC)
    expect(
      await client.verifyTypedData({
        address: account.address,
        ...permit,
        signature: eoaSignature,
      }),
    ).toBe(false)
  }, 120_000)

  it("accept the account's own signature from the frame, bound to that account only", async () => {
    const { client } = devnet()
    const { account, owner } = await freshAccount(devnet())
    const { account: sibling } = await freshAccount(devnet(), owner, 1n)
    await deployAccount(devnet(), account)
    await deployAccount(devnet(), sibling)
    const permit = permit2Permit(privateKeyToAccount(generatePrivateKey()).address)
    const { context } = approvalContext(devnet(), account)
    const signature = (await handleSmartAccountRpc(
      'eth_signTypedData_v4',
      [account.address, JSON.stringify(permit)],
      context,
    )) as Hex
    const hash = hashTypedData(permit)
    // What the owner signed is the contract's replay-safe hash of the permit's hash.
    const replaySafe = await client.readContract({
      address: account.address,
      abi: foyerSmartAccountAbi,
      functionName: 'replaySafeHash',
      args: [hash],
    })
    expect(replaySafe).toBe(hashTypedData(replaySafeTypedData(hash, account.address, CHAIN_ID)))
    expect(await recoverAddress({ hash: replaySafe, signature })).toBe(owner.address)
    expect(await isValidSignature(account.address, hash, signature)).toBe(ERC1271_MAGIC)
    expect(await client.verifyTypedData({ address: account.address, ...permit, signature })).toBe(
      true,
    )
    // The same owner's other account, and the owner EOA itself, do not take it.
    expect(await isValidSignature(sibling.address, hash, signature)).not.toBe(ERC1271_MAGIC)
    expect(await client.verifyTypedData({ address: owner.address, ...permit, signature })).toBe(
      false,
    )
  }, 120_000)
})
