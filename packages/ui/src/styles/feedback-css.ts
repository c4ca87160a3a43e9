/** Spinner, toast and alert bar. */
export const feedbackCss = /* css */ `
.foyer-spinner {
  display: inline-flex;
  flex-shrink: 0;
  color: var(--foyer-accent-on-bg);
}
.foyer-spinner svg { display: block; animation: foyer-spin 800ms linear infinite; }
.foyer-spinner-track { stroke: currentColor; opacity: 0.2; }
.foyer-spinner-arc { stroke: currentColor; }

.foyer-toast-region {
  position: absolute;
  inset-block-start: 12px;
  inset-inline: 0;
  display: flex;
  justify-content: center;
  pointer-events: none;
  z-index: 2;
}
.foyer-toast {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-inline-size: calc(100% - 32px);
  padding-block: 8px;
  padding-inline: 12px 16px;
  border-radius: 999px;
  background: var(--foyer-color-bg);
  box-shadow: 0 0 0 1px var(--foyer-color-border), 0 6px 20px rgba(0, 0, 0, 0.14);
  font-size: 14px;
  font-weight: 600;
  pointer-events: auto;
  animation: foyer-toast-in 150ms ease-out;
}
.foyer-toast-icon { display: inline-flex; font-size: 16px; }
.foyer-toast[data-variant="success"] .foyer-toast-icon { color: var(--foyer-color-success); }
.foyer-toast[data-variant="error"] .foyer-toast-icon { color: var(--foyer-color-error); }
.foyer-toast-message { overflow-wrap: anywhere; }

.foyer-alert-bar {
  --foyer-alert-color: var(--foyer-color-error);
  display: flex;
  align-items: center;
  gap: 8px;
  padding-block: 8px;
  padding-inline: 12px 8px;
  border-radius: var(--foyer-radius-s);
  color: var(--foyer-color-text);
  background: color-mix(in srgb, var(--foyer-alert-color) 14%, var(--foyer-color-bg));
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--foyer-alert-color) 35%, transparent);
  font-size: 14px;
}
.foyer-alert-bar[data-variant="warning"] { --foyer-alert-color: var(--foyer-color-warning); }
.foyer-alert-bar[data-variant="info"] { --foyer-alert-color: var(--foyer-color-info); }
.foyer-alert-bar-icon { color: var(--foyer-alert-color); font-size: 18px; }
.foyer-alert-bar-message { flex: 1; min-inline-size: 0; overflow-wrap: anywhere; }
.foyer-alert-bar-dismiss { color: var(--foyer-color-text-muted); }
.foyer-alert-bar-dismiss:hover:not(:disabled) {
  background: color-mix(in srgb, var(--foyer-alert-color) 18%, transparent);
}
`
