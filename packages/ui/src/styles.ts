// Server-safe entry (no "use client", no React): the stylesheet as a string, for server
// rendering (`<FoyerStyles />` in @foyer/react/server) and for writing a CSS file.
export { foyerCss } from './styles/foyer-css.js'
export { STYLE_ELEMENT_ATTRIBUTE } from './styles/inject-styles.js'
