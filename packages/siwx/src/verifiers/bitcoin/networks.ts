import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer'

/** Address parameters of a Bitcoin network, in the shape `@scure/btc-signer` takes. */
export interface BitcoinAddressNetwork {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

const REGTEST: BitcoinAddressNetwork = { ...TEST_NETWORK, bech32: 'bcrt' }

/**
 * The address parameters of the well-known Bitcoin networks, by CAIP-2 reference (the first
 * 32 hex digits of the genesis block hash): mainnet, testnet3, testnet4, signet and regtest.
 */
export const KNOWN_BITCOIN_NETWORKS: Readonly<Record<string, BitcoinAddressNetwork>> = {
  '000000000019d6689c085ae165831e93': NETWORK,
  '000000000933ea01ad0ee984209779ba': TEST_NETWORK,
  '00000000da84f2bafbbc53dee25a72ae': TEST_NETWORK,
  '00000008819873e925422c1ff0f99f7c': TEST_NETWORK,
  '0f9188f13cb7b2c71f2a335e3a4fc328': REGTEST,
}

/** What an address pays to, as `@scure/btc-signer` decodes it. */
export type DecodedOutput = ReturnType<typeof OutScript.decode>

/**
 * The output an address of `network` pays to and its script, or undefined when the address
 * is not a valid address of that network (wrong prefix, bad checksum, unknown form).
 */
export function decodeAddress(
  address: string,
  network: BitcoinAddressNetwork,
): { output: DecodedOutput; script: Uint8Array } | undefined {
  try {
    const output = Address(network).decode(address)
    return { output, script: OutScript.encode(output) }
  } catch {
    return undefined
  }
}
