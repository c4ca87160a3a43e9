import { createHash } from 'node:crypto'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMintInstruction,
  createMintToInstruction,
  ExtensionType,
  getAssociatedTokenAddressSync,
  getMintLen,
  LENGTH_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TYPE_SIZE,
} from '@solana/spl-token'
import { createInitializeInstruction, pack, type TokenMetadata } from '@solana/spl-token-metadata'
import {
  type Keypair,
  Keypair as KeypairClass,
  LAMPORTS_PER_SOL,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { SolanaLedger } from './ledger.js'

/** The SPL token the seed creates (Token-2022, with its metadata on the mint). */
export const SOLANA_TOKEN_SPEC = {
  name: 'Foyer Solana Dollar',
  symbol: 'FSD',
  decimals: 6,
  uri: 'data:application/json,{"name":"Foyer Solana Dollar","symbol":"FSD"}',
  /** Whole tokens minted to each funded account. */
  perAccount: 1_000,
} as const

/** Whole SOL each funded account starts with (account 0 gets ten times as much). */
export const SOLANA_SOL_PER_ACCOUNT = 100

/** What the seed left: the mint and each account's balances. */
export interface SolanaSeed {
  mint: string
  balances: { address: string; lamports: number; tokenAccount: string; tokenAmount: string }[]
}

/** The mint's keypair: fixed, so that the token address is the same on every run. */
export function seedMintKeypair(): Keypair {
  return KeypairClass.fromSeed(createHash('sha256').update('foyer devstack solana mint').digest())
}

function send(
  ledger: SolanaLedger,
  payer: Keypair,
  instructions: TransactionInstruction[],
  signers: Keypair[],
) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
    instructions,
  }).compileToV0Message()
  const transaction = new VersionedTransaction(message)
  transaction.sign([payer, ...signers])
  const entry = ledger.send(transaction)
  if (entry.err !== null) {
    throw new Error(`Seeding failed: ${JSON.stringify(entry.err)}\n${entry.logs.join('\n')}`)
  }
}

/**
 * Funds `accounts` with SOL and creates the seed token: a Token-2022 mint with its metadata
 * (name, symbol, uri) held in the mint through the metadata-pointer extension; account 0 is
 * its mint authority and each account gets {@link SOLANA_TOKEN_SPEC}`.perAccount` tokens.
 */
export function seedSolana(ledger: SolanaLedger, accounts: readonly Keypair[]): SolanaSeed {
  const [authority] = accounts
  if (!authority) throw new Error('Seeding Solana needs at least one account')
  accounts.forEach((account, index) => {
    const sol = index === 0 ? SOLANA_SOL_PER_ACCOUNT * 10 : SOLANA_SOL_PER_ACCOUNT
    ledger.airdrop(account.publicKey, sol * LAMPORTS_PER_SOL)
  })

  const mint = seedMintKeypair()
  const metadata: TokenMetadata = {
    mint: mint.publicKey,
    updateAuthority: authority.publicKey,
    name: SOLANA_TOKEN_SPEC.name,
    symbol: SOLANA_TOKEN_SPEC.symbol,
    uri: SOLANA_TOKEN_SPEC.uri,
    additionalMetadata: [],
  }
  const mintLength = getMintLen([ExtensionType.MetadataPointer])
  const metadataLength = TYPE_SIZE + LENGTH_SIZE + pack(metadata).length
  const program = TOKEN_2022_PROGRAM_ID
  send(
    ledger,
    authority,
    [
      SystemProgram.createAccount({
        fromPubkey: authority.publicKey,
        newAccountPubkey: mint.publicKey,
        space: mintLength,
        lamports: ledger.minimumBalanceForRentExemption(mintLength + metadataLength),
        programId: program,
      }),
      createInitializeMetadataPointerInstruction(
        mint.publicKey,
        authority.publicKey,
        mint.publicKey,
        program,
      ),
      createInitializeMintInstruction(
        mint.publicKey,
        SOLANA_TOKEN_SPEC.decimals,
        authority.publicKey,
        null,
        program,
      ),
      createInitializeInstruction({
        programId: program,
        mint: mint.publicKey,
        metadata: mint.publicKey,
        mintAuthority: authority.publicKey,
        updateAuthority: authority.publicKey,
        name: metadata.name,
        symbol: metadata.symbol,
        uri: metadata.uri,
      }),
    ],
    [mint],
  )

  const amount = BigInt(SOLANA_TOKEN_SPEC.perAccount) * 10n ** BigInt(SOLANA_TOKEN_SPEC.decimals)
  const balances: SolanaSeed['balances'] = []
  for (const account of accounts) {
    const tokenAccount = getAssociatedTokenAddressSync(
      mint.publicKey,
      account.publicKey,
      false,
      program,
    )
    send(
      ledger,
      authority,
      [
        createAssociatedTokenAccountIdempotentInstruction(
          authority.publicKey,
          tokenAccount,
          account.publicKey,
          mint.publicKey,
          program,
        ),
        createMintToInstruction(
          mint.publicKey,
          tokenAccount,
          authority.publicKey,
          amount,
          [],
          program,
        ),
      ],
      [],
    )
  }
  for (const account of accounts) {
    balances.push({
      address: account.publicKey.toBase58(),
      lamports: ledger.getBalance(account.publicKey),
      tokenAccount: getAssociatedTokenAddressSync(
        mint.publicKey,
        account.publicKey,
        false,
        program,
      ).toBase58(),
      tokenAmount: amount.toString(),
    })
  }
  return { mint: mint.publicKey.toBase58(), balances }
}
