import {
  ExtensionType,
  getExtensionData,
  getExtensionTypes,
  getMetadataPointerState,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token'
import { unpack as unpackTokenMetadata } from '@solana/spl-token-metadata'
import type { AccountInfo, PublicKey } from '@solana/web3.js'
import { encodeBase58 } from './base58.js'

/** The account encodings this RPC answers with. */
export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed' | 'base64+zstd'

/** Reads another account (a token account's mint), for parsed answers. */
export type AccountReader = (address: PublicKey) => AccountInfo<Buffer> | null

/** An account in the JSON-RPC shape of `getAccountInfo`, in the requested encoding. */
export function encodeAccount(
  address: PublicKey,
  account: AccountInfo<Buffer>,
  encoding: AccountEncoding,
  read: AccountReader,
) {
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: Number(account.rentEpoch ?? 0),
    space: account.data.length,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenAccount(address, account, read)
    if (parsed) return { ...base, data: { ...parsed, space: account.data.length } }
  }
  if (encoding === 'base58') return { ...base, data: [encodeBase58(account.data), 'base58'] }
  return { ...base, data: [account.data.toString('base64'), 'base64'] }
}

function programName(owner: PublicKey): 'spl-token' | 'spl-token-2022' | undefined {
  if (owner.equals(TOKEN_PROGRAM_ID)) return 'spl-token'
  if (owner.equals(TOKEN_2022_PROGRAM_ID)) return 'spl-token-2022'
  return undefined
}

/** The `jsonParsed` form of an SPL token account or mint, as the RPC gives it; else undefined. */
function parseTokenAccount(address: PublicKey, account: AccountInfo<Buffer>, read: AccountReader) {
  const program = programName(account.owner)
  if (!program) return undefined
  try {
    const token = unpackAccount(address, account, account.owner)
    const mintAccount = read(token.mint)
    const decimals = mintAccount ? unpackMint(token.mint, mintAccount, account.owner).decimals : 0
    return {
      program,
      parsed: {
        type: 'account',
        info: {
          isNative: token.isNative,
          mint: token.mint.toBase58(),
          owner: token.owner.toBase58(),
          state: token.isFrozen ? 'frozen' : 'initialized',
          tokenAmount: tokenAmount(token.amount, decimals),
        },
      },
    }
  } catch {
    // Not a token account: maybe a mint.
  }
  try {
    const mint = unpackMint(address, account, account.owner)
    return {
      program,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority?.toBase58() ?? null,
          supply: mint.supply.toString(),
          ...mintExtensions(mint.tlvData),
        },
      },
    }
  } catch {
    return undefined
  }
}

function mintExtensions(tlvData: Buffer): { extensions?: unknown[] } {
  if (tlvData.length === 0) return {}
  const extensions: unknown[] = []
  for (const type of getExtensionTypes(tlvData)) {
    if (type === ExtensionType.MetadataPointer) {
      const state = getMetadataPointerState({ tlvData } as Parameters<
        typeof getMetadataPointerState
      >[0])
      extensions.push({
        extension: 'metadataPointer',
        state: {
          authority: state?.authority?.toBase58() ?? null,
          metadataAddress: state?.metadataAddress?.toBase58() ?? null,
        },
      })
    } else if (type === ExtensionType.TokenMetadata) {
      const data = getExtensionData(ExtensionType.TokenMetadata, tlvData)
      if (!data) continue
      const metadata = unpackTokenMetadata(data)
      extensions.push({
        extension: 'tokenMetadata',
        state: {
          mint: metadata.mint.toBase58(),
          updateAuthority: metadata.updateAuthority?.toBase58() ?? null,
          name: metadata.name,
          symbol: metadata.symbol,
          uri: metadata.uri,
          additionalMetadata: metadata.additionalMetadata,
        },
      })
    }
  }
  return { extensions }
}

/** A token amount as the RPC writes it (`amount` in base units, `uiAmountString` in whole tokens). */
export function tokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
