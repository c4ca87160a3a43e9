import { injectStylesheet } from './inject-view-styles.js'

/** Attribute of the connected views' `<style>` element. */
export const CONNECTED_STYLES_ATTRIBUTE = 'data-foyer-connected-styles'

let connectedCss: string | undefined
let loading: Promise<void> | undefined
/** Where the modal is mounted, waiting for the stylesheet (element → its CSP nonce). */
const waiting = new Map<Element, string | undefined>()

/**
 * Loads the stylesheet of the views only a connected visitor sees (a chunk of its own) and
 * adds it wherever the modal is mounted. Those views' chunks wait for it, so they never draw
 * unstyled and nothing moves under the pointer when it arrives. A failed load may be retried.
 */
export function loadConnectedStyles(): Promise<void> {
  loading ??= import('./connected-views-css.js').then(
    (module) => {
      connectedCss = module.connectedViewsCss
      for (const [element, nonce] of waiting) {
        injectStylesheet(element, connectedCss, CONNECTED_STYLES_ATTRIBUTE, nonce)
      }
      waiting.clear()
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Adds the connected views' stylesheet to the document or shadow root of `element`: now if
 * it has loaded, else as soon as {@link loadConnectedStyles} brings it.
 */
export function injectConnectedStyles(element: Element, nonce?: string): void {
  if (connectedCss) injectStylesheet(element, connectedCss, CONNECTED_STYLES_ATTRIBUTE, nonce)
  else waiting.set(element, nonce)
}

/** `load` (a lazy view's chunk), resolved once the connected views' stylesheet is there too. */
export function withConnectedStyles<Module>(load: Promise<Module>): Promise<Module> {
  return Promise.all([load, loadConnectedStyles()]).then(([module]) => module)
}
