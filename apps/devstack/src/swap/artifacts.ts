import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import * as z from 'zod'

/** A compiled contract of the Uniswap npm packages: its ABI and creation bytecode. */
export interface UniswapArtifact {
  abi: Abi
  bytecode: Hex
}

const artifactSchema = z.object({
  abi: z.array(z.looseObject({ type: z.string() })),
  bytecode: z
    .string()
    .regex(/^(0x)?[0-9a-fA-F]+$/)
    .transform((code) => (code.startsWith('0x') ? code : `0x${code}`) as Hex),
})

const require = createRequire(import.meta.url)

function load(file: string): UniswapArtifact {
  const parsed = artifactSchema.parse(require(file))
  return { abi: parsed.abi as unknown as Abi, bytecode: parsed.bytecode }
}

let cached: { weth: UniswapArtifact; factory: UniswapArtifact; router: UniswapArtifact } | undefined

/**
 * The packages' own compiled artifacts (pinned `@uniswap/v2-core` 1.0.1 and
 * `@uniswap/v2-periphery` 1.1.0-beta.0): WETH9, UniswapV2Factory and UniswapV2Router02.
 * The router's pair-address hash matches this factory's pair bytecode.
 */
export function uniswapArtifacts() {
  cached ??= {
    weth: load('@uniswap/v2-periphery/build/WETH9.json'),
    factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
    router: load('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  }
  return cached
}
