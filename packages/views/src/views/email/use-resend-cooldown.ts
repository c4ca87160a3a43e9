import { emailResendSecondsLeft, type FoyerClient } from '@foyer/core'
import { useEffect, useState } from 'react'

/**
 * Whole seconds before a new login code may be asked for (SPEC §4: 30 s after the last
 * request), counting down once a second; 0 when a resend is allowed.
 */
export function useResendCooldown(client: FoyerClient): [number, () => void] {
  const [seconds, setSeconds] = useState(() => emailResendSecondsLeft(client))
  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds(emailResendSecondsLeft(client)), 1000)
    return () => clearTimeout(timer)
  }, [client, seconds])
  return [seconds, () => setSeconds(emailResendSecondsLeft(client))]
}
