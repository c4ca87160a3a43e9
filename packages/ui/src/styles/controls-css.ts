/** Buttons, icon buttons, list items, tags, tabs and the search field. */
export const controlsCss = /* css */ `
.foyer-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-block-size: 40px;
  padding-inline: 16px;
  border-radius: var(--foyer-radius-s);
  font-weight: 600;
  font-size: 15px;
  white-space: nowrap;
  /* No opacity transition: a button that becomes enabled (a retry after SPEC's 1 s, say) shows
     its full contrast at once instead of passing through a low-contrast frame. */
  transition: background-color 120ms ease;
}
.foyer-button[data-size="sm"] { min-block-size: 32px; padding-inline: 12px; font-size: 14px; }
.foyer-button[data-size="lg"] { min-block-size: 48px; padding-inline: 20px; font-size: 16px; }
.foyer-button-full { display: flex; inline-size: 100%; }
.foyer-button-label { overflow: hidden; text-overflow: ellipsis; }
.foyer-button-icon { display: inline-flex; }
.foyer-button[data-variant="primary"] {
  background: var(--foyer-accent);
  color: var(--foyer-color-accent-text);
}
.foyer-button[data-variant="primary"]:hover:not(:disabled) {
  background: color-mix(in srgb, var(--foyer-accent) 88%, var(--foyer-color-text));
}
.foyer-button[data-variant="secondary"] {
  background: var(--foyer-color-surface);
  color: var(--foyer-color-text);
  box-shadow: inset 0 0 0 1px var(--foyer-color-border);
}
.foyer-button[data-variant="secondary"]:hover:not(:disabled),
.foyer-button[data-variant="ghost"]:hover:not(:disabled) {
  background: var(--foyer-color-surface-hover);
}
.foyer-button[data-variant="ghost"] { color: var(--foyer-accent-on-bg); }
.foyer-button[data-variant="danger"] {
  background: var(--foyer-color-error);
  color: var(--foyer-color-bg);
}
.foyer-button:disabled { opacity: 0.5; }
.foyer-button[data-loading] { opacity: 0.85; }

.foyer-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: var(--foyer-radius-s);
  color: var(--foyer-color-text);
  font-size: 20px;
  transition: background-color 120ms ease;
}
.foyer-icon-button[data-size="sm"] { inline-size: 32px; block-size: 32px; font-size: 16px; }
.foyer-icon-button[data-variant="secondary"] { background: var(--foyer-color-surface); }
.foyer-icon-button:hover:not(:disabled) { background: var(--foyer-color-surface-hover); }
.foyer-icon-button:disabled { opacity: 0.5; }
.foyer-icon-button-icon { display: inline-flex; }

.foyer-list-item {
  display: flex;
  align-items: center;
  gap: 12px;
  inline-size: 100%;
  min-block-size: 56px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  border-radius: var(--foyer-radius-m);
  background: var(--foyer-color-surface);
  text-align: start;
  transition: background-color 120ms ease;
}
.foyer-list-item:hover:not(:disabled) { background: var(--foyer-color-surface-hover); }
.foyer-list-item:disabled { opacity: 0.5; }
.foyer-list-item[aria-current="true"] { box-shadow: inset 0 0 0 2px var(--foyer-accent-on-bg); }
.foyer-list-item-leading { display: inline-flex; flex-shrink: 0; }
.foyer-list-item-text { display: flex; flex-direction: column; flex: 1; min-inline-size: 0; }
.foyer-list-item-label, .foyer-list-item-description {
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.foyer-list-item-label {
  font-weight: 600;
  font-size: 15px;
  /* Wraps instead of clipping: a translated tag beside it can take the room it had. */
  white-space: normal;
  overflow-wrap: anywhere;
}
.foyer-list-item-description { font-size: 13px; color: var(--foyer-color-text-muted); }
.foyer-list-item-chevron { color: var(--foyer-color-text-muted); font-size: 18px; }

.foyer-tag {
  /* Text of the tag's hue pulled towards the text colour, on the modal's background, so it
     keeps its contrast in both themes and under a colour mix. */
  --foyer-tag-hue: var(--foyer-color-text-muted);
  flex-shrink: 0;
  padding-block: 1px;
  padding-inline: 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  color: color-mix(in srgb, var(--foyer-tag-hue) 75%, var(--foyer-color-text));
  background: var(--foyer-color-bg);
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--foyer-tag-hue) 45%, transparent);
}
.foyer-tag[data-variant="accent"] { --foyer-tag-hue: var(--foyer-accent-on-bg); }
.foyer-tag[data-variant="success"] { --foyer-tag-hue: var(--foyer-color-success); }

.foyer-tabs-list {
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: var(--foyer-radius-m);
  background: var(--foyer-color-surface);
}
.foyer-tabs-trigger {
  flex: 1;
  min-block-size: 32px;
  padding-inline: 12px;
  border-radius: var(--foyer-radius-s);
  font-weight: 600;
  font-size: 14px;
  color: var(--foyer-color-text-muted);
  transition: background-color 120ms ease, color 120ms ease;
}
.foyer-tabs-trigger[aria-selected="true"] {
  background: var(--foyer-color-bg);
  color: var(--foyer-color-text);
  box-shadow: 0 0 0 1px var(--foyer-color-border);
}
.foyer-tabs-trigger:disabled { opacity: 0.5; }
.foyer-tabs-content { padding-block: 12px; }

.foyer-search { display: flex; flex-direction: column; gap: 6px; }
.foyer-search-label { font-size: 13px; font-weight: 600; color: var(--foyer-color-text-muted); }
.foyer-search-field {
  position: relative;
  display: flex;
  align-items: center;
}
.foyer-search-icon {
  position: absolute;
  inset-inline-start: 12px;
  color: var(--foyer-color-text-muted);
  pointer-events: none;
}
.foyer-search-input {
  inline-size: 100%;
  min-block-size: 40px;
  padding-inline: 36px 40px;
  border: 1px solid var(--foyer-color-border);
  border-radius: var(--foyer-radius-s);
  background: var(--foyer-color-surface);
  font-size: 15px;
  appearance: none;
}
.foyer-search-input::placeholder { color: var(--foyer-color-text-muted); opacity: 1; }
.foyer-search-input::-webkit-search-cancel-button { appearance: none; display: none; }
.foyer-search-input:focus-visible { outline-offset: 0; }
.foyer-search-clear {
  position: absolute;
  inset-inline-end: 4px;
  color: var(--foyer-color-text-muted);
}
`
