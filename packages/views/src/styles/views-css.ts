/** Layout of the views a visitor meets before connecting: stacks, fields, notices, the lists. */
export const viewsCss = /* css */ `
.foyer-stack { display: flex; flex-direction: column; gap: 8px; }
.foyer-stack-l { gap: 16px; }
.foyer-center { display: flex; flex-direction: column; align-items: center; text-align: center; padding-block: 8px; }
.foyer-stack.foyer-center { gap: 12px; }
.foyer-muted { margin: 0; color: var(--foyer-color-text-muted); font-size: 14px; }
.foyer-small { font-size: 12px; font-weight: 400; }
.foyer-title { margin: 0; font-size: 16px; font-weight: 600; overflow-wrap: anywhere; }
.foyer-root p { margin: 0; }
.foyer-plain-list { list-style: none; margin: 0; padding: 0; }
.foyer-connect-methods { margin: 0; padding: 0; border: 0; min-inline-size: 0; }
.foyer-connect-methods:disabled { opacity: 0.5; }
.foyer-legal { display: flex; gap: 10px; align-items: flex-start; font-size: 14px; }
.foyer-legal-checkbox { margin: 2px 0 0; inline-size: 18px; block-size: 18px; accent-color: var(--foyer-accent); flex-shrink: 0; }
.foyer-legal-link { color: var(--foyer-accent-on-bg); text-decoration: underline; }
.foyer-network-group-title { font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
.foyer-notice {
  display: flex;
  gap: 8px;
  align-items: flex-start;
  padding: 12px;
  border-radius: var(--foyer-radius-m);
  background: var(--foyer-color-surface);
  font-size: 14px;
}
.foyer-notice > svg { flex-shrink: 0; color: var(--foyer-color-warning); font-size: 18px; }
.foyer-all-wallets-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: var(--foyer-radius-s);
  background: var(--foyer-color-surface-hover);
  color: var(--foyer-accent);
  font-size: 20px;
}
.foyer-virtual-list {
  position: relative;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin-inline: -4px;
  padding-inline: 4px;
}
.foyer-virtual-list-content { position: relative; list-style: none; margin: 0; padding: 0; }
.foyer-virtual-list-row { position: absolute; inset-inline: 0; inset-block-start: 0; padding-block: 4px; }
.foyer-list-footer { min-block-size: 48px; justify-content: center; }
.foyer-connecting-logo { display: inline-flex; padding: 8px; border-radius: var(--foyer-radius-l); }
.foyer-connecting-logo[data-failed] { box-shadow: 0 0 0 2px var(--foyer-color-error); }
.foyer-link-button { text-decoration: none; }
.foyer-alert-surface { margin-block-end: 8px; }
.foyer-alert-description { color: var(--foyer-color-text-muted); }
.foyer-sign-in-logos { display: flex; justify-content: center; gap: 12px; }
.foyer-sign-in-summary dl { margin: 0; padding: 12px; border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); display: grid; gap: 6px; font-size: 14px; }
.foyer-sign-in-row { display: flex; justify-content: space-between; gap: 12px; }
.foyer-sign-in-row dt { color: var(--foyer-color-text-muted); }
.foyer-sign-in-row dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.foyer-sign-in-error { color: var(--foyer-color-error); }
.foyer-sign-in-actions { display: flex; gap: 8px; }
.foyer-field { display: flex; flex-direction: column; gap: 6px; }
.foyer-field-label { display: flex; justify-content: space-between; gap: 8px; font-size: 13px; font-weight: 600; color: var(--foyer-color-text-muted); }
.foyer-input {
  inline-size: 100%;
  min-block-size: 40px;
  padding-inline: 12px;
  border: 1px solid var(--foyer-color-border);
  border-radius: var(--foyer-radius-s);
  background: var(--foyer-color-surface);
  color: var(--foyer-color-text);
  font: inherit;
  font-size: 15px;
}
.foyer-input[aria-invalid="true"] { border-color: var(--foyer-color-error); }
.foyer-field-error { margin: 0; color: var(--foyer-color-error); font-size: 13px; }
.foyer-social-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(44px, 1fr)); gap: 8px; }
.foyer-social-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  block-size: 48px;
  padding: 0;
  border: 1px solid var(--foyer-color-border);
  border-radius: var(--foyer-radius-m);
  background: var(--foyer-color-surface);
  cursor: pointer;
}
.foyer-social-button:hover { background: var(--foyer-color-surface-hover); }
.foyer-social-icon { flex-shrink: 0; display: block; }
`
