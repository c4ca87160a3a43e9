import { isValidAccountName } from '@foyer/common'
import type { FoyerClient, NameSuggestion } from '@foyer/core'
import { useEffect, useState } from 'react'

/** How long typing pauses before the names registry is asked. */
export const SUGGEST_DELAY_MS = 300

/** What the registry says about the label typed. */
export type NameLookupState =
  | { status: 'idle' }
  | { status: 'invalid' }
  | { status: 'checking'; label: string }
  | {
      status: 'done'
      label: string
      /** The full name of the label typed (`label.suffix`), and whether it is taken. */
      exact: NameSuggestion
      /** Free variants to pick from. */
      others: NameSuggestion[]
    }
  | { status: 'failed'; label: string }

/**
 * Asks the data service for the label's availability and free variants as the user types
 * (300 ms after the last key). A label breaking SPEC §5 is `invalid` and never sent.
 */
export function useNameSuggestions(client: FoyerClient, typed: string): NameLookupState {
  const label = typed.trim()
  const [state, setState] = useState<NameLookupState>({ status: 'idle' })
  const valid = isValidAccountName(label)
  useEffect(() => {
    if (label === '' || !valid) return
    const suggest = client.blockchainData?.getNameSuggestions?.bind(client.blockchainData)
    if (!suggest) {
      setState({ status: 'failed', label })
      return
    }
    const controller = new AbortController()
    setState({ status: 'checking', label })
    const timer = setTimeout(() => {
      suggest({ label, signal: controller.signal }).then(
        (suggestions) => {
          if (controller.signal.aborted) return
          const [exact, ...others] = suggestions
          if (!exact) {
            setState({ status: 'failed', label })
            return
          }
          setState({
            status: 'done',
            label,
            exact,
            others: others.filter((suggestion) => !suggestion.registered),
          })
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('[foyer] name suggestions failed', error)
          setState({ status: 'failed', label })
        },
      )
    }, SUGGEST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, label, valid])
  if (label === '') return { status: 'idle' }
  if (!valid) return { status: 'invalid' }
  // An answer for an earlier label is not shown for this one.
  if ('label' in state && state.label !== label) return { status: 'checking', label }
  return state
}
