import { useEffect, useState } from 'react'

type ViewsModule = typeof import('@foyer/views/modal')

let loading: Promise<ViewsModule> | undefined
let loaded: ViewsModule | undefined
/** Whether the last load failed (and none has started since). */
let lastLoadFailed = false
const listeners = new Set<() => void>()

/**
 * Loads the modal's chunk (`@foyer/views`) once; later calls share the first load. A failed
 * load is tried again next time.
 */
export function loadViews(): Promise<ViewsModule> {
  if (!loading) lastLoadFailed = false
  loading ??= import('@foyer/views/modal').then(
    (module) => {
      loaded = module
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      loading = undefined
      lastLoadFailed = true
      for (const listener of listeners) listener()
      throw error
    },
  )
  return loading
}

function loadLogged(): void {
  loadViews().catch((error: unknown) => console.error('[foyer] the modal could not load', error))
}

/**
 * The modal's module, re-rendering when it arrives. The chunk loads when the browser is
 * idle (after 2 s at the latest), or at once when `now` is true. `failed` is true after a
 * load failed (a later call tries again).
 */
export function useViewsModule(now: boolean): { module: ViewsModule | undefined; failed: boolean } {
  const [state, setState] = useState<{ module: ViewsModule | undefined; failed: boolean }>(() => ({
    module: loaded,
    failed: false,
  }))
  useEffect(() => {
    // Not loaded yet is not failed: the chunk may not even have been asked for.
    const update = () =>
      setState({ module: loaded, failed: loaded === undefined && lastLoadFailed })
    listeners.add(update)
    update()
    return () => {
      listeners.delete(update)
    }
  }, [])
  useEffect(() => {
    if (state.module) return
    if (now) {
      loadLogged()
      return
    }
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(loadLogged, { timeout: 2000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(loadLogged, 1)
    return () => clearTimeout(timer)
  }, [now, state.module])
  return state
}
