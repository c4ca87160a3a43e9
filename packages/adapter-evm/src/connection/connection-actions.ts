// The wallet-facing actions of the EVM adapter (connect, reconnect, disconnect, switch, sign)
// and the answer schemas they parse with: one lazy chunk, loaded on the first of them, so that
// an app's start-up does not carry them (nor viem's address checksum and its keccak).

export { signMessage } from '../actions/sign-message.js'
export { switchNetwork } from '../network/switch-network-action.js'
export { connectWallet } from './connect.js'
export { disconnectWallet } from './disconnect.js'
export { reconnectWallet } from './reconnect.js'
