// Server-safe entry (no "use client"): what a server component or a request handler calls.
// The buttons and hooks stay in `@foyer/react` (client components).
export {
  cookieToInitialState,
  DEFAULT_STATE_COOKIE,
  type FoyerInitialState,
  parseInitialState,
} from '@foyer/core'
export { FoyerStyles, type FoyerStylesProps } from './server/foyer-styles.js'
