import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestClient } from '../test-utils/test-client.js'
import { hideToast, showToast } from './show-toast.js'

describe('toasts (SPEC §2)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows at once when none is open, in each variant', () => {
    const client = createTestClient()
    for (const variant of ['loading', 'success', 'error'] as const) {
      hideToast(client)
      showToast(client, variant, `a ${variant} toast`)
      expect(client.stores.toast.getState()).toMatchObject({
        open: true,
        variant,
        message: `a ${variant} toast`,
      })
    }
  })

  it('closes an open toast and shows the next one 150 ms later', () => {
    const client = createTestClient()
    showToast(client, 'loading', 'Authenticating...')
    showToast(client, 'success', 'Transaction started')
    expect(client.stores.toast.getState()).toMatchObject({
      open: false,
      message: 'Authenticating...',
    })
    vi.advanceTimersByTime(149)
    expect(client.stores.toast.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(client.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Transaction started',
    })
  })

  it('a toast asked for during the wait replaces the waiting one', () => {
    const client = createTestClient()
    showToast(client, 'loading', 'first')
    showToast(client, 'success', 'second')
    vi.advanceTimersByTime(100)
    showToast(client, 'error', 'third')
    vi.advanceTimersByTime(150)
    expect(client.stores.toast.getState()).toMatchObject({ open: true, message: 'third' })
    vi.runAllTimers()
    expect(client.stores.toast.getState().message).toBe('third')
  })

  it('hide drops a waiting toast', () => {
    const client = createTestClient()
    showToast(client, 'loading', 'first')
    showToast(client, 'success', 'second')
    hideToast(client)
    vi.runAllTimers()
    expect(client.stores.toast.getState()).toMatchObject({ open: false, message: 'first' })
  })

  it('counts toasts so the view can restart its timer for a repeated message', () => {
    const client = createTestClient()
    showToast(client, 'error', 'same')
    const first = client.stores.toast.getState().id
    showToast(client, 'error', 'same')
    vi.advanceTimersByTime(150)
    expect(client.stores.toast.getState().id).toBe(first + 1)
  })
})
