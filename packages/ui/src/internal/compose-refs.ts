import { type Ref, type RefCallback, useCallback, useRef } from 'react'

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value)
  else if (ref) (ref as { current: T | null }).current = value
}

/**
 * One stable callback ref that forwards the node to every given ref (typically a forwarded
 * ref and a local one). The refs of the latest render are used.
 */
export function useComposedRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  const latest = useRef(refs)
  latest.current = refs
  return useCallback((node: T | null) => {
    for (const ref of latest.current) setRef(ref, node)
  }, [])
}
