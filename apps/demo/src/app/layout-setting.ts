/** The query that shows the modal embedded in the page instead of as a dialog. */
export const EMBEDDED_LAYOUT_QUERY = 'layout=embedded'

/** Whether the page's address asks for the embedded layout (`?layout=embedded`). */
export function readEmbeddedLayout(search: string = globalThis.location?.search ?? ''): boolean {
  return new URLSearchParams(search).get('layout') === 'embedded'
}
