import {
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_WIDTH_PX,
  VIEW_TRANSITION_MS,
} from '@foyer/common'
import { describe, expect, it } from 'vitest'
import { foyerCss } from './foyer-css.js'

/** The declaration block of the first rule whose selector list contains `selector`. */
function ruleFor(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`(?:^|[},\\n])\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(foyerCss)
  if (!match?.[1]) throw new Error(`no rule for ${selector}`)
  return match[1]
}

describe('foyerCss', () => {
  it('turns every animation and transition off under prefers-reduced-motion', () => {
    const block = /@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/.exec(foyerCss)?.[1]
    expect(block).toBeDefined()
    expect(block).toContain('.foyer-root *')
    expect(block).toMatch(/animation: none !important/)
    expect(block).toMatch(/transition: none !important/)
  })

  it("uses SPEC §2's width and durations", () => {
    expect(MODAL_WIDTH_PX).toBe(360)
    expect(ruleFor('.foyer-modal')).toContain(`inline-size: ${MODAL_WIDTH_PX}px`)
    expect(ruleFor('.foyer-modal-title')).toContain(`${HEADER_TEXT_ANIMATION_MS}ms`)
    expect(HEADER_TEXT_ANIMATION_MS).toBe(120)
    expect(ruleFor('.foyer-modal-body')).toContain(
      `transition: height ${MODAL_HEIGHT_ANIMATION_MS}ms`,
    )
    expect(MODAL_HEIGHT_ANIMATION_MS).toBe(150)
    expect(ruleFor('.foyer-modal-view')).toContain(`${VIEW_TRANSITION_MS}ms`)
    expect(VIEW_TRANSITION_MS).toBe(150)
  })

  it('draws the modal content in the first frame: nothing around a view fades in from opacity 0', () => {
    const keyframes = (name: string) => {
      const match = new RegExp(`@keyframes ${name} \\{([\\s\\S]*?)\\n?\\}\\n`).exec(foyerCss)
      if (!match?.[1]) throw new Error(`no keyframes ${name}`)
      return match[1]
    }
    const animationOf = (selector: string) => /animation: ([\w-]+)/.exec(ruleFor(selector))?.[1]
    expect(animationOf('.foyer-overlay')).toBe('foyer-backdrop-in')
    expect(keyframes('foyer-backdrop-in')).not.toContain('opacity')
    expect(animationOf('.foyer-modal')).toBe('foyer-modal-in')
    expect(keyframes('foyer-modal-in')).not.toContain('opacity')
    for (const name of ['foyer-view-in-forward', 'foyer-view-in-back']) {
      const from = /from \{ opacity: ([\d.]+)/.exec(keyframes(name))?.[1]
      expect(Number(from), name).toBeGreaterThanOrEqual(0.5)
    }
  })

  it('names only classes prefixed foyer-', () => {
    const withoutStrings = foyerCss.replace(/"[^"]*"/g, '""')
    const classes = withoutStrings.match(/\.[a-zA-Z_-][\w-]*/g) ?? []
    expect(classes.length).toBeGreaterThan(50)
    for (const name of classes) expect(name).toMatch(/^\.foyer-/)
  })

  it('uses logical properties only, so right-to-left layouts mirror', () => {
    expect(foyerCss).not.toMatch(/\b(margin|padding|border)-(left|right)\b/)
    expect(foyerCss).not.toMatch(/[\s;{](left|right|width|height)\s*:/)
    expect(foyerCss).not.toMatch(/text-align:\s*(left|right)/)
  })

  it('loads nothing from outside (no font, image or import)', () => {
    expect(foyerCss).not.toMatch(/url\(|@import|@font-face/)
  })

  it('mirrors directional icons in right-to-left', () => {
    expect(foyerCss).toMatch(/\.foyer-icon-directional:dir\(rtl\) \{ transform: scaleX\(-1\); \}/)
  })
})
