import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { saveScreenshot } from './artifacts.js'
import { seriousAxeViolations } from './axe.js'

/** The modal's view `name` (`data-testid="foyer-view-<name>"`). */
export function viewLocator(page: Page, name: string): Locator {
  return page.getByTestId(`foyer-view-${name}`)
}

/** The modal dialog (role dialog, named after its view). */
export function dialogLocator(page: Page): Locator {
  return page.getByRole('dialog')
}

/**
 * Resolves once the modal body's height has caught up with its content and no finite CSS
 * animation or transition is running (view transitions settle); endless ones, such as a
 * spinner's, are left to run.
 */
export async function animationsSettled(page: Page): Promise<void> {
  // The modal body's height has caught up with its content: between a content change and the
  // body's next render (its ResizeObserver), the old height briefly overflows, which is neither
  // what a user sees once settled nor the body's scrolling state.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.foyer-modal-body')].every((body) => {
      const content = body.firstElementChild as HTMLElement | null
      if (body.hasAttribute('data-resizing')) return false
      return !content || !body.style.height || body.style.height === `${content.offsetHeight}px`
    }),
  )
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
}

/**
 * Waits for a view, then checks it as a user meets it: axe finds no serious or critical
 * violation on the page (printed if it does), and a screenshot is kept as
 * `apps/e2e/artifacts/<prefix>-<name>.png`. Returns the view.
 */
export async function checkView(page: Page, name: string, prefix: string): Promise<Locator> {
  const view = viewLocator(page, name)
  await view.waitFor({ state: 'visible' })
  await checkPage(page, `${prefix}-${name}`)
  return view
}

/**
 * Checks the page as it is now (a view in one of its states, e.g. an Account tab): once
 * animations settle, axe finds no serious or critical violation, and a screenshot of the
 * viewport is kept as `apps/e2e/artifacts/<name>.png`.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  await animationsSettled(page)
  const violations = await seriousAxeViolations(page)
  if (violations.length > 0) {
    console.error(`axe on ${name}:\n${JSON.stringify(violations, null, 2)}`)
  }
  expect(violations, `serious or critical axe violations on ${name}`).toEqual([])
  await saveScreenshot(page, name, { fullPage: false })
}

/** Polls a locator's text until it matches. */
export async function expectText(
  locator: Locator,
  expected: string | RegExp,
  timeout = 30_000,
): Promise<void> {
  const read = async () => (await locator.textContent({ timeout })) ?? ''
  if (typeof expected === 'string') {
    await expect.poll(read, { timeout }).toBe(expected)
  } else {
    await expect.poll(read, { timeout }).toMatch(expected)
  }
}
