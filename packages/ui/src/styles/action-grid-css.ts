// Only a string: a view's lazily loaded stylesheet imports it without pulling in React.

/** Layout of `ActionGrid` (add it with the view that uses it, not in the first chunk). */
export const actionGridCss = /* css */ `
.foyer-action-grid { display: flex; flex-wrap: wrap; gap: 8px; }
.foyer-action-grid-item { display: flex; flex-direction: column; align-items: center; gap: 6px; flex: 1 1 0; min-inline-size: max-content; padding: 12px 8px 10px; border: 0; border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); color: var(--foyer-color-text); font: inherit; font-size: 13px; font-weight: 600; cursor: pointer; }
.foyer-action-grid-item:hover { background: var(--foyer-color-surface-hover); }
.foyer-action-grid-item:focus-visible { outline: 2px solid var(--foyer-focus-ring-color); outline-offset: 2px; }
.foyer-action-grid-item:disabled { cursor: not-allowed; opacity: 0.5; }
.foyer-action-grid-icon { display: grid; place-items: center; inline-size: 36px; block-size: 36px; border-radius: 50%; background: var(--foyer-accent); color: var(--foyer-color-accent-text); font-size: 20px; }
.foyer-action-grid-label { white-space: nowrap; }
`
