import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import * as icons from './icons.js'

const ALL = Object.entries(icons)

describe('icons', () => {
  it('has every icon the modal needs', () => {
    expect(Object.keys(icons).sort()).toEqual(
      [
        'BackIcon',
        'CheckIcon',
        'ChevronIcon',
        'CloseIcon',
        'CopyIcon',
        'DisconnectIcon',
        'ExternalLinkIcon',
        'InfoIcon',
        'NetworkIcon',
        'QrIcon',
        'RefreshIcon',
        'SearchIcon',
        'WalletIcon',
        'WarningIcon',
      ].sort(),
    )
  })

  it.each(ALL)('%s is inline SVG in currentColor, decorative by default', (_, Icon) => {
    const { container } = render(<Icon />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('stroke')).toBe('currentColor')
    expect(svg?.childElementCount).toBeGreaterThan(0)
    expect(container.innerHTML).not.toMatch(/href|url\(/)
  })

  it.each(ALL)('%s is an image named by its label when given one', (name, Icon) => {
    render(<Icon label={name} />)
    expect(screen.getByRole('img', { name })).toBeDefined()
  })

  it('mirrors exactly the icons that point along the text', () => {
    const directional = ALL.filter(([, Icon]) => {
      const { container } = render(<Icon />)
      return container.querySelector('svg')?.classList.contains('foyer-icon-directional')
    }).map(([name]) => name)
    expect(directional.sort()).toEqual(['BackIcon', 'ChevronIcon', 'ExternalLinkIcon'])
  })
})
