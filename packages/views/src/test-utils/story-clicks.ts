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
