// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApprovalDialog, type ApprovalRequest } from './approval-dialog.js'
import { ENABLE_DELAY_MS } from './approval-guard.js'
import { frameMessages } from './messages.js'

const REQUEST: ApprovalRequest = {
  title: 'Sign this message',
  origin: 'https://dapp.example',
  chain: { id: 31337, name: 'Foyer Devnet' },
  details: ['hello'],
}

/** An IntersectionObserver v2 whose visibility reports the test sends. */
class FakeObserver {
  static last: FakeObserver | undefined
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this
  }
  observe() {}
  disconnect() {}
  report(isVisible: boolean) {
    const entry = { isVisible, intersectionRatio: 1 } as unknown as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

function trusted<E extends Event>(event: E): E {
  Object.defineProperty(event, 'isTrusted', { value: true })
  return event
}

async function open(request = REQUEST) {
  const root = document.createElement('div')
  document.body.replaceChildren(root)
  const answer = new ApprovalDialog(root).ask(request)
  // The dialog renders after the queue's previous answer settled (a few microtasks).
  for (let i = 0; i < 5; i++) await Promise.resolve()
  const get = (id: string) => root.querySelector(`[data-testid="${id}"]`) as HTMLButtonElement
  const dialog = root.querySelector('[role="dialog"]') as HTMLElement
  return { answer, root, dialog, approve: get('frame-approve'), reject: get('frame-reject'), get }
}

describe('approval dialog without visibility tracking', () => {
  it('keeps Approve off and says why; Reject still works', async () => {
    const { approve, reject, get, answer } = await open()
    expect(approve.disabled).toBe(true)
    expect(get('frame-guard').textContent).toBe(frameMessages.GUARD_UNSUPPORTED)
    approve.dispatchEvent(trusted(new MouseEvent('click')))
    expect(reject.disabled).toBe(false)
    reject.dispatchEvent(trusted(new MouseEvent('click')))
    expect(await answer).toBe(false)
  })
})

describe('approval dialog: the simulated changes', () => {
  it('shows them under their heading, as text, above the details; none without', async () => {
    const simulation = ['You send 1 ETH', '<b>You receive</b> 2 FOY']
    const { get, reject, answer } = await open({ ...REQUEST, simulation })
    const section = get('frame-simulation')
    expect(section.querySelector('h2')?.textContent).toBe(frameMessages.SIMULATION_HEADING)
    expect([...section.querySelectorAll('li')].map((item) => item.textContent)).toEqual(simulation)
    expect(section.querySelector('b')).toBeNull()
    expect(section.compareDocumentPosition(section.parentElement!.querySelector('.details')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    reject.dispatchEvent(trusted(new MouseEvent('click')))
    await answer
    const plain = await open()
    expect(plain.get('frame-simulation')).toBeNull()
  })
})

describe('approval dialog with IntersectionObserver v2', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    const entry = class {}
    Object.defineProperty(entry.prototype, 'isVisible', { value: false })
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal('IntersectionObserverEntry', entry)
    Object.assign(document.defaultView as Window, {
      IntersectionObserver: FakeObserver,
      IntersectionObserverEntry: entry,
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('names the chain, focuses the dialog (never Approve), starts disabled', async () => {
    const { approve, dialog, get } = await open()
    expect(get('frame-chain').textContent).toBe('Network: Foyer Devnet (chain id 31337)')
    expect(document.activeElement).toBe(dialog)
    expect(approve.disabled).toBe(true)
    expect(get('frame-guard').textContent).toBe(frameMessages.GUARD_HIDDEN)
  })

  it(`enables only ${ENABLE_DELAY_MS} ms after it became visible AND after a pointer movement`, async () => {
    const { approve, dialog, answer, get } = await open()
    FakeObserver.last?.report(true)
    expect(get('frame-guard').textContent).toBe(frameMessages.GUARD_WAITING)
    // A pointer movement alone, right away: not yet.
    dialog.dispatchEvent(trusted(new PointerEvent('pointermove', { bubbles: true })))
    approve.dispatchEvent(trusted(new MouseEvent('click')))
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(ENABLE_DELAY_MS + 5)
    expect(approve.disabled).toBe(false)
    approve.dispatchEvent(trusted(new MouseEvent('click')))
    expect(await answer).toBe(true)
  })

  it('the delay alone does not enable it; a synthetic pointer movement does not count', async () => {
    const { approve, dialog } = await open()
    FakeObserver.last?.report(true)
    vi.advanceTimersByTime(ENABLE_DELAY_MS * 3)
    expect(approve.disabled).toBe(true)
    dialog.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }))
    expect(approve.disabled).toBe(true)
  })

  it('covering or hiding it turns the buttons off and starts over', async () => {
    const { approve, dialog, answer } = await open()
    FakeObserver.last?.report(true)
    dialog.dispatchEvent(trusted(new PointerEvent('pointermove', { bubbles: true })))
    vi.advanceTimersByTime(ENABLE_DELAY_MS + 5)
    expect(approve.disabled).toBe(false)
    FakeObserver.last?.report(false)
    expect(approve.disabled).toBe(true)
    approve.dispatchEvent(trusted(new MouseEvent('click')))
    FakeObserver.last?.report(true)
    vi.advanceTimersByTime(ENABLE_DELAY_MS + 5)
    // Visible again, but no pointer movement since: still off.
    expect(approve.disabled).toBe(true)
    let settled = false
    void answer.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
  })
})
