/**
 * `@foyer/react/early`: Foyer's connect button in plain DOM, for a page to show a working button
 * before React and the client have loaded. No React, no client: a few KiB. See
 * {@link mountEarlyConnectButton}.
 */
export {
  type EarlyConnectButton,
  type EarlyConnectButtonOptions,
  mountEarlyConnectButton,
} from './early/early-connect-button.js'
export type { EarlyTheme } from './early/early-dom.js'
