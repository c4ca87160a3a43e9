import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** One axe finding, trimmed to what a failing test should print. */
export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/**
 * Runs axe-core (WCAG 2.x A/AA rules) on the page as it is now and returns the serious
 * and critical violations. Open shadow roots are included by axe itself.
 */
export async function seriousAxeViolations(page: Page, context = 'body'): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window)
  // Evaluated through the DevTools protocol: an inline <script> would be refused by a page
  // with a strict Content-Security-Policy (as the demo's build has).
  if (!injected) await page.evaluate(axeSource)
  const violations = await page.evaluate(async (selector) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe
    const result = await axe.run(selector, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    return result.violations.map(
      (v: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }),
    )
  }, context)
  return (violations as AxeViolation[]).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
}
