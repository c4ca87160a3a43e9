import { actionGridCss, keyValueCss } from '@foyer/ui'
import { tokenPickerCss } from '@foyer/ui/token-picker'

/**
 * Layout of the views only a connected visitor sees (Account's header, tabs, token, NFT and
 * activity rows, Send and Swap details, Receive, names): a chunk of its own, added by
 * `loadConnectedStyles` with those views, so the modal's first chunk does not carry it.
 */
export const connectedViewsCss = /* css */ `${actionGridCss}${keyValueCss}${tokenPickerCss}
.foyer-account-header { display: flex; flex-direction: column; align-items: center; gap: 6px; text-align: center; }
.foyer-account-name { display: flex; align-items: center; gap: 4px; max-inline-size: 100%; }
.foyer-account-name .foyer-title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-token-row {
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px;
  border-radius: var(--foyer-radius-m);
  background: var(--foyer-color-surface);
}
.foyer-token-name { display: flex; flex-direction: column; flex: 1; min-inline-size: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; }
.foyer-token-amount { flex-shrink: 0; font-variant-numeric: tabular-nums; }
.foyer-activity-sides { display: flex; flex-direction: column; align-items: flex-end; }
.foyer-activity-label { flex: 1 0 auto; }
.foyer-activity-amount { flex-shrink: 1; min-inline-size: 0; text-align: end; overflow-wrap: anywhere; }
.foyer-nft-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 8px; }
.foyer-nft-card { display: flex; flex-direction: column; gap: 4px; min-inline-size: 0; padding: 6px; border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); }
.foyer-nft-image { display: grid; place-items: center; aspect-ratio: 1; overflow: hidden; border-radius: var(--foyer-radius-s, 8px); background: var(--foyer-color-background, transparent); }
.foyer-nft-image img { inline-size: 100%; block-size: 100%; object-fit: cover; }
.foyer-nft-name, .foyer-nft-collection { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.foyer-nft-name { font-weight: 600; }
.foyer-activity-month { margin: 8px 0 4px; font-size: 0.875em; font-weight: 600; color: var(--foyer-color-text-muted); }
.foyer-activity-icon { display: grid; place-items: center; flex-shrink: 0; inline-size: 32px; block-size: 32px; border-radius: 50%; background: var(--foyer-color-background, transparent); }
.foyer-activity-status-failed { color: var(--foyer-color-error, #c62828); }
.foyer-name-suggestions { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.foyer-account-choose-name { align-self: center; }
.foyer-account-type { display: flex; flex-direction: column; gap: 6px; }
.foyer-segments { display: flex; gap: 4px; padding: 4px; border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); }
.foyer-segment { position: relative; flex: 1 1 0; display: flex; align-items: center; justify-content: center; min-block-size: 36px; padding-inline: 8px; border-radius: var(--foyer-radius-s); font-size: 14px; font-weight: 600; text-align: center; cursor: pointer; color: var(--foyer-color-text-muted); }
.foyer-segment input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
.foyer-segment:has(input:checked) { background: var(--foyer-color-bg); color: var(--foyer-color-text); box-shadow: 0 0 0 1px var(--foyer-color-border); }
.foyer-segment:has(input:focus-visible) { outline: 2px solid var(--foyer-focus-ring-color); outline-offset: 2px; }
.foyer-fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
.foyer-field-row { display: flex; gap: 8px; align-items: center; }
.foyer-inline-link { display: inline-flex; align-items: center; gap: 4px; color: var(--foyer-color-text); font-size: 14px; font-weight: 600; text-decoration: underline; text-decoration-color: var(--foyer-accent); text-underline-offset: 3px; }
.foyer-inline-link:hover { text-decoration-thickness: 2px; }
.foyer-details { display: grid; grid-template-columns: fit-content(60%) minmax(0, 1fr); gap: 4px 12px; margin: 0; font-size: 14px; }
.foyer-details dt { color: var(--foyer-color-text-muted); overflow-wrap: normal; }
.foyer-details dd { margin: 0; min-inline-size: 0; text-align: end; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.foyer-details-more { font-size: 14px; color: var(--foyer-color-text-muted); }
.foyer-details-more summary { cursor: pointer; padding-block: 4px; }
.foyer-details-more[open] summary { margin-block-end: 2px; }
.foyer-details-more > span { display: block; text-align: end; color: var(--foyer-color-text); font-variant-numeric: tabular-nums; }
.foyer-receive-address, .foyer-transaction-hash { font-family: ui-monospace, monospace; font-size: 13px; overflow-wrap: anywhere; text-align: center; }
`
