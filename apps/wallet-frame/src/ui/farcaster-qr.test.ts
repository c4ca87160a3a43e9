// @vitest-environment happy-dom
import { encode } from 'uqr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FarcasterQr, type FarcasterQrTexts } from './farcaster-qr.js'

const URL_WITH_TOKEN =
  'https://farcaster.example/~/siwf?channelToken=secret-channel&nonce=abcdef123456&domain=app.example'

const TEXTS: FarcasterQrTexts = {
  qrLabel: 'Farcaster sign-in QR code',
  openLabel: 'Open in Farcaster',
  copyLabel: 'Copy link',
  copiedLabel: 'Link copied',
  copyFailedLabel: 'Could not copy the link',
}

function setup(clipboard?: Pick<Clipboard, 'writeText'>) {
  const root = document.createElement('div')
  document.body.append(root)
  return { root, qr: new FarcasterQr(root, clipboard) }
}

/** The dark modules the SVG path draws, as a grid (the quiet zone of 2 removed). */
function drawnGrid(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) {
      const row = grid[Number(y) - 2] as boolean[]
      row[Number(x) - 2 + i] = true
    }
  }
  return grid
}

afterEach(() => {
  document.body.replaceChildren()
})

describe("the frame's Farcaster QR code", () => {
  it('draws exactly the QR modules of the channel URL, named by the host-given label', () => {
    const { root, qr } = setup()
    qr.show(URL_WITH_TOKEN, TEXTS)
    const svg = root.querySelector('svg') as SVGSVGElement
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('aria-label')).toBe('Farcaster sign-in QR code')
    const { data, size } = encode(URL_WITH_TOKEN, { ecc: 'M', border: 0 })
    const path = svg.querySelector('path')?.getAttribute('d') ?? ''
    expect(drawnGrid(path, size)).toEqual(data)
  })

  it('links to the channel URL in a new tab, focused, without opener or referrer', () => {
    const { root, qr } = setup()
    qr.show(URL_WITH_TOKEN, TEXTS)
    const link = root.querySelector('a') as HTMLAnchorElement
    expect(link.href).toBe(URL_WITH_TOKEN)
    expect(link.textContent).toBe('Open in Farcaster')
    expect(link.target).toBe('_blank')
    expect(link.rel).toBe('noopener noreferrer')
    expect(document.activeElement).toBe(link)
  })

  it('copies the link in the frame and says so; a refused clipboard says it failed', async () => {
    const writeText = vi.fn(async () => undefined)
    const ok = setup({ writeText })
    ok.qr.show(URL_WITH_TOKEN, TEXTS)
    const button = ok.root.querySelector('button') as HTMLButtonElement
    expect(button.textContent).toBe('Copy link')
    button.click()
    await vi.waitFor(() =>
      expect(ok.root.querySelector('[role="status"]')?.textContent).toBe('Link copied'),
    )
    expect(writeText).toHaveBeenCalledWith(URL_WITH_TOKEN)

    const refused = setup({ writeText: async () => Promise.reject(new Error('denied')) })
    refused.qr.show(URL_WITH_TOKEN, TEXTS)
    ;(refused.root.querySelector('button') as HTMLButtonElement).click()
    await vi.waitFor(() =>
      expect(refused.root.querySelector('[role="status"]')?.textContent).toBe(
        'Could not copy the link',
      ),
    )
  })

  it('hide removes the code and the link', () => {
    const { root, qr } = setup()
    qr.show(URL_WITH_TOKEN, TEXTS)
    qr.hide()
    expect(root.innerHTML).toBe('')
  })
})
