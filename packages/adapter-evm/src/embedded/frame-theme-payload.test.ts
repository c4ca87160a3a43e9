import { FRAME_REQUESTS } from '@foyer/frame-bridge'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { frameThemePayload } from './frame-theme-payload.js'

afterEach(() => vi.restoreAllMocks())

describe('frameThemePayload: the modal theme as SYNC_THEME carries it (SPEC §3)', () => {
  it("sends Foyer's variables and the same theme in AppKit's names", () => {
    const warn = vi.spyOn(console, 'warn')
    const payload = frameThemePayload({
      themeMode: 'dark',
      themeVariables: {
        '--foyer-accent': '#1c7a4f',
        '--foyer-color-mix': '#000',
        '--foyer-color-mix-strength': 20,
        '--foyer-font-family': 'Inter, sans-serif',
        '--foyer-border-radius': '8px',
        '--foyer-z-index': 1000,
        '--foyer-qr-color': '#0b3d91',
      },
    })
    expect(warn).not.toHaveBeenCalled()
    expect(payload.themeMode).toBe('dark')
    expect(payload.themeVariables).toMatchObject({ '--foyer-qr-color': '#0b3d91' })
    expect(payload.w3mThemeVariables).toEqual({
      '--w3m-accent': '#1c7a4f',
      '--w3m-color-mix': '#000',
      '--w3m-color-mix-strength': 20,
      '--w3m-font-family': 'Inter, sans-serif',
      '--w3m-border-radius-master': '8px',
      '--w3m-z-index': 1000,
    })
    expect(FRAME_REQUESTS.SYNC_THEME.request.safeParse(payload).success).toBe(true)
  })

  it("keeps an app's own AppKit names with the others; Foyer's names are mapped over them", () => {
    const payload = frameThemePayload({
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#aa0000', '--foyer-accent': '#1c7a4f' },
    })
    expect(payload.themeVariables).toEqual({
      '--w3m-accent': '#aa0000',
      '--foyer-accent': '#1c7a4f',
    })
    expect(payload.w3mThemeVariables).toEqual({ '--w3m-accent': '#1c7a4f' })
  })

  it('leaves out what the bridge would refuse, so the mode and the good values still arrive', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const payload = frameThemePayload({
      themeMode: 'dark',
      themeVariables: {
        '--foyer-accent': '#1c7a4f',
        '--foyer-font-family': 'x'.repeat(10_000),
        'color;}body{display:none': 'red',
        '--foyer-z-index': Number.POSITIVE_INFINITY,
      },
    })
    const named = warn.mock.calls.map(([message]) => String(message).split(' ')[3]).sort()
    expect(named).toEqual(['--foyer-font-family', '--foyer-z-index', 'color;}body{display:none'])
    expect(payload).toEqual({
      themeMode: 'dark',
      themeVariables: { '--foyer-accent': '#1c7a4f' },
      w3mThemeVariables: { '--w3m-accent': '#1c7a4f' },
    })
    expect(FRAME_REQUESTS.SYNC_THEME.request.safeParse(payload).success).toBe(true)
  })
})
