import type { Locator } from 'playwright-core'

/** The wallet frame as a Frame or a FrameLocator: anything that finds elements inside it. */
export interface FrameScope {
  locator(selector: string): Locator
}

/**
 * Answers the wallet frame's approval dialog as a person does: waits for the dialog, moves the
 * pointer over it (again and again, at two spots, until the frame's clickjacking guard enables
 * the buttons: fully visible for 600 ms, with a pointer movement since), then clicks. Throws if
 * the button never becomes enabled (a dialog that is covered or transparent stays disabled).
 */
export async function answerFrameApproval(
  frame: FrameScope,
  answer: 'approve' | 'reject',
  timeoutMs = 15_000,
): Promise<void> {
  const dialog = frame.locator('section[role="dialog"]')
  const button = frame.locator(`[data-testid="frame-${answer}"]`)
  await button.waitFor()
  const deadline = Date.now() + timeoutMs
  for (let i = 0; !(await button.isEnabled()); i++) {
    if (Date.now() > deadline) {
      const hint = await frame.locator('[data-testid="frame-guard"]').textContent()
      throw new Error(`The frame's ${answer} button never became enabled: ${hint}`)
    }
    await dialog.hover({ position: { x: 8 + (i % 2) * 12, y: 8 } })
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await button.click()
}
