/** A stand-in for a browser window: an event target with an origin, a parent and postMessage. */
export type FakeWindow = EventTarget & {
  origin: string
  parent: FakeWindow
  postMessage: (data: unknown, targetOrigin: string) => void
}

/** Dispatches a message event on `target` as if `source` at `origin` had posted `data`. */
export function deliver(target: EventTarget, data: unknown, origin: string, source: unknown): void {
  const event = Object.assign(new Event('message'), { data, origin, source })
  target.dispatchEvent(event)
}

/** A lone window (its own parent, like a top-level page). */
export function fakeWindow(origin: string): FakeWindow {
  const win = new EventTarget() as FakeWindow
  win.origin = origin
  win.parent = win
  win.postMessage = () => {}
  return win
}

/**
 * A host window with one child frame window. Each postMessage is delivered synchronously
 * (structured-cloned) to the other window, with the sender's origin and window as source,
 * and only when `targetOrigin` matches the receiver's origin, as browsers do.
 */
export function framePair(hostOrigin: string, frameOrigin: string) {
  const host = fakeWindow(hostOrigin)
  const frame = fakeWindow(frameOrigin)
  frame.parent = host
  const posted: { to: 'host' | 'frame'; data: unknown }[] = []
  frame.postMessage = (data, targetOrigin) => {
    posted.push({ to: 'frame', data })
    if (targetOrigin === frameOrigin) deliver(frame, structuredClone(data), hostOrigin, host)
  }
  host.postMessage = (data, targetOrigin) => {
    posted.push({ to: 'host', data })
    if (targetOrigin === hostOrigin) deliver(host, structuredClone(data), frameOrigin, frame)
  }
  const iframe = { contentWindow: frame } as unknown as HTMLIFrameElement
  return { host, frame, iframe, posted }
}
