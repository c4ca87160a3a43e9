import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import * as z from 'zod'

/** A compiled contract: its ABI and creation bytecode. */
export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}

const outputSchema = z.object({
  errors: z.optional(z.array(z.object({ severity: z.string(), formattedMessage: z.string() }))),
  contracts: z.optional(
    z.record(
      z.string(),
      z.record(
        z.string(),
        z.object({
          abi: z.array(z.unknown()),
          evm: z.object({ bytecode: z.object({ object: z.string() }) }),
        }),
      ),
    ),
  ),
})

/**
 * Compiles `owner-account.sol` (the ERC-1271 test account and its CREATE2 factory) with the
 * pinned solc-js (the compiler's WebAssembly build, no download) and returns both contracts.
 * Throws with the compiler's messages on an error.
 */
export async function compileOwnerAccount(): Promise<{
  account: CompiledContract
  factory: CompiledContract
}> {
  const source = await readFile(new URL('./owner-account.sol', import.meta.url), 'utf8')
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string }
  const input = {
    language: 'Solidity',
    sources: { 'owner-account.sol': { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = outputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input))))
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0 || !output.contracts) {
    throw new Error(`solc: ${errors.map((error) => error.formattedMessage).join('\n')}`)
  }
  const file = output.contracts['owner-account.sol'] ?? {}
  const pick = (name: string): CompiledContract => {
    const contract = file[name]
    if (!contract) throw new Error(`solc produced no ${name}`)
    return { abi: contract.abi as Abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return { account: pick('OwnerAccount'), factory: pick('OwnerAccountFactory') }
}
