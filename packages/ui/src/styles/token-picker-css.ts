// Only a string: a view's lazily loaded stylesheet imports it without pulling in React.

/** Layout of `TokenPicker` (add it with the view that uses it, not in the first chunk). */
export const tokenPickerCss = /* css */ `
.foyer-token-picker { display: flex; flex-direction: column; gap: 8px; padding: 8px; border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); }
.foyer-token-list { display: flex; flex-direction: column; gap: 2px; max-block-size: 264px; overflow-y: auto; }
.foyer-token-list:empty { display: none; }
.foyer-token-option { display: flex; align-items: center; gap: 12px; padding: 8px; border-radius: var(--foyer-radius-s, 8px); cursor: pointer; }
.foyer-token-option[data-active] { background: var(--foyer-color-surface-hover); outline: 2px solid var(--foyer-focus-ring-color); outline-offset: -2px; }
.foyer-token-option[aria-selected='true'] .foyer-token-option-symbol::after { content: ' ✓'; color: var(--foyer-accent); }
.foyer-token-option-names { display: flex; flex-direction: column; flex: 1; min-inline-size: 0; }
.foyer-token-option-symbol { font-weight: 600; }
.foyer-token-option-name, .foyer-token-option-value { font-size: 13px; color: var(--foyer-color-text-muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.foyer-token-option-amounts { display: flex; flex-direction: column; align-items: flex-end; flex-shrink: 0; font-variant-numeric: tabular-nums; }
.foyer-token-picker-status { display: grid; place-items: center; min-block-size: 64px; margin: 0; color: var(--foyer-color-text-muted); text-align: center; }
.foyer-token-pill { display: inline-flex; align-items: center; gap: 8px; align-self: flex-start; padding: 6px 12px 6px 6px; border: 1px solid var(--foyer-color-border, transparent); border-radius: 999px; background: var(--foyer-color-surface); color: var(--foyer-color-text); font: inherit; font-weight: 600; cursor: pointer; }
.foyer-token-pill:hover { background: var(--foyer-color-surface-hover); }
.foyer-token-pill:focus-visible { outline: 2px solid var(--foyer-focus-ring-color); outline-offset: 2px; }
.foyer-token-pill:disabled { cursor: not-allowed; opacity: 0.5; }
.foyer-token-pill-chevron { inline-size: 16px; block-size: 16px; transform: rotate(90deg); }
`
