/**
 * Presses the button with `testId` once it is in the page and enabled, as a person would:
 * how a story reaches a step that only a click opens (a review, a result). Gives up after
 * `timeoutMs`, leaving the story on the step before.
 */
export async function clickWhenEnabled(testId: string, timeoutMs = 5_000): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const button = document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)
    if (button && !button.disabled) {
      button.click()
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Waits until an element with `testId` is in the document (e.g. a fee the review copies). */
export async function waitForTestId(testId: string, timeoutMs = 5_000): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (document.querySelector(`[data-testid="${testId}"]`)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
