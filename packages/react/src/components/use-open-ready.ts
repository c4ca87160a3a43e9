import { useMounted } from '../provider.js'

/**
 * Whether a click would open the modal: true in the browser from the first render (a
 * server-rendered button becomes ready once hydrated). The modal's chunk need not have
 * arrived: opened before it, the modal's frame shows at once and its content follows.
 */
export function useOpenReady(): boolean {
  return useMounted()
}
