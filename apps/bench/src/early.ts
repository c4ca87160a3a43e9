// The bench page's early entry: Foyer's connect button in plain DOM, drawn as soon as this small
// chunk has run, before React and the client (the `index` chunk) have loaded. A click queued
// here opens the modal once `FoyerProvider` has mounted; React's first render replaces the
// button with the real `ConnectButton` (same markup and id).
import { mountEarlyConnectButton } from '@foyer/react/early'

const slot = document.getElementById('connect-slot')
if (slot) mountEarlyConnectButton(slot, { id: 'connect' })
