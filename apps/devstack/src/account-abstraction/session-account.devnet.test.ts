import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  keccak256,
  parseEther,
  toFunctionSelector,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  bundlerSend,
  encodeAccountCalls,
  freshSmartAccount,
  MAX_GAS_COST,
  type SessionDevnet,
  sendUserOp,
  sessionAccountAbi,
  type TestGrant,
  upgradeAndGrantCalls,
  useSessionDevnet,
} from './test-utils/session-account-devnet.js'

// FoyerSessionAccount on a bare anvil; the tests play the bundler (EntryPoint.handleOps) and
// the attacker holding a session key. Every attack must leave the account's money where it was.
const devnet = useSessionDevnet()

const TRANSFER = toFunctionSelector('transfer(address,uint256)')
const APPROVE = toFunctionSelector('approve(address,uint256)')
const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc'

const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/**
 * A deployed FoyerSmartAccount that its owner upgraded and granted a session key in one user
 * operation: 10 tokens and 0.01 ETH (gas included) to spend, `transfer` on the token and plain
 * ETH transfers to one payee, for an hour.
 */
async function accountWithSession(overrides: Partial<TestGrant> = {}) {
  const stack = devnet()
  const { owner, address } = await freshSmartAccount(stack)
  const session = privateKeyToAccount(generatePrivateKey())
  const payee = fresh()
  const now = Number((await stack.client.getBlock()).timestamp)
  const grant: TestGrant = {
    key: session.address,
    validUntil: now + 3600,
    nativeLimit: parseEther('0.01'),
    token: stack.token,
    tokenLimit: parseEther('10'),
    targets: [stack.token, payee],
    selectors: [TRANSFER, '0x00000000'],
    ...overrides,
  }
  const granted = await sendUserOp(
    stack,
    address,
    encodeAccountCalls(upgradeAndGrantCalls(stack, address, grant)),
    { owner },
  )
  expect(granted).toBe('ok')
  return { stack, owner, address, session, payee, grant }
}

const tokenBalance = (stack: SessionDevnet, address: Address) =>
  stack.client.readContract({
    address: stack.token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

const sessionOf = (stack: SessionDevnet, account: Address, key: Address) =>
  stack.client.readContract({
    address: account,
    abi: sessionAccountAbi,
    functionName: 'sessionOf',
    args: [key],
  })

describe('FoyerSessionAccount', () => {
  it('keeps the address: the owner upgrades and grants in one user operation', async () => {
    const { stack, address, owner, session, grant } = await accountWithSession()
    const implementation = await stack.client.getStorageAt({ address, slot: IMPLEMENTATION_SLOT })
    expect(implementation?.toLowerCase()).toBe(
      toHex(BigInt(stack.contracts.sessionAccountImplementation), { size: 32 }).toLowerCase(),
    )
    const stored = await sessionOf(stack, address, session.address)
    expect(stored).toMatchObject({ validUntil: grant.validUntil, revoked: false, tokenSpent: 0n })
    // The owner still signs as before.
    expect(
      await sendUserOp(stack, address, encodeAccountCalls([{ to: fresh(), value: 1n }]), { owner }),
    ).toBe('ok')
  })

  it('lets the session key spend within the grant, counting every spend on chain', async () => {
    const { stack, address, session, payee } = await accountWithSession()
    const recipient = fresh()
    const calls = [
      { to: stack.token, data: transfer(recipient, parseEther('4')) },
      { to: payee, value: parseEther('0.002') },
    ]
    expect(await sendUserOp(stack, address, encodeAccountCalls(calls), { session })).toBe('ok')
    expect(await tokenBalance(stack, recipient)).toBe(parseEther('4'))
    expect(await stack.client.getBalance({ address: payee })).toBe(parseEther('0.002'))
    const stored = await sessionOf(stack, address, session.address)
    expect(stored.tokenSpent).toBe(parseEther('4'))
    expect(stored.nativeSpent).toBe(parseEther('0.002') + MAX_GAS_COST)
  })

  it('grants plain transfers to any address with target 0 (never a call with data)', async () => {
    const zero = '0x0000000000000000000000000000000000000000'
    const { stack, address, session } = await accountWithSession({
      targets: [zero],
      selectors: ['0x00000000'],
    })
    const anyone = fresh()
    const plain = encodeAccountCalls([{ to: anyone, value: parseEther('0.001') }])
    expect(await sendUserOp(stack, address, plain, { session })).toBe('ok')
    expect(await stack.client.getBalance({ address: anyone })).toBe(parseEther('0.001'))
    const withData = encodeAccountCalls([{ to: stack.token, data: transfer(anyone, 1n) }])
    expect(await sendUserOp(stack, address, withData, { session })).toBe(
      'AA23 reverted SessionCallNotAllowed',
    )
  })

  it('refuses spends over the limits, in one operation or added up', async () => {
    const { stack, address, session, payee } = await accountWithSession()
    const recipient = fresh()
    const send = (data: Hex) => sendUserOp(stack, address, data, { session })
    const overToken = encodeAccountCalls([
      { to: stack.token, data: transfer(recipient, parseEther('11')) },
    ])
    expect(await send(overToken)).toBe('AA23 reverted SessionTokenLimitExceeded')
    const six = encodeAccountCalls([
      { to: stack.token, data: transfer(recipient, parseEther('6')) },
    ])
    expect(await send(six)).toBe('ok')
    expect(await send(six)).toBe('AA23 reverted SessionTokenLimitExceeded')
    // Native: the value plus the operation's maximum gas cost (no paymaster) counts.
    const overNative = encodeAccountCalls([{ to: payee, value: parseEther('0.01') }])
    expect(await send(overNative)).toBe('AA23 reverted SessionNativeLimitExceeded')
    expect(await tokenBalance(stack, recipient)).toBe(parseEther('6'))
    expect(await stack.client.getBalance({ address: payee })).toBe(0n)
  })

  it('refuses another target, another function, and calls into the account or the EntryPoint', async () => {
    const { stack, address, session, payee } = await accountWithSession()
    const other = privateKeyToAccount(generatePrivateKey())
    const attempts: Hex[] = [
      // Another contract, and another function of the allowed token (approve, not granted).
      encodeAccountCalls([{ to: fresh(), value: 1n }]),
      encodeAccountCalls([
        {
          to: stack.token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [payee, 1n] }),
        },
      ]),
      // The allowed payee with data (a function call, not a plain transfer).
      encodeAccountCalls([{ to: payee, value: 1n, data: '0x12345678' }]),
      // The account itself: upgrade, another session, revoke, through execute and executeBatch.
      encodeAccountCalls([
        {
          to: address,
          data: encodeFunctionData({
            abi: sessionAccountAbi,
            functionName: 'upgradeToAndCall',
            args: [fresh(), '0x'],
          }),
        },
      ]),
      encodeAccountCalls([
        { to: stack.token, data: transfer(payee, 1n) },
        {
          to: address,
          data: encodeFunctionData({
            abi: sessionAccountAbi,
            functionName: 'grantSession',
            args: [
              {
                key: other.address,
                validUntil: 2 ** 40,
                nativeLimit: parseEther('1'),
                token: stack.token,
                tokenLimit: parseEther('100'),
                targets: [stack.token],
                selectors: [TRANSFER],
              },
            ],
          }),
        },
      ]),
      // The EntryPoint (withdrawing the account's deposit).
      encodeAccountCalls([
        {
          to: stack.contracts.entryPoint,
          data: encodeFunctionData({
            abi: [
              {
                type: 'function',
                name: 'withdrawTo',
                stateMutability: 'nonpayable',
                inputs: [
                  { name: 'to', type: 'address' },
                  { name: 'amount', type: 'uint256' },
                ],
                outputs: [],
              },
            ],
            functionName: 'withdrawTo',
            args: [payee, 1n],
          }),
        },
      ]),
      // Not execute / executeBatch at all: the account's own functions called directly.
      encodeFunctionData({
        abi: sessionAccountAbi,
        functionName: 'upgradeToAndCall',
        args: [fresh(), '0x'],
      }),
      encodeFunctionData({
        abi: sessionAccountAbi,
        functionName: 'revokeSession',
        args: [session.address],
      }),
    ]
    for (const callData of attempts) {
      expect(await sendUserOp(stack, address, callData, { session })).toBe(
        'AA23 reverted SessionCallNotAllowed',
      )
    }
    expect((await sessionOf(stack, address, other.address)).validUntil).toBe(0)
    expect(await tokenBalance(stack, payee)).toBe(0n)
  })

  it('refuses the session key after expiry and after revoke, and never grants that key again', async () => {
    const { stack, address, session, payee, grant } = await accountWithSession()
    const pay = encodeAccountCalls([{ to: payee, value: 1n }])
    await stack.client.request({ method: 'evm_increaseTime' as never, params: [3601] as never })
    await stack.client.request({ method: 'evm_mine' as never })
    expect(await sendUserOp(stack, address, pay, { session })).toBe('AA22 expired or not due')

    const second = await accountWithSession()
    const revoke = encodeAccountCalls([
      {
        to: second.address,
        data: encodeFunctionData({
          abi: sessionAccountAbi,
          functionName: 'revokeSession',
          args: [second.session.address],
        }),
      },
    ])
    expect(await sendUserOp(stack, second.address, revoke, { owner: second.owner })).toBe('ok')
    expect(
      await sendUserOp(
        stack,
        second.address,
        encodeAccountCalls([{ to: second.payee, value: 1n }]),
        {
          session: second.session,
        },
      ),
    ).toBe('AA23 reverted SessionIsRevoked')
    // Granting the revoked key again fails inside the owner's operation: the key stays out.
    const regrant = encodeAccountCalls([
      upgradeAndGrantCalls(stack, second.address, {
        ...second.grant,
        validUntil: grant.validUntil + 7200,
      })[1]!,
    ])
    expect(await sendUserOp(stack, second.address, regrant, { owner: second.owner })).toBe(
      'execution reverted',
    )
    expect((await sessionOf(stack, second.address, second.session.address)).revoked).toBe(true)
    expect(await stack.client.getBalance({ address: second.payee })).toBe(0n)
  })

  it("refuses a session key's signature replayed on another account or for another chain", async () => {
    const first = await accountWithSession()
    const { stack } = first
    // The worst case: a second account granted the same key.
    const second = await accountWithSession({ key: first.session.address })
    const recipient = fresh()
    const pay = encodeAccountCalls([{ to: stack.token, data: transfer(recipient, 1n) }])
    // An operation the key signed for the first account, sent as the second's.
    expect(
      await sendUserOp(stack, second.address, pay, {
        session: first.session,
        sender: first.address,
      }),
    ).toBe('AA24 signature error')
    // An operation signed for chain 1 (same account, nonce, calls) does not verify on this chain.
    expect(
      await sendUserOp(stack, first.address, pay, { session: first.session, chainId: 1 }),
    ).toBe('AA24 signature error')
    expect(await tokenBalance(stack, recipient)).toBe(0n)
    // The same operation signed for the right account and chain goes through.
    expect(await sendUserOp(stack, first.address, pay, { session: first.session })).toBe('ok')
  })

  it('lets neither a session key nor a stranger manage sessions or sign ERC-1271 messages', async () => {
    const { stack, address, session } = await accountWithSession()
    const hash = keccak256(toHex('a login challenge'))
    const replaySafe = await stack.client.readContract({
      address,
      abi: sessionAccountAbi,
      functionName: 'replaySafeHash',
      args: [hash],
    })
    for (const signature of [
      await session.sign({ hash: replaySafe }),
      await session.sign({ hash }),
      `${session.address}${(await session.sign({ hash: replaySafe })).slice(2)}` as Hex,
    ]) {
      expect(
        await stack.client.readContract({
          address,
          abi: sessionAccountAbi,
          functionName: 'isValidSignature',
          args: [hash, signature],
        }),
      ).toBe('0xffffffff')
    }
    // Straight transactions to the account (not through the EntryPoint) from anyone but the owner.
    const grantByStranger = encodeFunctionData({
      abi: sessionAccountAbi,
      functionName: 'revokeSession',
      args: [session.address],
    })
    await expect(bundlerSend(stack, { to: address, data: grantByStranger })).rejects.toThrow(
      /only owner/,
    )
  })
})
