import { base58 } from '@scure/base'

/** Test helpers: Solana wire transactions built by hand (the frame has no Solana SDK). */

type Instruction = { program: string; accounts: string[]; data: Uint8Array }

function compactU16(value: number): number[] {
  const out: number[] = []
  let rest = value
  for (;;) {
    const byte = rest & 0x7f
    rest >>= 7
    if (rest === 0) return [...out, byte]
    out.push(byte | 0x80)
  }
}

/**
 * An unsigned legacy transaction: `signers` (fee payer first) then every other account in
 * order of appearance, all writable; empty signature slots.
 */
export function legacyTransaction(signers: string[], instructions: Instruction[]): Uint8Array {
  const keys = [...signers]
  for (const { program, accounts } of instructions) {
    for (const key of [...accounts, program]) if (!keys.includes(key)) keys.push(key)
  }
  const message = [
    signers.length,
    0,
    0,
    ...compactU16(keys.length),
    ...keys.flatMap((key) => [...base58.decode(key)]),
    ...new Uint8Array(32).fill(9),
    ...compactU16(instructions.length),
    ...instructions.flatMap(({ program, accounts, data }) => [
      keys.indexOf(program),
      ...compactU16(accounts.length),
      ...accounts.map((a) => keys.indexOf(a)),
      ...compactU16(data.length),
      ...data,
    ]),
  ]
  return new Uint8Array([
    ...compactU16(signers.length),
    ...new Uint8Array(64 * signers.length),
    ...message,
  ])
}

/** A System Program transfer of `lamports` from `from` to `to`. */
export function systemTransfer(from: string, to: string, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return { program: '11111111111111111111111111111111', accounts: [from, to], data }
}

/** A random base58 public-key-sized address. */
export function randomAddress(): string {
  return base58.encode(crypto.getRandomValues(new Uint8Array(32)))
}
