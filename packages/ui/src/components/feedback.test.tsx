import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AlertBar } from './alert-bar.js'
import { Spinner } from './spinner.js'
import { Toast } from './toast.js'

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Connecting" />)
    expect(screen.getByRole('status', { name: 'Connecting' })).toBeDefined()
    render(<Spinner />)
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined()
  })

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('Toast', () => {
  it('is a polite live region that stays mounted while empty', () => {
    const { rerender } = render(<Toast />)
    const region = screen.getByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.getAttribute('aria-atomic')).toBe('true')
    expect(region.textContent).toBe('')
    rerender(<Toast variant="success" message="Transaction started" />)
    expect(screen.getByRole('status')).toBe(region)
    expect(region.textContent).toBe('Transaction started')
    rerender(<Toast variant="success" message="Transaction started" open={false} />)
    expect(screen.getByRole('status')).toBe(region)
    expect(region.textContent).toBe('')
  })

  it('shows each variant with its marker; the loading spinner does not announce itself', () => {
    const { rerender } = render(<Toast variant="loading" message="Authenticating..." />)
    const region = screen.getByRole('status')
    expect(region.querySelector('.foyer-toast')?.getAttribute('data-variant')).toBe('loading')
    expect(region.querySelector('.foyer-spinner')?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getAllByRole('status')).toHaveLength(1)
    rerender(<Toast variant="error" message="Failed to fetch transactions" />)
    expect(region.querySelector('[data-foyer-icon="Warning"]')).not.toBeNull()
    rerender(<Toast variant="success" message="Copied" />)
    expect(region.querySelector('[data-foyer-icon="Check"]')).not.toBeNull()
  })
})

describe('AlertBar', () => {
  it('is an alert with its message and severity', () => {
    render(<AlertBar variant="warning" message="Session Expired" />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Session Expired')
    expect(alert.dataset.variant).toBe('warning')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('has a labelled dismiss button when dismissible', () => {
    const onDismiss = vi.fn()
    render(<AlertBar message="Network Not Found" onDismiss={onDismiss} dismissLabel="Hide" />)
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('uses an information marker for info', () => {
    const { container } = render(
      <AlertBar variant="info" message="Switch network in your wallet" />,
    )
    expect(container.querySelector('[data-foyer-icon="Info"]')).not.toBeNull()
  })
})
