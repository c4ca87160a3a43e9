import { http, parseEther } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  freshAccount,
  fund,
  useAccountAbstractionDevnet,
} from './test-utils/account-abstraction-devnet.js'

const devnet = useAccountAbstractionDevnet()

describe('the Foyer smart account on anvil with a real alto bundler', () => {
  it('is deployed by its first user operation, which runs a batch of two transfers', async () => {
    const { client, alto } = devnet()
    const { account } = await freshAccount(devnet())
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    await fund(devnet(), account.address, '1')

    const bundler = createBundlerClient({ client, transport: http(alto.url) })
    const first = privateKeyToAccount(generatePrivateKey()).address
    const second = privateKeyToAccount(generatePrivateKey()).address
    const hash = await bundler.sendUserOperation({
      account,
      calls: [
        { to: first, value: parseEther('0.01') },
        { to: second, value: parseEther('0.02') },
      ],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
    expect(receipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await client.getBalance({ address: first })).toBe(parseEther('0.01'))
    expect(await client.getBalance({ address: second })).toBe(parseEther('0.02'))
  }, 120_000)
})
