import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'v1'

/**
 * AES-256-GCM under the server's separate recovery key. The user id is bound as additional
 * data, so a ciphertext moved to another user's row does not decrypt.
 */
export class RecoveryCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new TypeError('the recovery key must be 32 bytes')
  }

  encrypt(plaintext: string, userId: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    cipher.setAAD(Buffer.from(userId, 'utf8'))
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.')
  }

  /** Throws when the ciphertext was altered, moved, or made under another key. */
  decrypt(ciphertext: string, userId: string): string {
    const [version, iv, tag, body] = ciphertext.split('.')
    if (version !== VERSION || !iv || !tag || body === undefined) {
      throw new Error('not a recovery ciphertext')
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(userId, 'utf8'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
  }
}
