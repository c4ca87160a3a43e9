import { frameError } from '@foyer/common'
import { createWalletClient, custom } from 'viem'
import { expect, it } from 'vitest'
import { errorText, frameReason } from './error-text.js'

it("reads the wallet frame's reason through viem's wrapping", async () => {
  const wallet = createWalletClient({
    transport: custom({
      request: async () => {
        throw frameError({ message: 'The smart account refused these calls: SessionIsRevoked' })
      },
    }),
  })
  const error = await wallet.request({ method: 'wallet_sendCalls' } as never).catch((e) => e)
  expect(errorText(error)).toBe('An error occurred')
  expect(frameReason(error)).toBe('The smart account refused these calls: SessionIsRevoked')
  expect(frameReason(new Error('plain'))).toBeUndefined()
})
