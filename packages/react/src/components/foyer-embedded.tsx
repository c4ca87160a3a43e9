import { openModal } from '@foyer/core'
import { InlineShell, ModalBody, ModalHeader, Spinner } from '@foyer/ui'
import { useMessages, useStoreSelector } from '@foyer/views/base'
import { useEffect } from 'react'
import { useFoyerInstance } from '../context.js'
import { useViewsModule } from '../load-views.js'
import { useMounted } from '../provider.js'

/**
 * The modal as part of the page (embedded mode, SPEC §2): rendered where this component is,
 * always shown, with no backdrop or focus trap; closing shows Account when connected, else
 * Connect. Create the instance with `embedded: true` (the provider then renders no dialog)
 * and put this where the wallet UI belongs.
 *
 * @example
 * const foyer = createFoyer({ ...options, embedded: true })
 * <FoyerProvider foyer={foyer}><FoyerEmbedded /></FoyerProvider>
 */
export function FoyerEmbedded() {
  const foyer = useFoyerInstance()
  const mounted = useMounted()
  const locale = useStoreSelector(foyer.localeStore, (state) => state)
  const { module } = useViewsModule(true)
  useEffect(() => {
    let live = true
    // Once a stored session is restored, so that the first view is Account or Connect.
    void foyer.start().then(() => {
      if (live && !foyer.client.stores.modal.getState().open) void openModal(foyer.client)
    })
    return () => {
      live = false
    }
  }, [foyer])
  if (!mounted || !module) return <EmbeddedLoading />
  return (
    <module.FoyerModal
      client={foyer.client}
      messages={foyer.messages}
      locale={locale}
      dir={foyer.dir}
      nonce={foyer.nonce}
      inline
    />
  )
}

/** The card with a spinner until the modal's chunk has arrived (and while server rendering). */
function EmbeddedLoading() {
  const messages = useMessages()
  return (
    <InlineShell data-testid="foyer-embedded-loading" aria-busy="true">
      <ModalHeader title={messages.modal.loading} showClose={false} />
      <ModalBody>
        <div className="foyer-center">
          <Spinner label={messages.modal.loading} />
        </div>
      </ModalBody>
    </InlineShell>
  )
}
