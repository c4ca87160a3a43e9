/**
 * The clickjacking guard of the approval dialog. The host page positions and styles the
 * frame's iframe: it can make it transparent, cover it with a decoy, or time a double click so
 * that the second click lands on Approve. So the dialog's buttons act only when:
 *
 * - the browser says the dialog is fully visible (IntersectionObserver v2, `trackVisibility`:
 *   not covered, not transparent, not filtered or distorted) — a browser that cannot tell
 *   (no `isVisible`) never enables Approve;
 * - {@link ENABLE_DELAY_MS} have passed since it became visible (a click meant for the host
 *   page does not land on it);
 * - the user's pointer moved over it since then (a real look at the dialog, not a key press or
 *   a click that was already on its way).
 *
 * Losing visibility starts everything over.
 */

/** How long the dialog must have been fully visible before its buttons act (500–700 ms). */
export const ENABLE_DELAY_MS = 600
/** IntersectionObserver v2's minimum delay between visibility reports. */
const VISIBILITY_DELAY_MS = 100

/** Why the buttons do or do not act right now. */
export type GuardState =
  /** The browser cannot report visibility: Approve stays disabled. */
  | 'unsupported'
  /** Not (yet) fully visible: covered, transparent, off screen, or before the first report. */
  | 'hidden'
  /** Visible, waiting for the delay and a pointer movement over the dialog. */
  | 'waiting'
  /** Visible long enough with a pointer movement since: the buttons act. */
  | 'ready'

type ObserverWindow = Window & {
  IntersectionObserver?: typeof IntersectionObserver
  IntersectionObserverEntry?: typeof IntersectionObserverEntry
}

/** Whether this browser reports IntersectionObserver v2 visibility (`isVisible`). */
export function supportsVisibilityTracking(win: Window): boolean {
  const w = win as ObserverWindow
  return (
    typeof w.IntersectionObserver === 'function' &&
    typeof w.IntersectionObserverEntry === 'function' &&
    'isVisible' in w.IntersectionObserverEntry.prototype
  )
}

/** Watches one dialog element and reports when its buttons may act. */
export class ApprovalGuard {
  private state: GuardState | undefined
  private visibleSince: number | undefined
  private pointerMovedAt: number | undefined
  private observer: IntersectionObserver | undefined
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly onPointerMove = (event: PointerEvent) => {
    if (!event.isTrusted || this.visibleSince === undefined) return
    this.pointerMovedAt = this.now()
    this.update()
  }

  constructor(
    private readonly dialog: HTMLElement,
    private readonly onChange: (state: GuardState) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Starts watching; reports the first state at once. */
  start(): void {
    const win = this.dialog.ownerDocument.defaultView as Window
    if (!supportsVisibilityTracking(win)) {
      this.set('unsupported')
      return
    }
    this.set('hidden')
    this.dialog.addEventListener('pointermove', this.onPointerMove)
    const Observer = (win as ObserverWindow).IntersectionObserver as typeof IntersectionObserver
    // `trackVisibility` and `delay` are IntersectionObserver v2 (not in every DOM typing yet).
    const options = { threshold: [1], trackVisibility: true, delay: VISIBILITY_DELAY_MS }
    this.observer = new Observer((entries) => {
      const last = entries[entries.length - 1] as IntersectionObserverEntry & {
        isVisible?: boolean
      }
      this.visibilityChanged(last.isVisible === true && last.intersectionRatio >= 1)
    }, options as IntersectionObserverInit)
    this.observer.observe(this.dialog)
  }

  /** Stops watching (the dialog closed). */
  stop(): void {
    this.observer?.disconnect()
    this.dialog.removeEventListener('pointermove', this.onPointerMove)
    if (this.timer) clearTimeout(this.timer)
  }

  /** True only while the buttons may act (checked again at the click itself). */
  canAct(): boolean {
    this.update()
    return this.state === 'ready'
  }

  /** The current state. */
  current(): GuardState | undefined {
    return this.state
  }

  /** Called with each visibility report (the IntersectionObserver's, or a test's). */
  visibilityChanged(visible: boolean): void {
    if (this.state === 'unsupported') return
    if (!visible) {
      this.visibleSince = undefined
      this.pointerMovedAt = undefined
    } else if (this.visibleSince === undefined) {
      this.visibleSince = this.now()
      if (this.timer) clearTimeout(this.timer)
      this.timer = setTimeout(() => this.update(), ENABLE_DELAY_MS + 1)
    }
    this.update()
  }

  private update(): void {
    if (this.state === 'unsupported') return
    if (this.visibleSince === undefined) {
      this.set('hidden')
      return
    }
    const shownLongEnough = this.now() - this.visibleSince >= ENABLE_DELAY_MS
    this.set(shownLongEnough && this.pointerMovedAt !== undefined ? 'ready' : 'waiting')
  }

  private set(state: GuardState): void {
    if (state === this.state) return
    this.state = state
    this.onChange(state)
  }
}
