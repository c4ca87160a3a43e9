import { act, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useFocusTrap } from './use-focus-trap.js'

/**
 * A frame laid over the dialog from outside it, as the embedded wallet's FrameHost does it:
 * the iframe at the end of the page between its two edge markers; `owned` makes the dialog's
 * slot name it with `aria-owns`.
 */
function layFrameOutside(owned: boolean) {
  const frame = document.createElement('iframe')
  frame.id = 'wallet-frame'
  frame.title = 'Wallet'
  frame.tabIndex = 0
  const edge = (side: 'before' | 'after') => {
    const marker = document.createElement('span')
    marker.dataset.foyerFrameEdge = side
    marker.dataset.foyerFrameId = frame.id
    marker.tabIndex = 0
    return marker
  }
  const before = edge('before')
  const after = edge('after')
  document.body.append(before, frame, after)
  if (owned) screen.getByTestId('slot').setAttribute('aria-owns', frame.id)
  return { frame, before, after }
}

function Dialog() {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  useFocusTrap(element, true)
  return (
    <div ref={setElement} role="dialog" tabIndex={-1}>
      <button type="button">Above</button>
      <div data-testid="slot" />
      <button type="button">Below</button>
    </div>
  )
}

async function setup(owned: boolean) {
  const user = userEvent.setup()
  render(
    <>
      <button type="button">Page</button>
      <Dialog />
    </>,
  )
  const parts = layFrameOutside(owned)
  const above = screen.getByRole('button', { name: 'Above' })
  const below = screen.getByRole('button', { name: 'Below' })
  act(() => above.focus())
  return { user, above, below, ...parts }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('useFocusTrap with a frame laid over the dialog', () => {
  it('Tab reaches the owned frame at its slot, and focus may rest in it', async () => {
    const { user, frame } = await setup(true)
    await user.tab()
    expect(document.activeElement).toBe(frame)
  })

  it('Shift+Tab from the element after the slot goes into the frame', async () => {
    const { user, below, frame } = await setup(true)
    act(() => below.focus())
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(frame)
  })

  it('a frame shown and focused by its host keeps the focus', async () => {
    const { frame } = await setup(true)
    act(() => frame.focus())
    expect(document.activeElement).toBe(frame)
  })

  it('Tab out of the frame goes on after the slot; Shift+Tab before it', async () => {
    const { above, below, before, after, frame } = await setup(true)
    act(() => frame.focus())
    act(() => after.focus())
    expect(document.activeElement).toBe(below)
    act(() => frame.focus())
    act(() => before.focus())
    expect(document.activeElement).toBe(above)
  })

  it('wraps from the last element to the first with the frame in the cycle', async () => {
    const { user, above, below, frame } = await setup(true)
    act(() => below.focus())
    await user.tab()
    expect(document.activeElement).toBe(above)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(below)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(frame)
  })

  it('a frame no slot owns stays outside: its focus is brought back into the dialog', async () => {
    const { above, frame, after } = await setup(false)
    act(() => frame.focus())
    expect(document.activeElement).toBe(above)
    act(() => after.focus())
    expect(document.activeElement).toBe(above)
  })
})
