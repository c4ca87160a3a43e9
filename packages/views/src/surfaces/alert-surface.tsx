import { hideAlert } from '@foyer/core'
import { AlertBar } from '@foyer/ui'
import { useClient } from '../client/client-context.js'
import { useStoreSelector } from '../client/use-store.js'
import { useMessages } from '../messages/context.js'

/**
 * The alert surface (SPEC §8): the client's alert ('Network Not Found', 'Invalid App
 * Configuration', 'Project ID Not Configured', …) as a bar at the top of the modal, its text
 * from the catalogue (translated when the app gives a translation), with a dismiss button.
 */
export function AlertSurface() {
  const client = useClient()
  const messages = useMessages()
  const alert = useStoreSelector(client.stores.alert, (state) => state)
  if (!alert.open) return null
  const fromCatalogue = alert.key
    ? (
        messages.alerts as Record<string, { shortMessage: string; longMessage: string } | undefined>
      )[alert.key]
    : undefined
  const title = fromCatalogue?.shortMessage ?? alert.message
  const description = fromCatalogue?.longMessage ?? alert.description
  return (
    <AlertBar
      className="foyer-alert-surface"
      variant={alert.variant === 'success' ? 'info' : alert.variant}
      message={
        <>
          <strong>{title}</strong>
          {description && <span className="foyer-alert-description"> {description}</span>}
        </>
      }
      onDismiss={() => hideAlert(client)}
      dismissLabel={messages.modal.dismiss}
      data-testid="foyer-alert"
    />
  )
}
