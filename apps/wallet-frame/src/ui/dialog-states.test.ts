// @vitest-environment happy-dom
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { setFrameLocale } from '../i18n/frame-locale.js'
import { FRAME_DIALOG_STATES, renderFrameDialog } from './dialog-states.js'

/**
 * axe's structural rules (names, roles, ARIA attributes and references, landmarks left to the
 * page) on every frame dialog state, in English and in Arabic (right to left). happy-dom does
 * no layout: colour contrast and target size are checked in Chromium (e2e).
 */
async function violations(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    resultTypes: ['violations'],
  })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

async function render(state: (typeof FRAME_DIALOG_STATES)[number]) {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  renderFrameDialog(root, state)
  // The approval renders after its queue settles (a few microtasks).
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return root
}

afterEach(async () => {
  await setFrameLocale('en')
})

describe.each(['en', 'ar'] as const)('frame dialogs in %s', (locale) => {
  it.each(FRAME_DIALOG_STATES)('%s: renders, with no axe violation', async (state) => {
    await setFrameLocale(locale)
    const root = await render(state)
    expect(root.textContent?.length).toBeGreaterThan(10)
    if (locale === 'ar' && state.startsWith('approval')) {
      expect(root.querySelector('[data-testid="frame-approve"]')?.textContent).toBe('موافقة')
    }
    document.documentElement.lang = locale
    expect(await violations(document.body)).toEqual([])
  })
})
