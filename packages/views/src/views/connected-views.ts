/**
 * The views only a connected visitor sees (Account with its tabs, Networks, Unsupported
 * chain), as one chunk: the modal's first chunk holds what a visitor meets before
 * connecting (Connect and the connection in progress), and this one loads once an account is
 * connected or one of these views is shown.
 */
export { AccountView } from './account/account-view.js'
export { NetworksView } from './networks/networks-view.js'
export { UnsupportedChainView } from './unsupported-chain/unsupported-chain-view.js'
