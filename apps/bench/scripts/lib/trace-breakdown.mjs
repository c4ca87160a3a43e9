// What the main thread did before the button was ready, from a Chromium trace: CPU time (thread
// time) of the events directly inside each task (through the scheduler's wrapper events), summed by kind — script work named by the file
// it ran (`script index.js`), parse HTML, style, layout, paint, garbage collection, …

/** Script events whose file is worth naming. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
])

/** A script event's file, without the build hash: `index-B8qVGC1C.js` → `index.js`. */
function scriptFile(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {}
  const url = data.url ?? data.fileName ?? event.args?.fileName ?? ''
  const file = String(url).split(/[?#]/)[0].split('/').pop() ?? ''
  return file.replace(/-[A-Za-z0-9_-]{8}(\.m?js)$/, '$1')
}

/** Scheduler events that only wrap a task's work: their children are what is counted. */
const TASK_WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'])

/** The label an event is summed under. */
export function eventKind(event) {
  if (SCRIPT_EVENTS.has(event.name)) {
    const file = scriptFile(event)
    return file ? `${event.name} ${file}` : event.name
  }
  return event.name
}

/**
 * CPU ms by kind of the events directly inside main-thread tasks (`RunTask`, looking through
 * the scheduler's wrapper events) that start before `until` (trace µs); a task's time not
 * covered by any such event is counted as `(task, other)`.
 *
 * @param {object[]} events trace events
 * @param {(event: object) => boolean} onMain whether an event is on the page's main thread
 * @param {number} until the trace timestamp of "button ready"
 * @returns {Map<string, number>}
 */
export function breakdownBeforeReady(events, onMain, until) {
  const complete = events
    .filter((e) => e.ph === 'X' && onMain(e) && e.ts < until && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const totals = new Map()
  const add = (kind, ms) => totals.set(kind, (totals.get(kind) ?? 0) + ms)
  /** Open events, outermost first: { event, countedCpu } (countedCpu kept on outermost tasks). */
  const stack = []
  const close = (frame) => {
    if (stack.length === 0 && TASK_WRAPPERS.has(frame.event.name)) {
      add('(task, other)', Math.max(0, (frame.event.tdur ?? 0) - frame.countedCpu) / 1000)
    }
  }
  for (const event of complete) {
    while (stack.length > 0) {
      const top = stack[stack.length - 1].event
      if (top.ts + top.dur > event.ts) break
      const frame = stack.pop()
      close(frame)
    }
    const parent = stack[stack.length - 1]
    if (parent && TASK_WRAPPERS.has(parent.event.name) && !TASK_WRAPPERS.has(event.name)) {
      add(eventKind(event), (event.tdur ?? 0) / 1000)
      stack[0].countedCpu += event.tdur ?? 0
    }
    stack.push({ event, countedCpu: 0 })
  }
  while (stack.length > 0) {
    const frame = stack.pop()
    close(frame)
  }
  return totals
}
