import { baseCss } from './base-css.js'
import { controlsCss } from './controls-css.js'
import { feedbackCss } from './feedback-css.js'
import { mediaCss } from './media-css.js'
import { modalCss } from './modal-css.js'
import { motionCss } from './motion-css.js'

/**
 * Foyer's whole stylesheet. Every selector is under a `foyer-` class, so it does not touch
 * the host page. {@link ThemeRoot} injects it for you; export it yourself when you render
 * on the server (`<style data-foyer-styles nonce={nonce}>{foyerCss}</style>`).
 */
export const foyerCss = [baseCss, controlsCss, mediaCss, feedbackCss, modalCss, motionCss]
  .map((part) => part.trim())
  .join('\n')
