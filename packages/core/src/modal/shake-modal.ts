import { SHAKE_MS } from '@foyer/common'
import type { FoyerClient } from '../client/types.js'
import { schedule } from '../internal/timers.js'

/** Shakes the modal: the flag is set now and reset after 500 ms (SPEC §4, §9). */
export function shakeModal(client: FoyerClient): void {
  client.stores.modal.setState({ shake: true })
  schedule(client, 'shake', SHAKE_MS, () => {
    client.stores.modal.setState({ shake: false })
  })
}
