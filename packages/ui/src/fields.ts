'use client'

/**
 * `@foyer/ui/fields`: the amount input of Send and Swap, the address field of Send and their
 * styles, an entry of its own so that apps (and the modal's first chunk) that never send or
 * swap do not carry it.
 */
export {
  AddressField,
  type AddressFieldPaste,
  type AddressFieldProps,
} from './components/address-field.js'
export {
  AmountInput,
  type AmountInputMax,
  type AmountInputProps,
} from './components/amount-input.js'
export { addressFieldCss } from './styles/address-field-css.js'
export { amountInputCss } from './styles/amount-input-css.js'
