import { NetworkList } from './network-list.js'

/** The Networks view: every configured network, the current one marked; a press switches. */
export function NetworksView() {
  return (
    <div data-testid="foyer-view-Networks">
      <NetworkList />
    </div>
  )
}
