// The bench page's entry: Foyer's connect button in plain DOM, drawn as soon as this small chunk
// has run, and the app (`main.tsx`: React and the client) asked for at the same moment. The page
// requests this chunk alone first, so the button does not wait behind the app's dozens of files;
// a click before the app has started is queued and opens the modal once `FoyerProvider` has
// mounted. React's first render replaces the button with the real `ConnectButton` (same markup
// and id).
import { mountEarlyConnectButton } from '@foyer/react/early'

const app = import('./main.js')
const slot = document.getElementById('connect-slot')
if (slot) mountEarlyConnectButton(slot, { id: 'connect' })
app.catch((error: unknown) => console.error('[bench] the app could not load', error))
