import type { FoyerClient } from '../client/types.js'

/**
 * Whether the visitor may connect as far as the legal checkbox goes (SPEC §1): always when
 * `features.legalCheckbox` is off, else once they ticked it.
 */
export function isLegalConsentGiven(client: FoyerClient): boolean {
  return !client.options.features.legalCheckbox || client.stores.modal.getState().legalAccepted
}

/** Records the legal checkbox's state for this page's session (not stored across reloads). */
export function setLegalAccepted(client: FoyerClient, accepted: boolean): void {
  client.stores.modal.setState({ legalAccepted: accepted })
}
