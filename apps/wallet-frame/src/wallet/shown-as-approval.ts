import type { FrameEndpoint } from '@foyer/frame-bridge'

/**
 * Runs `ask` (a form in the frame's own DOM) while the host lays the frame over its view: the
 * same events as an approval, `APPROVAL_REQUESTED` with `method`, then `APPROVAL_SETTLED`
 * (approved when `ask` resolved). Nothing of what the user types goes with them.
 */
export async function shownAsApproval<T>(
  endpoint: Pick<FrameEndpoint, 'emit'>,
  method: string,
  ask: () => Promise<T>,
): Promise<T> {
  endpoint.emit('APPROVAL_REQUESTED', { method })
  let done = false
  try {
    const result = await ask()
    done = true
    return result
  } finally {
    endpoint.emit('APPROVAL_SETTLED', { approved: done })
  }
}
