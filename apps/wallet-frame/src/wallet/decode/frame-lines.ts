import {
  type CallRequest,
  type ChainReader,
  type DecodedLine,
  describeCalls as decodeCalls,
  describeSimulation as decodeSimulation,
  fillDecodedLine,
  personalSignWarnings as hashSignWarnings,
  typedDataWarnings as permitWarnings,
  type RequestReader,
  type SimulationReader,
  type TypedDataFacts,
} from '@foyer/common/decode'
import type { Simulation } from '@foyer/common/simulation'
import type { Address, Hex } from 'viem'
import { frameMessages } from '../../ui/messages.js'

/** Decoded lines as the frame's texts (the decoder gives keys and values, never sentences). */
export function frameLines(lines: readonly DecodedLine[]): string[] {
  return lines.map((line) => fillDecodedLine(line, frameMessages))
}

/** The shared decoder's {@link decodeCalls}, as the frame's texts. */
export async function describeCalls(
  calls: CallRequest[],
  reader: RequestReader,
  options: { from?: Address; nativeSymbol?: string } = {},
): Promise<{ details: string[]; warnings: string[] }> {
  const { details, warnings } = await decodeCalls(calls, reader, options)
  return { details: frameLines(details), warnings: frameLines(warnings) }
}

/** The shared decoder's simulated changes, as the frame's texts. */
export async function describeSimulation(
  simulation: Simulation,
  reader: SimulationReader,
  nativeSymbol?: string,
): Promise<string[]> {
  return frameLines(await decodeSimulation(simulation, reader, nativeSymbol))
}

/** Warnings of typed data (a permit's spender), as the frame's texts. */
export async function typedDataWarnings(
  facts: TypedDataFacts,
  reader: ChainReader,
): Promise<string[]> {
  return frameLines(await permitWarnings(facts, reader))
}

/** The warning for a `personal_sign` of exactly 32 bytes, as the frame's text. */
export function personalSignWarnings(raw: Hex | undefined): string[] {
  return frameLines(hashSignWarnings(raw))
}
