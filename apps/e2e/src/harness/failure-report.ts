import type { Page } from 'playwright-core'
import { saveScreenshot } from './artifacts.js'

/** How much of the dialog's text a report keeps. */
const DIALOG_TEXT_LIMIT = 600

/**
 * What the page showed when a test failed, for the log: the modal's views present (and which
 * are visible), the dialog's text, the demo's status and address, and the frame overlays.
 * Never throws: a report must not hide the failure it describes.
 */
export async function describePageState(page: Page): Promise<string> {
  try {
    const state = await page.evaluate((limit) => {
      const visible = (element: Element) => {
        const box = (element as HTMLElement).getBoundingClientRect()
        const style = getComputedStyle(element)
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden'
      }
      const views = [...document.querySelectorAll('[data-testid^="foyer-view-"]')].map(
        (view) =>
          `${view.getAttribute('data-testid')?.slice('foyer-view-'.length)}${visible(view) ? '' : ' (hidden)'}`,
      )
      const dialog = document.querySelector('[role="dialog"]')
      const text = (id: string) =>
        document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '-'
      const frames = [...document.querySelectorAll('iframe')].map(
        (frame) =>
          `${new URL(frame.src || 'about:blank').origin}${visible(frame) ? '' : ' (hidden)'}`,
      )
      return {
        url: location.href,
        views,
        dialog: dialog ? (dialog.textContent ?? '').replace(/\s+/g, ' ').slice(0, limit) : 'none',
        status: text('demo-status'),
        address: text('demo-address'),
        frames,
      }
    }, DIALOG_TEXT_LIMIT)
    return [
      `url: ${state.url}`,
      `views: ${state.views.join(', ') || 'none'}`,
      `dialog: ${state.dialog}`,
      `demo: ${state.status} ${state.address}`,
      `frames: ${state.frames.join(', ') || 'none'}`,
    ].join('\n')
  } catch (error) {
    return `(the page could not be read: ${error instanceof Error ? error.message : String(error)})`
  }
}

/**
 * After a failed test: prints what the page showed and keeps a screenshot
 * (`apps/e2e/artifacts/FAILED-<test>.png`), so that a failure in CI says where the modal was.
 */
export async function reportFailure(page: Page, testName: string): Promise<void> {
  const state = await describePageState(page)
  const screenshot = await saveScreenshot(page, `FAILED-${testName}`.slice(0, 120), {
    fullPage: false,
  }).catch(() => 'none')
  console.error(`The page when "${testName}" failed (screenshot: ${screenshot}):\n${state}`)
}
