import { FoyerError } from '@foyer/common'
import { base58 } from '@scure/base'

/** One instruction of a message: its program and accounts as base58, its data as bytes. */
export type SolanaInstruction = { programId: string; accounts: string[]; data: Uint8Array }

/**
 * A Solana wire transaction (legacy or v0) read for signing: its signatures, the message
 * bytes the signatures cover, the fee payer, the signers and the instructions. Accounts a v0
 * message loads from address lookup tables are not known here: they show as `lookup #<i>`.
 */
export type ParsedSolanaTransaction = {
  /** The bytes as given (signatures first). */
  bytes: Uint8Array
  /** Where the message starts in `bytes`. */
  messageOffset: number
  /** The account keys whose signatures the message requires, fee payer first. */
  signers: string[]
  feePayer: string
  version: 'legacy' | 0
  instructions: SolanaInstruction[]
  /** Offset in `bytes` of signature slot `i` (64 bytes each). */
  signatureOffset(index: number): number
}

/** The most bytes a transaction may have on the wire (Solana's packet size). */
export const SOLANA_PACKET_SIZE = 1232

function malformed(why: string): FoyerError {
  return new FoyerError('INVALID_PARAMS', { details: `Malformed Solana transaction: ${why}` })
}

/** A cursor over bytes that refuses to read past the end. */
class Reader {
  offset = 0
  constructor(private readonly bytes: Uint8Array) {}

  byte(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw malformed('it ends too early')
    this.offset += 1
    return value
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw malformed('it ends too early')
    const out = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return out
  }

  /** Solana's compact-u16 (1 to 3 bytes, 7 bits each). */
  compactU16(): number {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.byte()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) {
        if (value > 0xffff) throw malformed('a length is too large')
        return value
      }
    }
    throw malformed('a length is too long')
  }

  get done(): boolean {
    return this.offset === this.bytes.length
  }
}

/**
 * Reads a wire transaction; anything that is not exactly one well-formed transaction (too
 * long, cut short, trailing bytes, a signature count that is not the message's, an account
 * index out of range) is refused with INVALID_PARAMS naming the fault.
 */
export function parseSolanaTransaction(bytes: Uint8Array): ParsedSolanaTransaction {
  if (bytes.length === 0 || bytes.length > SOLANA_PACKET_SIZE) {
    throw malformed(`${bytes.length} bytes (1 to ${SOLANA_PACKET_SIZE})`)
  }
  const reader = new Reader(bytes)
  const signatureCount = reader.compactU16()
  const signaturesStart = reader.offset
  reader.take(signatureCount * 64)
  const messageOffset = reader.offset
  const message = readMessage(reader)
  if (!reader.done) throw malformed('bytes after the message')
  if (message.requiredSignatures !== signatureCount) {
    throw malformed(
      `${signatureCount} signature slots for ${message.requiredSignatures} required signers`,
    )
  }
  const signers = message.keys.slice(0, message.requiredSignatures)
  return {
    bytes,
    messageOffset,
    signers,
    feePayer: signers[0] as string,
    version: message.version,
    instructions: message.instructions,
    signatureOffset: (index) => signaturesStart + index * 64,
  }
}

/**
 * Whether `bytes` read as a Solana transaction message (legacy or v0): such bytes are never
 * signed as an off-chain message (the signature would authorize the transaction).
 */
export function looksLikeSolanaMessage(bytes: Uint8Array): boolean {
  try {
    const reader = new Reader(bytes)
    readMessage(reader)
    return reader.done
  } catch {
    return false
  }
}

function readMessage(reader: Reader) {
  const first = reader.byte()
  let version: 'legacy' | 0 = 'legacy'
  let requiredSignatures = first
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw malformed(`message version ${first & 0x7f} is not supported`)
    version = 0
    requiredSignatures = reader.byte()
  }
  const readonlySigned = reader.byte()
  const readonlyUnsigned = reader.byte()
  const keyCount = reader.compactU16()
  const keys: string[] = []
  for (let i = 0; i < keyCount; i++) keys.push(base58.encode(reader.take(32)))
  if (requiredSignatures === 0) throw malformed('it names no fee payer')
  if (requiredSignatures > keyCount || readonlySigned >= requiredSignatures) {
    throw malformed('its header does not match its accounts')
  }
  if (readonlyUnsigned > keyCount - requiredSignatures) {
    throw malformed('its header does not match its accounts')
  }
  reader.take(32) // recent blockhash
  const raw: { program: number; accounts: number[]; data: Uint8Array }[] = []
  const instructionCount = reader.compactU16()
  for (let i = 0; i < instructionCount; i++) {
    const program = reader.byte()
    const accounts = Array.from(reader.take(reader.compactU16()))
    raw.push({ program, accounts, data: reader.take(reader.compactU16()) })
  }
  let lookedUp = 0
  if (version === 0) {
    const tables = reader.compactU16()
    for (let i = 0; i < tables; i++) {
      reader.take(32)
      lookedUp += reader.take(reader.compactU16()).length
      lookedUp += reader.take(reader.compactU16()).length
    }
  }
  const nameOf = (index: number): string => {
    const key = keys[index]
    if (key !== undefined) return key
    if (index < keyCount + lookedUp) return `lookup #${index - keyCount}`
    throw malformed(`account index ${index} is out of range`)
  }
  const instructions = raw.map(({ program, accounts, data }) => {
    if (program >= keyCount) throw malformed('a program id is not in the account keys')
    return { programId: nameOf(program), accounts: accounts.map(nameOf), data }
  })
  return { version, requiredSignatures, keys, instructions }
}
