import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Portal } from './portal.js'

describe('Portal', () => {
  it('renders into its own container in document.body and removes it on unmount', () => {
    const { container, unmount } = render(
      <Portal>
        <p>Inside</p>
      </Portal>,
    )
    const inside = screen.getByText('Inside')
    expect(container.contains(inside)).toBe(false)
    const portalContainer = inside.parentElement
    expect(portalContainer?.hasAttribute('data-foyer-portal')).toBe(true)
    expect(portalContainer?.parentElement).toBe(document.body)
    unmount()
    expect(portalContainer?.isConnected).toBe(false)
  })

  it('renders into a given container', () => {
    const target = document.createElement('section')
    document.body.appendChild(target)
    render(
      <Portal container={target}>
        <p>Here</p>
      </Portal>,
    )
    expect(target.textContent).toBe('Here')
    expect(document.querySelector('[data-foyer-portal]')).toBeNull()
    target.remove()
  })
})
