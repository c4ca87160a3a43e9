/**
 * `@foyer/core/send`: the send flow (SPEC §3 send state, §4 send, §5 checks). An entry of its
 * own, so that apps and the modal load it only with the send feature (the views' Send chunk).
 */
export { parseUnits } from './parse-units.js'
export {
  activeAccountType,
  hasInsufficientSendGas,
  loadSendFee,
  maxSendAmount,
  nativePrice,
  type SendFee,
  sendFeeValue,
} from './send-fee.js'
export { resetSend, setSendAmount, setSendReceiver, setSendToken } from './send-form.js'
export { type SendTokenOptions, sendToken, showAccountAfterSend } from './send-token.js'
export { loadSendTokens, sameToken, tokenContractAddress } from './send-tokens.js'
