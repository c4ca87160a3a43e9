import { useCallback, useRef, useSyncExternalStore } from 'react'

/** What {@link useStoreSelector} needs of a store: zustand vanilla stores fit. */
export interface ReadableStore<State> {
  getState(): State
  subscribe(listener: () => void): () => void
}

/**
 * Reads a slice of a store and re-renders only when that slice changes (by `isEqual`,
 * `Object.is` by default). The selection is memoized per store state and selector, and an
 * equal selection keeps its previous identity, so selectors that build objects are safe.
 * Server renders read the same state.
 */
export function useStoreSelector<State, Selected>(
  store: ReadableStore<State>,
  selector: (state: State) => Selected,
  isEqual: (a: Selected, b: Selected) => boolean = Object.is,
): Selected {
  const memo = useRef<
    { state: State; selector: (state: State) => Selected; selected: Selected } | undefined
  >(undefined)
  const latest = useRef({ selector, isEqual })
  latest.current = { selector, isEqual }
  const getSelection = useCallback(() => {
    const state = store.getState()
    const { selector: select, isEqual: equal } = latest.current
    const previous = memo.current
    if (previous && previous.state === state && previous.selector === select) {
      return previous.selected
    }
    const next = select(state)
    const selected = previous && equal(previous.selected, next) ? previous.selected : next
    memo.current = { state, selector: select, selected }
    return selected
  }, [store])
  return useSyncExternalStore(store.subscribe, getSelection, getSelection)
}

/** Equality of two objects or arrays one level deep, for selectors that build objects. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
