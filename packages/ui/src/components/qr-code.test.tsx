import { render, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { describe, expect, it, vi } from 'vitest'
import { foyerCss } from '../styles/foyer-css.js'
import { QrCode } from './qr-code.js'
import { drawQr } from './qr-matrix.js'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** The dark modules the rendered path draws, read back from its `M x y h n v1 h-n z` runs. */
function modulesOfPath(d: string): Set<string> {
  const modules = new Set<string>()
  const runs = d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)
  let consumed = 0
  for (const [run, x, y, length] of runs) {
    consumed += run.length
    for (let offset = 0; offset < Number(length); offset++) {
      modules.add(`${Number(x) + offset},${y}`)
    }
  }
  expect(consumed).toBe(d.length)
  return modules
}

/** The dark modules of a freshly encoded matrix (optionally without a centred square). */
function modulesOfMatrix(data: boolean[][], skip?: { start: number; end: number }) {
  const modules = new Set<string>()
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      const inSkip = skip && x >= skip.start && x < skip.end && y >= skip.start && y < skip.end
      if (dark && !inSkip) modules.add(`${x},${y}`)
    })
  })
  return modules
}

function renderedPath(container: HTMLElement): string {
  const path = container.querySelector('path.foyer-qr-modules')
  if (!path) throw new Error('no modules rendered')
  return path.getAttribute('d') ?? ''
}

describe('QrCode', () => {
  it('draws exactly the modules of the encoded text', () => {
    const { container } = render(<QrCode value={URI} label="Scan with your phone" />)
    const { data, size } = encode(URI, { ecc: 'M', border: 0 })
    expect(modulesOfPath(renderedPath(container))).toEqual(modulesOfMatrix(data))
    const svg = container.querySelector('svg')
    // The code plus a quiet zone of 4 modules on each side.
    expect(svg?.getAttribute('viewBox')).toBe(`0 0 ${size + 8} ${size + 8}`)
  })

  it('draws different modules for different text', () => {
    const a = render(<QrCode value="wc:aaaa@2" label="a" />)
    const b = render(<QrCode value="wc:aaab@2" label="b" />)
    expect(renderedPath(a.container)).not.toBe(renderedPath(b.container))
  })

  it('is an image named by its label', () => {
    render(<QrCode value={URI} label="Scan with your phone" />)
    expect(screen.getByRole('img', { name: 'Scan with your phone' })).toBeDefined()
  })

  it('uses the theme QR colour for its modules', () => {
    const { container } = render(<QrCode value={URI} label="QR" />)
    expect(container.querySelector('path')?.getAttribute('class')).toBe('foyer-qr-modules')
    expect(foyerCss).toContain('.foyer-qr-modules { fill: var(--foyer-qr-color); }')
  })

  it('with a logo, uses level H and leaves only the centre out', () => {
    const { container } = render(
      <QrCode value={URI} label="QR" logoSrc="data:image/png;base64,iVBORw0KGgo=" />,
    )
    const { data } = encode(URI, { ecc: 'H', border: 0 })
    const { logoArea, size } = drawQr(URI, 'H', true)
    expect(logoArea).toBeDefined()
    if (!logoArea) return
    // Centred, and a small share of the code (level H recovers 30%).
    expect(logoArea.start).toBe(size - logoArea.end)
    expect((logoArea.end - logoArea.start) ** 2 / size ** 2).toBeLessThan(0.08)
    expect(modulesOfPath(renderedPath(container))).toEqual(modulesOfMatrix(data, logoArea))
    expect(container.querySelector('image')?.getAttribute('href')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
  })

  it('shows a labelled spinner while there is no value yet', () => {
    render(<QrCode value="" label="QR" />)
    expect(screen.getByRole('status', { name: 'Loading QR code' })).toBeDefined()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('survives a value too long for any QR code', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(<QrCode value={'x'.repeat(5000)} label="QR" />)
    expect(screen.getByRole('img', { name: 'QR' })).toBeDefined()
    expect(container.querySelector('[data-foyer-qr-error]')).not.toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
