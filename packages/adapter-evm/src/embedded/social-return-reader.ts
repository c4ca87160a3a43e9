/**
 * The code that reads a social login's return out of the page's address (Telegram mini-app,
 * `result_uri`): its own chunk, which the AUTH connector loads only when the address has one.
 */
export { takeSocialReturn } from '@foyer/frame-bridge'
