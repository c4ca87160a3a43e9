'use client'

/**
 * `@foyer/ui/fields`: the amount input of Send and Swap and its styles, an entry of its own
 * so that apps (and the modal's first chunk) that never send or swap do not carry it.
 */
export {
  AmountInput,
  type AmountInputMax,
  type AmountInputProps,
} from './components/amount-input.js'
export { amountInputCss } from './styles/amount-input-css.js'
