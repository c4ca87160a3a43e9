import type { Page } from 'playwright-core'

/**
 * Timers a view uses to change itself shortly after rendering: a lookup's debounce (300 ms),
 * a retry enabled after a second. Shorter ones are frames and microtask-like hops; longer
 * ones (toasts leaving) are not part of what a story shows.
 */
const SHORT_TIMER_MS = { min: 100, max: 2_000 }

/** Longest wait for the timers pending at one moment. */
const DRAIN_CAP_MS = 2_500

/**
 * Counts the page's pending short `setTimeout`s. Registered after the fixed clock, so it wraps
 * whatever timers that clock installed.
 */
function installTimerTracker(range: { min: number; max: number }): void {
  const pending = new Set<unknown>()
  const setTimer = window.setTimeout.bind(window)
  const clearTimer = window.clearTimeout.bind(window)
  const tracked = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const delay = Number(ms) || 0
    if (typeof handler !== 'function' || delay < range.min || delay > range.max) {
      return setTimer(handler, ms, ...args)
    }
    const id = setTimer(() => {
      pending.delete(id)
      ;(handler as (...values: unknown[]) => void)(...args)
    }, ms)
    pending.add(id)
    return id
  }) as typeof window.setTimeout
  window.setTimeout = tracked
  window.clearTimeout = ((id?: number) => {
    pending.delete(id)
    clearTimer(id)
  }) as typeof window.clearTimeout
  ;(window as { __foyerShortTimers?: () => unknown[] }).__foyerShortTimers = () => [...pending]
}

/** The short timers of a story's page. */
export interface StoryTimers {
  /**
   * Resolves once every short timer pending now has fired or been cleared (at most
   * 2.5 s). Timers set meanwhile wait for the next call: a ticking countdown never blocks.
   */
  drain(): Promise<void>
}

/** Starts counting the page's short timers; call before the first navigation. */
export async function trackShortTimers(page: Page): Promise<StoryTimers> {
  await page.addInitScript(installTimerTracker, SHORT_TIMER_MS)
  return {
    async drain() {
      await page.evaluate(async (capMs) => {
        const list = (window as { __foyerShortTimers?: () => unknown[] }).__foyerShortTimers
        if (!list) return
        const waiting = new Set(list())
        const started = performance.now()
        while (waiting.size > 0 && performance.now() - started < capMs) {
          await new Promise((resolve) => requestAnimationFrame(resolve))
          const now = new Set(list())
          for (const id of waiting) if (!now.has(id)) waiting.delete(id)
        }
      }, DRAIN_CAP_MS)
    },
  }
}
