// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { frameMessages } from './messages.js'
import { RecoveryCancelled, RecoveryPasswordDialog } from './recovery-password-dialog.js'

const PASSWORD = 'a long recovery password'

function setup() {
  const root = document.createElement('div')
  document.body.replaceChildren(root)
  const field = (testId: string) =>
    root.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`)
  return { root, dialog: new RecoveryPasswordDialog(root), field }
}

describe('RecoveryPasswordDialog.cancel (the modal closed on the form)', () => {
  it('closes the form and rejects the waiting login with RecoveryCancelled', async () => {
    const { root, dialog, field } = setup()
    const used: string[] = []
    const chosen = dialog.choose(async (password) => used.push(password))
    expect(field('frame-recovery-password')).not.toBeNull()
    dialog.cancel()
    await expect(chosen).rejects.toBeInstanceOf(RecoveryCancelled)
    await expect(chosen).rejects.toThrow(frameMessages.RECOVERY_CANCELLED)
    expect(root.childElementCount).toBe(0)
    expect(used).toEqual([])
  })

  it('cancels while the password is being checked; the late answer changes nothing', async () => {
    const { root, dialog, field } = setup()
    let finish: (value: string) => void = () => {}
    const entered = dialog.enter(() => new Promise<string>((resolve) => (finish = resolve)))
    field('frame-recovery-password')!.value = PASSWORD
    root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }))
    expect(field('frame-recovery-submit')!.disabled).toBe(true)
    dialog.cancel()
    finish('opened')
    await expect(entered).rejects.toBeInstanceOf(RecoveryCancelled)
    expect(root.childElementCount).toBe(0)
  })

  it('without a form on show, does nothing; the next form still works', async () => {
    const { dialog, field } = setup()
    dialog.cancel()
    const entered = dialog.enter(async (password) => password.length)
    field('frame-recovery-password')!.value = PASSWORD
    field('frame-recovery-submit')!.closest('form')!.requestSubmit()
    await expect(entered).resolves.toBe(PASSWORD.length)
  })
})
