/**
 * Arithmetic in GF(2^8) with the AES polynomial x^8 + x^4 + x^3 + x + 1 (0x11b), through
 * log/exp tables over the generator 3. Addition and subtraction are XOR.
 */

const EXP = new Uint8Array(510)
const LOG = new Uint8Array(256)

{
  let value = 1
  for (let i = 0; i < 255; i++) {
    EXP[i] = value
    LOG[value] = i
    // value *= 3, i.e. value ^ (value * 2), reduced by 0x11b
    let doubled = value << 1
    if (doubled & 0x100) doubled ^= 0x11b
    value = doubled ^ value
  }
  for (let i = 255; i < 510; i++) EXP[i] = EXP[i - 255] as number
}

/** a · b in GF(256). */
export function gfMul(a: number, b: number): number {
  if (a === 0 || b === 0) return 0
  return EXP[(LOG[a] as number) + (LOG[b] as number)] as number
}

/** a / b in GF(256); b must not be 0. */
export function gfDiv(a: number, b: number): number {
  if (b === 0) throw new RangeError('division by zero in GF(256)')
  if (a === 0) return 0
  return EXP[(LOG[a] as number) + 255 - (LOG[b] as number)] as number
}
