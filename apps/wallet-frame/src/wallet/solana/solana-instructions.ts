import { fillMessage, frameMessages } from '../../ui/messages.js'
import type { ParsedSolanaTransaction, SolanaInstruction } from './solana-transaction.js'

/** Program ids the frame decodes (everything else shows as an unknown instruction). */
export const SOLANA_PROGRAMS = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  computeBudget: 'ComputeBudget111111111111111111111111111111',
} as const

/** An amount of `decimals` places as a decimal string without trailing zeros ('1.5'). */
export function formatUnits(value: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals)
  const whole = value / unit
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

function u32(data: Uint8Array, at: number): number | undefined {
  if (data.length < at + 4) return undefined
  return new DataView(data.buffer, data.byteOffset + at, 4).getUint32(0, true)
}

function u64(data: Uint8Array, at: number): bigint | undefined {
  if (data.length < at + 8) return undefined
  return new DataView(data.buffer, data.byteOffset + at, 8).getBigUint64(0, true)
}

/** What an instruction moves out of the signer's account: lamports, for the fee check. */
export type InstructionLines = { lines: string[]; lamportsOut: bigint }

function unknown(instruction: SolanaInstruction): string {
  return fillMessage(frameMessages.SOLANA_UNKNOWN_INSTRUCTION, {
    program: instruction.programId,
    bytes: instruction.data.length,
  })
}

function describeSystem(instruction: SolanaInstruction, owner: string): InstructionLines {
  const { data, accounts } = instruction
  const lamports = u64(data, 4)
  // Transfer: u32 2, u64 lamports; accounts [from, to].
  if (u32(data, 0) === 2 && data.length === 12 && lamports !== undefined && accounts.length >= 2) {
    const [from, to] = accounts as [string, string]
    return {
      lines: [
        fillMessage(frameMessages.SOLANA_TRANSFER, {
          amount: formatUnits(lamports, 9),
          from,
          to,
        }),
      ],
      lamportsOut: from === owner ? lamports : 0n,
    }
  }
  return { lines: [unknown(instruction)], lamportsOut: 0n }
}

function describeToken(instruction: SolanaInstruction): string {
  const { data, accounts } = instruction
  const amount = u64(data, 1)
  // Transfer (3): amount; accounts [source, destination, owner].
  if (data[0] === 3 && data.length === 9 && amount !== undefined && accounts.length >= 3) {
    return fillMessage(frameMessages.SOLANA_TOKEN_TRANSFER_RAW, {
      amount: amount.toString(),
      from: accounts[0] as string,
      to: accounts[1] as string,
    })
  }
  // TransferChecked (12): amount, decimals; accounts [source, mint, destination, owner].
  if (data[0] === 12 && data.length === 10 && amount !== undefined && accounts.length >= 4) {
    return fillMessage(frameMessages.SOLANA_TOKEN_TRANSFER, {
      amount: formatUnits(amount, data[9] as number),
      mint: accounts[1] as string,
      from: accounts[0] as string,
      to: accounts[2] as string,
    })
  }
  return unknown(instruction)
}

function describeAssociatedToken(instruction: SolanaInstruction): string {
  const { data, accounts } = instruction
  // Create (empty or 0) and CreateIdempotent (1): [payer, ata, owner, mint, system, token].
  if ((data.length === 0 || (data.length === 1 && data[0]! <= 1)) && accounts.length >= 4) {
    return fillMessage(frameMessages.SOLANA_CREATE_TOKEN_ACCOUNT, {
      owner: accounts[2] as string,
      mint: accounts[3] as string,
    })
  }
  return unknown(instruction)
}

/** One instruction as the approval's lines, and the lamports it sends out of `owner`. */
export function describeInstruction(
  instruction: SolanaInstruction,
  owner: string,
): InstructionLines {
  switch (instruction.programId) {
    case SOLANA_PROGRAMS.system:
      return describeSystem(instruction, owner)
    case SOLANA_PROGRAMS.token:
    case SOLANA_PROGRAMS.token2022:
      return { lines: [describeToken(instruction)], lamportsOut: 0n }
    case SOLANA_PROGRAMS.associatedToken:
      return { lines: [describeAssociatedToken(instruction)], lamportsOut: 0n }
    case SOLANA_PROGRAMS.computeBudget:
      return { lines: [frameMessages.SOLANA_COMPUTE_BUDGET], lamportsOut: 0n }
    default:
      return { lines: [unknown(instruction)], lamportsOut: 0n }
  }
}

/**
 * A transaction's approval lines: its fee payer, then each instruction decoded (SOL and token
 * transfers, token accounts, compute budget; any other program named with its id as an
 * unknown instruction), and the lamports it sends out of `owner` by System transfers.
 */
export function describeSolanaTransaction(
  transaction: ParsedSolanaTransaction,
  owner: string,
): { details: string[]; lamportsOut: bigint } {
  const details = [fillMessage(frameMessages.SOLANA_FEE_PAYER, { address: transaction.feePayer })]
  let lamportsOut = 0n
  for (const instruction of transaction.instructions) {
    const described = describeInstruction(instruction, owner)
    details.push(...described.lines)
    lamportsOut += described.lamportsOut
  }
  if (transaction.instructions.length === 0) details.push(frameMessages.SOLANA_NO_INSTRUCTIONS)
  return { details, lamportsOut }
}
