import { secp256k1 } from '@noble/curves/secp256k1'
import {
  type Address,
  bytesToHex,
  getAddress,
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBytes,
  keccak256,
  type LocalAccount,
  numberToHex,
  parseSignature,
  serializeSignature,
  serializeTransaction,
} from 'viem'
import { publicKeyToAddress, toAccount } from 'viem/accounts'
import { hashAuthorization } from 'viem/utils'

/** The EVM address of a 32-byte private key. */
export function addressOfKey(key: Uint8Array): Address {
  return getAddress(publicKeyToAddress(bytesToHex(secp256k1.getPublicKey(key, false))))
}

/** Whether `key` is a valid secp256k1 private key (1 ≤ key < n). */
export function isValidKey(key: Uint8Array): boolean {
  return key.length === 32 && secp256k1.utils.isValidPrivateKey(key)
}

/**
 * A viem account that signs with the key BYTES it is given, without ever turning the key into
 * a hex string (strings cannot be wiped). The caller owns `key` and zeroes it when done; the
 * account stops working then.
 */
export function accountFromKeyBytes(key: Uint8Array): LocalAccount {
  const address = addressOfKey(key)
  const sign = (hash: Hex): Hex => {
    const signature = secp256k1.sign(hexToBytes(hash), key, { lowS: true })
    return serializeSignature({
      r: numberToHex(signature.r, { size: 32 }),
      s: numberToHex(signature.s, { size: 32 }),
      yParity: signature.recovery,
    })
  }
  return toAccount({
    address,
    // A hash as is: only the smart account's user operations (never a host request) use it.
    async sign({ hash }) {
      return sign(hash)
    },
    async signMessage({ message }) {
      return sign(hashMessage(message))
    },
    async signTypedData(typedData) {
      return sign(hashTypedData(typedData))
    },
    // EIP-7702: only the frame's own delegation to its configured implementation uses it.
    async signAuthorization(authorization) {
      const address = authorization.contractAddress ?? authorization.address
      const { chainId, nonce } = authorization
      const { r, s, yParity } = parseSignature(sign(hashAuthorization({ address, chainId, nonce })))
      return { address, chainId, nonce, r, s, yParity: yParity ?? 0 }
    },
    async signTransaction(transaction, options) {
      if (transaction.type === 'eip4844') throw new Error('Blob transactions are not supported')
      const serializer = options?.serializer ?? serializeTransaction
      const signature = sign(keccak256(await serializer(transaction)))
      const { r, s, yParity } = parseSignatureParts(signature)
      return serializer(transaction, { r, s, yParity })
    },
  })
}

function parseSignatureParts(signature: Hex): { r: Hex; s: Hex; yParity: number } {
  return {
    r: `0x${signature.slice(2, 66)}`,
    s: `0x${signature.slice(66, 130)}`,
    yParity: Number.parseInt(signature.slice(130, 132), 16) - 27,
  }
}
