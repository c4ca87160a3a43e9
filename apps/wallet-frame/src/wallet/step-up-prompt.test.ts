// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { AuthApiError, type AuthClient, STEP_UP_REQUIRED } from '../auth/auth-client.js'
import { frameMessages } from '../ui/messages.js'
import { StepUpCancelled, StepUpDialog } from '../ui/step-up-dialog.js'
import { StepUpPrompt } from './step-up-prompt.js'

/**
 * The frame's side of step-up: a guarded call the server refuses for want of a fresh check is
 * asked again with the proof of the code typed into the frame's own form; the host page hears
 * only that an approval is up (no code, no proof); cancelling changes nothing.
 */

const PROOF = 'p'.repeat(43)

function setUp(methods: ('passkey' | 'totp')[]) {
  const root = document.createElement('div')
  document.body.replaceChildren(root)
  const auth = {
    stepUpMethods: vi.fn(async () => methods),
    totpStepUp: vi.fn(async (_token: string, code: string) => {
      if (code !== '123456') throw new AuthApiError('This code is not right', 400)
      return PROOF
    }),
    passkeyStepUpOptions: vi.fn(async () => ({ challenge: 'c' })),
    passkeyStepUp: vi.fn(async () => ({ verified: true as const, stepUpToken: PROOF })),
    redeemStepUp: vi.fn(async () => undefined),
  }
  const emitted: unknown[][] = []
  const prompt = new StepUpPrompt({
    auth: auth as unknown as AuthClient,
    withToken: (call) => call('access-token'),
    dialog: new StepUpDialog(root),
    endpoint: { emit: (...args: unknown[]) => emitted.push(args) } as never,
    assert: vi.fn(async () => ({ id: 'credential' })) as never,
  })
  const guardedCall = vi.fn(async (proof: string | undefined) => {
    if (proof !== PROOF) throw new AuthApiError(STEP_UP_REQUIRED, 403)
    return 'done'
  })
  const byTestId = (id: string) =>
    root.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | HTMLButtonElement
  const type = (code: string) => {
    ;(byTestId('frame-step-up-code') as HTMLInputElement).value = code
    root.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }))
  }
  const shown = () => vi.waitFor(() => expect(byTestId('frame-step-up')).toBeTruthy())
  return { root, auth, prompt, emitted, guardedCall, byTestId, type, shown }
}

describe('step-up prompt', () => {
  it('asks the authenticator code in the frame and retries the call with the proof', async () => {
    const t = setUp(['totp'])
    const result = t.prompt.guarded(t.guardedCall)
    await t.shown()
    t.type('000000')
    await vi.waitFor(() =>
      expect(t.byTestId('frame-step-up-error').textContent).toBe('This code is not right'),
    )
    t.type('123456')
    await expect(result).resolves.toBe('done')
    expect(t.guardedCall.mock.calls).toEqual([[undefined], [PROOF]])
    expect(t.root.children).toHaveLength(0)
    // The host heard that an approval was up and settled: never the code or the proof.
    expect(t.emitted).toEqual([
      ['APPROVAL_REQUESTED', { method: 'step_up' }],
      ['APPROVAL_SETTLED', { approved: true }],
    ])
    expect(JSON.stringify(t.emitted)).not.toMatch(/123456|ppppp/)
  })

  it('a passkey user confirms with the passkey button', async () => {
    const t = setUp(['passkey'])
    const result = t.prompt.guarded(t.guardedCall)
    await t.shown()
    expect(t.byTestId('frame-step-up-code')).toBeNull()
    ;(t.byTestId('frame-step-up-passkey') as HTMLButtonElement).click()
    await expect(result).resolves.toBe('done')
    expect(t.auth.passkeyStepUp).toHaveBeenCalledWith('access-token', { id: 'credential' })
  })

  it('cancelled: the call is not made again and the action fails', async () => {
    const t = setUp(['totp'])
    const result = t.prompt.guarded(t.guardedCall)
    await t.shown()
    ;(t.byTestId('frame-step-up-cancel') as HTMLButtonElement).click()
    await expect(result).rejects.toBeInstanceOf(StepUpCancelled)
    await expect(result).rejects.toThrow(frameMessages.STEP_UP_CANCELLED)
    expect(t.guardedCall).toHaveBeenCalledTimes(1)
    expect(t.emitted.at(-1)).toEqual(['APPROVAL_SETTLED', { approved: false }])
  })

  it('a call the server lets through asks nothing', async () => {
    const t = setUp(['totp'])
    await expect(t.prompt.guarded(async () => 'free')).resolves.toBe('free')
    expect(t.auth.stepUpMethods).not.toHaveBeenCalled()
    expect(t.emitted).toEqual([])
  })

  it('a transaction above the project’s value: the check is asked and its proof redeemed before signing', async () => {
    const t = setUp(['totp'])
    const confirmed = t.prompt.confirmLargeValue()
    await t.shown()
    expect(t.auth.redeemStepUp).not.toHaveBeenCalled()
    t.type('123456')
    await confirmed
    expect(t.auth.redeemStepUp).toHaveBeenCalledWith('access-token', PROOF)
  })

  it('a user without a second factor is not asked before a large transaction', async () => {
    const t = setUp([])
    await t.prompt.confirmLargeValue()
    expect(t.emitted).toEqual([])
    expect(t.auth.redeemStepUp).not.toHaveBeenCalled()
  })
})
