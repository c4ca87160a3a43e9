import type { Connection, PublicKey as PublicKeyType, Transaction } from '@solana/web3.js'

/** SPL Token and Token-2022 program ids, and the associated-token program. */
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** `@solana/web3.js`, loaded when a transaction or balance needs it (its own chunk). */
export function loadWeb3() {
  return import('@solana/web3.js')
}

/**
 * An unsigned transfer from `from` to `to`: SOL when `tokenAddress` is absent, else the SPL
 * token (SPL Token or Token-2022, whichever owns the mint) between the owners' associated
 * token accounts, creating the receiver's when it has none (`transferChecked`).
 */
export async function buildTransfer(params: {
  connection: Connection
  from: string
  to: string
  value: bigint
  tokenAddress?: string
}): Promise<Transaction> {
  const web3 = await loadWeb3()
  const from = new web3.PublicKey(params.from)
  const to = new web3.PublicKey(params.to)
  const { blockhash, lastValidBlockHeight } = await params.connection.getLatestBlockhash()
  const transaction = new web3.Transaction({ feePayer: from, blockhash, lastValidBlockHeight })
  if (!params.tokenAddress) {
    return transaction.add(
      web3.SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: params.value }),
    )
  }
  const mint = new web3.PublicKey(params.tokenAddress)
  const mintInfo = await params.connection.getParsedAccountInfo(mint)
  const data = mintInfo.value?.data
  const decimals =
    data && 'parsed' in data
      ? Number((data.parsed as { info?: { decimals?: unknown } }).info?.decimals)
      : NaN
  if (!mintInfo.value || !Number.isInteger(decimals))
    throw new Error(`Not a token mint: ${params.tokenAddress}`)
  const program = mintInfo.value.owner
  const ata = (owner: PublicKeyType) =>
    web3.PublicKey.findProgramAddressSync(
      [owner.toBuffer(), program.toBuffer(), mint.toBuffer()],
      new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM),
    )[0]
  const source = ata(from)
  const destination = ata(to)
  const transfer = new Uint8Array(10)
  transfer[0] = 12
  new DataView(transfer.buffer).setBigUint64(1, params.value, true)
  transfer[9] = decimals
  return transaction.add(
    new web3.TransactionInstruction({
      programId: new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM),
      keys: [
        { pubkey: from, isSigner: true, isWritable: true },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: to, isSigner: false, isWritable: false },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: web3.SystemProgram.programId, isSigner: false, isWritable: false },
        { pubkey: program, isSigner: false, isWritable: false },
      ],
      // CreateIdempotent
      data: new Uint8Array([1]) as Buffer,
    }),
    new web3.TransactionInstruction({
      programId: program,
      keys: [
        { pubkey: source, isSigner: false, isWritable: true },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: from, isSigner: true, isWritable: false },
      ],
      // TransferChecked: tag 12, amount (u64 LE), decimals
      data: transfer as Buffer,
    }),
  )
}

export { TOKEN_2022_PROGRAM, TOKEN_PROGRAM }
