import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The EIP-55 mixed-case checksum form of a `0x`-prefixed EVM address: each hex letter is
 * upper case where the matching nibble of keccak-256 of the lower-case address is 8 or more.
 *
 * @throws TypeError when `address` is not `0x` and 40 hex characters.
 */
export function toChecksumEvmAddress(address: string): `0x${string}` {
  if (!EVM_ADDRESS.test(address)) throw new TypeError('expected 0x and 40 hex characters')
  const lower = address.slice(2).toLowerCase()
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)))
  let checksummed = '0x'
  for (let i = 0; i < lower.length; i++) {
    checksummed += Number.parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]
  }
  return checksummed as `0x${string}`
}

/** Whether `value` is an EVM address written exactly in its EIP-55 checksum form. */
export function isChecksumEvmAddress(value: unknown): value is `0x${string}` {
  return (
    typeof value === 'string' && EVM_ADDRESS.test(value) && toChecksumEvmAddress(value) === value
  )
}
