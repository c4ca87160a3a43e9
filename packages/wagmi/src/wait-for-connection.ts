import { FoyerError } from '@foyer/common'
import { type FoyerClient, openModal } from '@foyer/core'
import { type FoyerEvmState, readFoyerEvmState } from './foyer-state.js'

/**
 * Opens Foyer's modal on `eip155` and resolves with the state once a wallet is connected
 * there. Rejects with `USER_REJECTED` when the modal closes with nothing connected (an
 * attempt still connecting when it closes is waited for).
 */
export function connectThroughModal(client: FoyerClient): Promise<FoyerEvmState> {
  return new Promise<FoyerEvmState>((resolve, reject) => {
    const unsubscribes: Array<() => void> = []
    // openModal changes the modal store before it opens it: only a close after an open counts.
    let opened = false
    const finish = (outcome: () => void) => {
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
      outcome()
    }
    const check = () => {
      const state = readFoyerEvmState(client)
      if (state.status === 'connected' && state.accounts.length > 0) {
        finish(() => resolve(state))
        return
      }
      const { open } = client.stores.modal.getState()
      opened ||= open
      if (opened && !open && state.status !== 'connecting') {
        finish(() =>
          reject(
            new FoyerError('USER_REJECTED', { details: 'the modal closed, no wallet connected' }),
          ),
        )
      }
    }
    unsubscribes.push(client.stores.account.subscribe(check), client.stores.modal.subscribe(check))
    openModal(client, { namespace: 'eip155' }).catch((error: unknown) =>
      finish(() => reject(error)),
    )
  })
}
