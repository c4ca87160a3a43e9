export {
  type BitcoinAccountPurpose,
  type BitcoinTestAccount,
  type BitcoinTestKey,
  deriveBitcoinTestAccount,
} from './keys.js'
export { BITCOIN_REGTEST_CAIP_NETWORK_ID, BITCOIN_REGTEST_NETWORK } from './network.js'
