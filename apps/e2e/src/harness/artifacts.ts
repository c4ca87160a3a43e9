import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

/** Where screenshots are kept (git-ignored): apps/e2e/artifacts/. */
export const ARTIFACTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../artifacts',
)

/**
 * Saves a screenshot named after the view, e.g. `desktop-Account.png`: the full page by
 * default, or the viewport (`fullPage: false`) — with a modal open, growing the viewport
 * for a full-page shot restarts its entrance animation.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  await fs.mkdir(ARTIFACTS_DIR, { recursive: true })
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`)
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true })
  return file
}
