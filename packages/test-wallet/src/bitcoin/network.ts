/**
 * Address parameters of the local regtest-like Bitcoin chain (bech32 prefix `bcrt`), in the
 * shape `@scure/btc-signer` takes.
 */
export const BITCOIN_REGTEST_NETWORK = {
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
} as const

/** The CAIP-2 id of the local chain: `bip122:` and the first 32 hex digits of regtest's genesis hash. */
export const BITCOIN_REGTEST_CAIP_NETWORK_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
