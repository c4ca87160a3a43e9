/** Side length of the identicon's block grid. */
export const IDENTICON_GRID = 5

/** Everything an identicon is drawn from; a pure function of the address. */
export interface IdenticonDesign {
  /** Gradient start colour, `hsl(…)`. */
  from: string
  /** Gradient end colour, `hsl(…)`. */
  to: string
  /** Gradient direction in degrees, a multiple of 45. */
  angle: number
  /** Colour of the blocks, `hsl(…)`. */
  blockColor: string
  /** `IDENTICON_GRID²` cells row by row, `true` where a block is drawn; mirrored left-right. */
  cells: boolean[]
}

/**
 * The bytes an address stands for: a hex address (`0x…`) by its value, so that upper and
 * lower case give the same identicon; any other address (base58, bech32) by its UTF-8 text,
 * since case matters there.
 */
function addressBytes(address: string): Uint8Array {
  const text = address.trim()
  if (/^0x([0-9a-fA-F]{2})+$/.test(text)) {
    const hex = text.slice(2).toLowerCase()
    const bytes = new Uint8Array(hex.length / 2)
    for (let index = 0; index < bytes.length; index++) {
      bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
    }
    return bytes
  }
  return new TextEncoder().encode(text)
}

/** MurmurHash3's 32-bit finaliser: spreads every input bit over the output. */
function fmix32(value: number): number {
  let h = value
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * A 128-bit seed from the bytes: four FNV-1a lanes, each byte fed to every lane with a
 * different lane offset, then finalised and cross-mixed.
 */
function seedOf(bytes: Uint8Array): [number, number, number, number] {
  const lanes = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]
  for (const byte of bytes) {
    for (let lane = 0; lane < 4; lane++) {
      lanes[lane] = Math.imul((lanes[lane] ?? 0) ^ ((byte + lane * 0x3b) & 0xff), 16777619)
    }
  }
  const [a = 0, b = 0, c = 0, d = 0] = lanes.map(fmix32)
  return [fmix32(a ^ d), fmix32(b ^ a), fmix32(c ^ b), fmix32(d ^ c ^ bytes.length)]
}

/** sfc32: a small, well-distributed pseudo-random generator over four 32-bit words. */
function generator(seed: [number, number, number, number]): () => number {
  let [a, b, c, d] = seed
  return () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
}

/**
 * The identicon of an address (Foyer's own design): a two-colour linear gradient under a
 * left-right symmetric 5 × 5 pattern of blocks. The same address always gives the same
 * design; different addresses almost always give different ones.
 */
export function identiconDesign(address: string): IdenticonDesign {
  const random = generator(seedOf(addressBytes(address)))
  const hue = Math.floor(random() * 360)
  const hueShift = 60 + Math.floor(random() * 120)
  const angle = Math.floor(random() * 8) * 45
  const blockHue = (hue + 180 + Math.floor(random() * 60) - 30 + 360) % 360
  const half = Math.ceil(IDENTICON_GRID / 2)
  const cells: boolean[] = []
  for (let row = 0; row < IDENTICON_GRID; row++) {
    const left: boolean[] = []
    for (let column = 0; column < half; column++) left.push(random() < 0.5)
    const right = left.slice(0, IDENTICON_GRID - half).reverse()
    cells.push(...left, ...right)
  }
  return {
    from: `hsl(${hue} 75% 55%)`,
    to: `hsl(${(hue + hueShift) % 360} 80% 45%)`,
    angle,
    blockColor: `hsl(${blockHue} 85% 92%)`,
    cells,
  }
}
