// Only a string: a view's lazily loaded stylesheet imports it without pulling in React.

/** Layout of `AddressField` (add it with the view that uses it, not in the first chunk). */
export const addressFieldCss = /* css */ `
.foyer-address-field { display: flex; flex-direction: column; gap: 6px; }
.foyer-address-field-box { display: flex; align-items: center; gap: 8px; min-block-size: 44px; padding-inline: 10px 6px; border: 1px solid var(--foyer-color-border); border-radius: var(--foyer-radius-s); background: var(--foyer-color-surface); }
.foyer-address-field-box:focus-within { outline: 2px solid var(--foyer-focus-ring-color); outline-offset: 1px; }
.foyer-address-field-box[data-invalid] { border-color: var(--foyer-color-error); }
.foyer-address-field-blank { flex-shrink: 0; inline-size: 24px; block-size: 24px; border-radius: 50%; border: 1px dashed var(--foyer-color-border); }
.foyer-address-field-text { position: relative; display: flex; flex: 1 1 auto; min-inline-size: 0; }
.foyer-address-field-input { inline-size: 100%; min-inline-size: 0; min-block-size: 40px; padding: 0; border: 0; outline: none; background: transparent; color: var(--foyer-color-text); font: inherit; font-size: 15px; }
.foyer-address-field-input[data-cut] { color: transparent; }
.foyer-address-field-cut { position: absolute; inset: 0; display: flex; align-items: center; overflow: hidden; white-space: nowrap; font-size: 15px; color: var(--foyer-color-text); pointer-events: none; }
.foyer-address-field-start { overflow: hidden; text-overflow: ellipsis; min-inline-size: 0; }
.foyer-address-field-cut > span:last-child { flex-shrink: 0; }
`
