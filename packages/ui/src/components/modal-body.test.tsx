import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModalBody } from './modal-body.js'
import { ModalView } from './modal-view.js'

// happy-dom does no layout: the content's height and its resize notifications are the
// browser's part, supplied here; what is tested is that the body follows them.
class ControlledResizeObserver {
  static instances: ControlledResizeObserver[] = []
  readonly targets: Element[] = []
  constructor(readonly callback: ResizeObserverCallback) {
    ControlledResizeObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0
  }
  notify() {
    this.callback([], this as unknown as ResizeObserver)
  }
}

function setContentHeight(element: HTMLElement, height: number) {
  Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height })
}

afterEach(() => {
  vi.unstubAllGlobals()
  ControlledResizeObserver.instances = []
})

describe('ModalBody', () => {
  it("follows its content's height, so the height transition can run", () => {
    vi.stubGlobal('ResizeObserver', ControlledResizeObserver)
    const { container } = render(
      <ModalBody>
        <p>Content</p>
      </ModalBody>,
    )
    const body = container.querySelector<HTMLElement>('.foyer-modal-body')
    const content = container.querySelector<HTMLElement>('.foyer-modal-body-content')
    if (!body || !content) throw new Error('body not rendered')
    const observer = ControlledResizeObserver.instances[0]
    expect(observer?.targets).toEqual([content])
    setContentHeight(content, 320)
    act(() => observer?.notify())
    expect(body.style.height).toBe('320px')
    setContentHeight(content, 180)
    act(() => observer?.notify())
    expect(body.style.height).toBe('180px')
  })

  it('stops observing when unmounted', () => {
    vi.stubGlobal('ResizeObserver', ControlledResizeObserver)
    const { unmount } = render(<ModalBody>x</ModalBody>)
    const observer = ControlledResizeObserver.instances[0]
    unmount()
    expect(observer?.targets).toEqual([])
  })

  it('does not scroll while its height changes, and is a tab stop once it really scrolls', () => {
    vi.useFakeTimers()
    vi.stubGlobal('ResizeObserver', ControlledResizeObserver)
    const { container } = render(
      <ModalBody>
        <p>Loading…</p>
      </ModalBody>,
    )
    const body = container.querySelector<HTMLElement>('.foyer-modal-body')
    const content = container.querySelector<HTMLElement>('.foyer-modal-body-content')
    if (!body || !content) throw new Error('body not rendered')
    const observer = ControlledResizeObserver.instances[0]
    setContentHeight(content, 300)
    act(() => observer?.notify())
    setContentHeight(content, 900)
    act(() => observer?.notify())
    expect(body.hasAttribute('data-resizing')).toBe(true)
    // The screen allows 600 px: once the 150 ms transition is over, the body scrolls.
    Object.defineProperty(body, 'clientHeight', { configurable: true, value: 600 })
    Object.defineProperty(body, 'scrollHeight', { configurable: true, value: 900 })
    act(() => vi.advanceTimersByTime(200))
    expect(body.hasAttribute('data-resizing')).toBe(false)
    expect(body.tabIndex).toBe(0)
    // Content that fits again: no tab stop.
    setContentHeight(content, 400)
    Object.defineProperty(body, 'scrollHeight', { configurable: true, value: 400 })
    act(() => observer?.notify())
    act(() => vi.advanceTimersByTime(200))
    expect(body.hasAttribute('tabindex')).toBe(false)
    vi.useRealTimers()
  })

  it('keeps its natural height where ResizeObserver does not exist', () => {
    vi.stubGlobal('ResizeObserver', undefined)
    const { container } = render(<ModalBody>x</ModalBody>)
    expect(container.querySelector<HTMLElement>('.foyer-modal-body')?.style.height).toBe('')
  })
})

describe('ModalView', () => {
  it('mounts a new element (replaying the enter transition) when the view changes', () => {
    const { rerender } = render(<ModalView viewKey="Connect">Connect</ModalView>)
    const first = screen.getByText('Connect')
    rerender(<ModalView viewKey="Connect">Connect</ModalView>)
    expect(screen.getByText('Connect')).toBe(first)
    rerender(
      <ModalView viewKey="AllWallets" direction="back">
        All wallets
      </ModalView>,
    )
    const second = screen.getByText('All wallets')
    expect(second).not.toBe(first)
    expect(second.dataset.view).toBe('AllWallets')
    expect(second.dataset.direction).toBe('back')
  })
})
