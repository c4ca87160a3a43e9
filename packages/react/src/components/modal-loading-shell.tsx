import { closeModal, type FoyerClient } from '@foyer/core'
import { ModalBody, ModalHeader, ModalShell, Spinner } from '@foyer/ui'
import { useMessages } from '@foyer/views/base'

/**
 * What an open modal shows until its chunk has arrived: the modal's own frame (dialog,
 * backdrop, close button) with a spinner, so a click on a button opens something at once.
 * The real modal replaces it as soon as `@foyer/views` has loaded.
 */
export function ModalLoadingShell({
  client,
  container,
}: {
  client: FoyerClient
  /** Where the shell renders; a new element in `document.body` by default. */
  container?: Element | DocumentFragment | undefined
}) {
  const messages = useMessages()
  return (
    <ModalShell
      open
      container={container}
      onRequestClose={() => closeModal(client)}
      data-testid="foyer-modal-loading"
      aria-busy="true"
    >
      <ModalHeader title={messages.modal.loading} closeLabel={messages.modal.close} />
      <ModalBody>
        <div className="foyer-center">
          <Spinner label={messages.modal.loading} />
        </div>
      </ModalBody>
    </ModalShell>
  )
}
