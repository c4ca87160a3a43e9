/** Root element, box model, typography, focus rings and shared helpers. */
export const baseCss = /* css */ `
.foyer-root {
  --foyer-radius-l: var(--foyer-border-radius);
  --foyer-radius-m: calc(var(--foyer-border-radius) * 0.6);
  --foyer-radius-s: calc(var(--foyer-border-radius) * 0.4);
  --foyer-radius-xs: calc(var(--foyer-border-radius) * 0.25);
  /* The accent as text or a ring on the modal's background: lightened in the dark theme. */
  --foyer-accent-on-bg: var(--foyer-accent);
  --foyer-focus-ring-color: var(--foyer-accent-on-bg);
  font-family: var(--foyer-font-family);
  font-size: 16px;
  line-height: 1.4;
  font-weight: 400;
  color: var(--foyer-color-text);
  -webkit-font-smoothing: antialiased;
  -webkit-tap-highlight-color: transparent;
  text-align: start;
  color-scheme: light;
}
.foyer-root[data-foyer-theme="dark"] {
  --foyer-accent-on-bg: color-mix(in srgb, var(--foyer-accent) 55%, #ffffff);
  color-scheme: dark;
}
/* Resets weigh one class (.foyer-root): more than a host page's element rules, and no more
   than the component classes after them, which therefore win. */
.foyer-root *, .foyer-root *::before, .foyer-root *::after { box-sizing: border-box; }
.foyer-root :where(button, input) {
  font: inherit;
  color: inherit;
  letter-spacing: inherit;
  margin: 0;
}
.foyer-root :where(button) { cursor: pointer; background: none; border: 0; padding: 0; }
.foyer-root :where(button:disabled, button[aria-disabled="true"]) { cursor: not-allowed; }
.foyer-root :where(:focus) { outline: none; }
.foyer-root :focus-visible {
  outline: 2px solid var(--foyer-focus-ring-color);
  outline-offset: 2px;
}
.foyer-visually-hidden {
  position: absolute !important;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
.foyer-icon { display: inline-block; flex-shrink: 0; vertical-align: middle; }
[dir="rtl"] .foyer-icon-directional { transform: scaleX(-1); }
.foyer-icon-directional:dir(rtl) { transform: scaleX(-1); }
.foyer-icon-directional:dir(ltr) { transform: none; }
`
