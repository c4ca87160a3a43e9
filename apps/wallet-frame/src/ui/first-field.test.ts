// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { ApprovalDialog } from './approval-dialog.js'
import { CodeInput } from './code-input.js'
import { focusFirstFieldOnEntry } from './first-field.js'

afterEach(() => {
  document.body.replaceChildren()
})

describe('the frame focuses its first field when it gets the focus', () => {
  focusFirstFieldOnEntry(window)

  it('the code field, when nothing in the frame has the focus', () => {
    const root = document.createElement('div')
    document.body.append(root)
    new CodeInput(root).show({ label: 'Login code', submitLabel: 'Verify' }, async () => ({
      ok: true,
    }))
    ;(document.activeElement as HTMLElement | null)?.blur()
    expect(document.activeElement).toBe(document.body)
    window.dispatchEvent(new Event('focus'))
    expect(document.activeElement).toBe(root.querySelector('input'))
  })

  it("never an approval's buttons", () => {
    const root = document.createElement('div')
    document.body.append(root)
    const dialog = new ApprovalDialog(root)
    void dialog.ask({
      title: 'Sign this message',
      origin: 'https://dapp.example',
      chain: { id: 1, name: 'Ethereum' },
      details: ['hi'],
    })
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.dispatchEvent(new Event('focus'))
    expect(document.activeElement?.tagName).not.toBe('BUTTON')
  })
})
