// @vitest-environment happy-dom
import type { CodeStep } from '@foyer/frame-bridge'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CodeInput } from '../ui/code-input.js'
import { EmailCodeField } from './email-code-field.js'

function setup(redeem: (step: CodeStep, code: string) => Promise<{ newEmail?: string }>) {
  const root = document.createElement('div')
  document.body.append(root)
  const emitted: [string, unknown][] = []
  const field = new EmailCodeField({
    input: new CodeInput(root),
    endpoint: { emit: (type, payload) => emitted.push([type, payload]) },
    redeem,
  })
  const input = () => root.querySelector('input') as HTMLInputElement
  const type = (value: string) => {
    input().value = value
    input().dispatchEvent(new Event('input', { bubbles: true }))
  }
  return { root, field, emitted, input, type }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe("the frame's emailed-code field", () => {
  it('is an accessible one-time-code field with the host-given texts', () => {
    const t = setup(async () => ({}))
    t.field.show('login', { label: 'Login code', submitLabel: 'Verify' })
    const input = t.input()
    const label = t.root.querySelector('label') as HTMLLabelElement
    expect(label.textContent).toBe('Login code')
    expect(label.htmlFor).toBe(input.id)
    expect(input.inputMode).toBe('numeric')
    expect(input.autocomplete).toBe('one-time-code')
    expect(t.root.querySelector('button')?.textContent).toBe('Verify')
    expect(document.activeElement).toBe(input)
  })

  it('redeems a pasted 6-digit code itself and tells the host only the outcome', async () => {
    const redeem = vi.fn(async () => ({}))
    const t = setup(redeem)
    t.field.show('login', { label: 'Login code', submitLabel: 'Verify' })
    t.type('12 34-56')
    await vi.waitFor(() => expect(t.emitted).toHaveLength(2))
    expect(redeem).toHaveBeenCalledWith('login', '123456')
    expect(t.emitted).toEqual([
      ['CODE_STATUS', { step: 'login', status: 'submitted' }],
      ['CODE_STATUS', { step: 'login', status: 'accepted' }],
    ])
    expect(JSON.stringify(t.emitted)).not.toContain('123456')
    expect(t.root.querySelector('input')).toBeNull()
  })

  it("a refused code: the field is invalid, described by the server's message; the field empties", async () => {
    const messages = ['Invalid code', 'Code expired, request a new one']
    const t = setup(async () => {
      throw new Error(messages.shift())
    })
    t.field.show('updatePrimary', { label: 'Code', submitLabel: 'Verify' })
    t.type('000000')
    await vi.waitFor(() => expect(t.emitted).toHaveLength(2))
    const error = t.root.querySelector('[data-testid="frame-code-error"]') as HTMLElement
    expect(error.textContent).toBe('Invalid code')
    expect(t.input().getAttribute('aria-invalid')).toBe('true')
    expect(t.input().getAttribute('aria-describedby')).toBe(error.id)
    expect(t.input().value).toBe('')
    t.type('111111')
    await vi.waitFor(() => expect(t.emitted).toHaveLength(4))
    const refusals = t.emitted.filter(
      ([, payload]) => (payload as { status: string }).status !== 'submitted',
    )
    expect(refusals).toEqual([
      ['CODE_STATUS', { step: 'updatePrimary', status: 'invalid', message: 'Invalid code' }],
      [
        'CODE_STATUS',
        {
          step: 'updatePrimary',
          status: 'expired',
          message: 'Code expired, request a new one',
        },
      ],
    ])
  })

  it('names the new email when the secondary update code is accepted; fewer digits wait', async () => {
    const redeem = vi.fn(async () => ({ newEmail: 'b@example.com' }))
    const t = setup(redeem)
    t.field.show('updateSecondary', { label: 'Code', submitLabel: 'Verify' })
    t.type('12345')
    ;(t.root.querySelector('form') as HTMLFormElement).requestSubmit()
    expect(redeem).not.toHaveBeenCalled()
    t.type('123456')
    await vi.waitFor(() => expect(t.emitted).toHaveLength(2))
    expect(t.emitted[1]).toEqual([
      'CODE_STATUS',
      { step: 'updateSecondary', status: 'accepted', newEmail: 'b@example.com' },
    ])
  })

  it('hide() removes the field (the host view went away)', () => {
    const t = setup(async () => ({}))
    t.field.show('login', { label: 'Login code', submitLabel: 'Verify' })
    t.field.hide()
    expect(t.root.querySelector('input')).toBeNull()
  })
})
