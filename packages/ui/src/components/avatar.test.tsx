import { fireEvent, render } from '@testing-library/react'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Avatar } from './avatar.js'
import { IDENTICON_GRID, identiconDesign } from './identicon.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

/** The avatar's drawing, without the per-instance gradient id. */
function drawing(container: HTMLElement): string {
  const svg = container.querySelector('svg[data-foyer-identicon]')
  if (!svg) throw new Error('no identicon')
  return svg.outerHTML.replaceAll(/foyer-identicon-[\w-]+/g, 'ID')
}

const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`)

describe('identiconDesign', () => {
  it('is deterministic per address', () => {
    fc.assert(
      fc.property(fc.oneof(hexAddress, fc.string({ minLength: 1 })), (address) => {
        expect(identiconDesign(address)).toEqual(identiconDesign(address))
      }),
    )
  })

  it('differs between addresses', () => {
    fc.assert(
      fc.property(hexAddress, hexAddress, (a, b) => {
        fc.pre(a !== b)
        expect(identiconDesign(a)).not.toEqual(identiconDesign(b))
      }),
      { seed: 42, numRuns: 500 },
    )
  })

  it('differs for addresses one bit apart', () => {
    const flipped = `${ADDRESS.slice(0, -1)}6`
    expect(identiconDesign(flipped)).not.toEqual(identiconDesign(ADDRESS))
  })

  it('ignores the case of hex addresses but not of other encodings', () => {
    expect(identiconDesign(ADDRESS.toLowerCase())).toEqual(identiconDesign(ADDRESS))
    const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    expect(identiconDesign(solana.toLowerCase())).not.toEqual(identiconDesign(solana))
  })

  it('is mirrored left-right on a 5 × 5 grid', () => {
    fc.assert(
      fc.property(hexAddress, (address) => {
        const { cells } = identiconDesign(address)
        expect(cells).toHaveLength(IDENTICON_GRID * IDENTICON_GRID)
        for (let row = 0; row < IDENTICON_GRID; row++) {
          for (let column = 0; column < IDENTICON_GRID; column++) {
            expect(cells[row * IDENTICON_GRID + column]).toBe(
              cells[row * IDENTICON_GRID + (IDENTICON_GRID - 1 - column)],
            )
          }
        }
      }),
    )
  })
})

describe('Avatar', () => {
  it('draws the same identicon for the same address, another for another', () => {
    const a = render(<Avatar address={ADDRESS} />)
    const again = render(<Avatar address={ADDRESS} />)
    const other = render(<Avatar address="0x0000000000000000000000000000000000000001" />)
    expect(drawing(again.container)).toBe(drawing(a.container))
    expect(drawing(other.container)).not.toBe(drawing(a.container))
  })

  it('gives each instance its own gradient id', () => {
    const { container } = render(
      <>
        <Avatar address={ADDRESS} />
        <Avatar address={ADDRESS} />
      </>,
    )
    const ids = Array.from(container.querySelectorAll('linearGradient'), (node) => node.id)
    expect(new Set(ids).size).toBe(2)
    const fill = container.querySelector('svg > rect')?.getAttribute('fill')
    expect(fill).toBe(`url(#${ids[0]})`)
  })

  it('shows a profile image, and the identicon when it fails to load', () => {
    const { container } = render(<Avatar address={ADDRESS} src="https://example.test/a.png" />)
    const image = container.querySelector('img')
    expect(image?.getAttribute('src')).toBe('https://example.test/a.png')
    expect(container.querySelector('svg')).toBeNull()
    if (image) fireEvent.error(image)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg[data-foyer-identicon]')).not.toBeNull()
  })

  it('is decorative without a label and an image with one', () => {
    const plain = render(<Avatar address={ADDRESS} />)
    expect(plain.container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
    const labelled = render(<Avatar address={ADDRESS} label="Your account" />)
    expect(labelled.getByRole('img', { name: 'Your account' })).toBeDefined()
  })
})
