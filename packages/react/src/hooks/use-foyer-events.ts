import type { FoyerEventRecord } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../context.js'

/**
 * The latest event the client published (MODAL_OPEN, MODAL_CLOSE, CONNECT_SUCCESS, …, SPEC
 * §7), whether or not analytics is on; undefined until the first one.
 */
export function useFoyerEvents(): FoyerEventRecord | undefined {
  const { client } = useFoyerInstance()
  const [latest, setLatest] = useState<FoyerEventRecord>()
  useEffect(() => client.events.subscribe((event) => setLatest(event)), [client])
  return latest
}
