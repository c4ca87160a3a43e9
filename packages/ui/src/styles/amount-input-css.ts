// Only a string: a view's lazily loaded stylesheet imports it without pulling in React.

/** Layout of `AmountInput` (add it with the view that uses it, not in the first chunk). */
export const amountInputCss = /* css */ `
.foyer-amount-input { display: flex; flex-direction: column; gap: 6px; }
.foyer-amount-input-label { display: flex; justify-content: space-between; gap: 8px; font-size: 13px; font-weight: 600; color: var(--foyer-color-text-muted); }
.foyer-amount-input-box { display: flex; flex-direction: column; gap: 4px; padding: 12px; border: 1px solid var(--foyer-color-border); border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); }
.foyer-amount-input-box:focus-within { outline: 2px solid var(--foyer-focus-ring-color); outline-offset: 1px; }
.foyer-amount-input-box[data-invalid] { border-color: var(--foyer-color-error); }
.foyer-amount-input-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-block-size: 32px; }
.foyer-amount-input-numeral { flex: 1 1 auto; min-inline-size: 0; padding: 0; border: 0; outline: none; background: transparent; color: var(--foyer-color-text); font: inherit; font-size: 30px; font-weight: 600; line-height: 40px; font-variant-numeric: tabular-nums; text-overflow: ellipsis; }
.foyer-amount-input-numeral::placeholder { color: var(--foyer-color-text-muted); opacity: 0.6; }
.foyer-amount-input-numeral:disabled { cursor: not-allowed; }
.foyer-amount-input-row .foyer-token-pill { flex-shrink: 0; align-self: center; }
.foyer-amount-input-money { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 14px; color: var(--foyer-color-text-muted); font-variant-numeric: tabular-nums; }
`
