'use client'

/**
 * `@foyer/ui/token-picker`: the token picker of Send and Swap and its styles, an entry of its
 * own so that apps (and the modal's first chunk) that never pick a token do not carry it.
 */
export {
  orderTokens,
  TokenPicker,
  type TokenPickerItem,
  type TokenPickerProps,
} from './components/token-picker.js'
export { tokenPickerCss } from './styles/token-picker-css.js'
