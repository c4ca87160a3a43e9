import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CopyIcon } from '../icons/icons.js'
import { Button } from './button.js'
import { IconButton } from './icon-button.js'

describe('Button', () => {
  it('is a button of type button with its text as name', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Connect</Button>)
    const button = screen.getByRole('button', { name: 'Connect' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.dataset.variant).toBe('primary')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('while loading: busy, ignores clicks, stays focusable, keeps its name', () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Sign
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Sign' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.hasAttribute('disabled')).toBe(false)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    button.focus()
    expect(document.activeElement).toBe(button)
    // The spinner inside is decorative: the button already says it is busy.
    expect(screen.queryByRole('status')).toBeNull()
    expect(button.querySelector('.foyer-spinner')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('does not fire when disabled', () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onClick).not.toHaveBeenCalled()
  })

  it('renders each variant and size', () => {
    render(
      <>
        <Button variant="secondary" size="sm">
          a
        </Button>
        <Button variant="ghost" size="lg" fullWidth>
          b
        </Button>
        <Button variant="danger">c</Button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'a' }).dataset).toMatchObject({
      variant: 'secondary',
      size: 'sm',
    })
    expect(screen.getByRole('button', { name: 'b' }).className).toContain('foyer-button-full')
    expect(screen.getByRole('button', { name: 'c' }).dataset.variant).toBe('danger')
  })

  it('forwards its ref', () => {
    const ref = { current: null as HTMLButtonElement | null }
    render(<Button ref={ref}>x</Button>)
    expect(ref.current?.tagName).toBe('BUTTON')
  })
})

describe('IconButton', () => {
  it('is named by its label and shows it as a tooltip; the icon is decorative', () => {
    render(<IconButton label="Copy address" icon={<CopyIcon />} />)
    const button = screen.getByRole('button', { name: 'Copy address' })
    expect(button.getAttribute('title')).toBe('Copy address')
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(button.textContent).toBe('')
  })
})
