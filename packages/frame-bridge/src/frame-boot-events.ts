import {
  FRAME_CHANNEL,
  FRAME_EVENTS,
  type FrameConfigErrorCause,
  type FrameEventPayload,
  type FrameEventType,
} from './protocol.js'

/**
 * The frame's events before its {@link FrameEndpoint} starts (it starts only once the project
 * allows the page): LOADING at once, CONFIG_ERROR when the frame will not serve the page. Both
 * go to the parent only, addressed to the origin the browser reports for it, and carry nothing
 * about the project, so that the page can show 'Invalid App Configuration' at once instead of
 * waiting for a ready event that never comes.
 */
function postBootEvent<E extends FrameEventType>(
  win: Window,
  hostOrigin: string,
  type: E,
  payload: FrameEventPayload<E>,
): void {
  const parent = win.parent
  if (!parent || parent === win) return
  const message = {
    channel: FRAME_CHANNEL,
    kind: 'event',
    type,
    payload: FRAME_EVENTS[type].parse(payload),
  }
  parent.postMessage(message, hostOrigin)
}

/** Tells the parent at `hostOrigin` that the frame's script runs (READY or CONFIG_ERROR follows). */
export function announceFrameLoading(win: Window, hostOrigin: string): void {
  postBootEvent(win, hostOrigin, 'LOADING', {})
}

/** Tells the parent at `hostOrigin` why the frame will not serve it. */
export function reportFrameConfigError(
  win: Window,
  hostOrigin: string,
  cause: FrameConfigErrorCause,
): void {
  postBootEvent(win, hostOrigin, 'CONFIG_ERROR', { cause })
}
