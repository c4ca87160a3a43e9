// Only a string: a view's lazily loaded stylesheet imports it without pulling in React.

/** Layout of `KeyValueList` (add it with the view that uses it, not in the first chunk). */
export const keyValueCss = /* css */ `
.foyer-key-values { display: flex; flex-direction: column; gap: 6px; margin: 0; font-size: 14px; }
.foyer-key-value { display: grid; grid-template-columns: fit-content(60%) minmax(0, 1fr); gap: 12px; align-items: baseline; }
.foyer-key-value dt { color: var(--foyer-color-text-muted); }
.foyer-key-value dd { margin: 0; min-inline-size: 0; text-align: end; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`
