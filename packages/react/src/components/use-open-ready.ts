import { useViewsModule } from '../load-views.js'
import { useMounted } from '../provider.js'

/**
 * Whether a click would really open the modal: the page is hydrated and the modal's code
 * has loaded (or failed to, so that a click tries again). False on the server.
 */
export function useOpenReady(): boolean {
  const mounted = useMounted()
  const { module, failed } = useViewsModule(false)
  return mounted && (module !== undefined || failed)
}
