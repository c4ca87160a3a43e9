import type { SiwxMessageData } from '@foyer/core'

/** Why a message is not valid at a time, or undefined when it is. */
export function timingProblem(
  data: Pick<SiwxMessageData, 'expirationTime' | 'notBefore'>,
  now: number,
): 'expired' | 'not yet valid' | undefined {
  if (data.expirationTime && Date.parse(data.expirationTime) <= now) return 'expired'
  if (data.notBefore && Date.parse(data.notBefore) > now) return 'not yet valid'
  return undefined
}
