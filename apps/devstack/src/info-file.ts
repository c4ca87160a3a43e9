import fs from 'node:fs/promises'
import path from 'node:path'
import type { Address, Hex } from 'viem'
import * as z from 'zod'
import type { DevstackInfo } from './types.js'

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address')
  .transform((value) => value as Address)
const hex = z
  .string()
  .regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
  .transform((value) => value as Hex)
const uint = z.string().regex(/^\d+$/, 'must be a decimal integer')
const chainId = z.number().int().positive()

const transferBase = {
  chainId,
  hash: hex,
  blockNumber: uint,
  timestamp: z.number().int().nonnegative(),
  from: address,
  to: address,
}

/** The schema of the info file the CLI writes (a {@link DevstackInfo} plus process ids). */
export const devstackInfoFileSchema = z.object({
  chains: z.array(
    z.object({
      chainId,
      name: z.string(),
      rpcUrl: z.url(),
      caipNetworkId: z
        .string()
        .regex(/^eip155:\d+$/)
        .transform((value) => value as `eip155:${number}`),
      nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
      smartAccounts: z.optional(
        z.object({
          entryPoint: address,
          accountFactory: address,
          sessionAccountImplementation: address,
          bundlerUrl: z.url(),
          paymaster: address,
          paymasterUrl: z.url(),
          eip7702Implementation: address,
          entryPointV08: address,
          paymasterV08: address,
        }),
      ),
    }),
  ),
  mnemonic: z.string(),
  accounts: z.array(z.object({ address, privateKey: hex })),
  contracts: z.object({
    tokens: z.array(
      z.object({ chainId, address, name: z.string(), symbol: z.string(), decimals: z.number() }),
    ),
    nfts: z.array(
      z.object({
        chainId,
        address,
        name: z.string(),
        symbol: z.string(),
        items: z.array(
          z.object({
            tokenId: uint,
            owner: address,
            tokenUri: z.string(),
            name: z.string(),
            spam: z.boolean(),
          }),
        ),
      }),
    ),
  }),
  balances: z.array(
    z.object({
      chainId,
      accounts: z.array(z.object({ address, native: uint, tokens: z.record(address, uint) })),
    }),
  ),
  transfers: z.array(
    z.discriminatedUnion('kind', [
      z.object({ ...transferBase, kind: z.literal('native'), value: uint }),
      z.object({ ...transferBase, kind: z.literal('erc20'), token: address, value: uint }),
      z.object({
        ...transferBase,
        kind: z.literal('erc721'),
        token: address,
        tokenId: uint,
        spam: z.boolean(),
      }),
    ]),
  ),
  directoryUrl: z.url().optional(),
  relayUrl: z.url().optional(),
  dataServiceUrl: z.url().optional(),
  onrampCheckoutUrl: z.url().optional(),
  walletConnectWalletUrl: z.url().optional(),
  walletFrameUrl: z.url().optional(),
  bitcoin: z
    .object({
      esploraUrl: z.url(),
      caipNetworkId: z.string().regex(/^bip122:[0-9a-f]{32}$/),
      fundedAddresses: z.array(z.object({ payment: z.string(), ordinals: z.string() })),
    })
    .optional(),
  auth: z
    .object({
      url: z.url(),
      projectId: z.string(),
      frameOrigins: z.array(z.string()),
      smtpUrl: z.string(),
      inboxUrl: z.url(),
      identityProviderUrl: z.url(),
      socialProviders: z.array(z.string()),
      farcaster: z
        .object({
          clientUrl: z.url(),
          chainId: z.number().int().positive(),
          idRegistryAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
          accounts: z.array(
            z.object({
              fid: z.number().int().positive(),
              username: z.string(),
              custody: z.string(),
            }),
          ),
        })
        .optional(),
    })
    .optional(),
  swap: z
    .array(
      z.object({
        chainId,
        weth: address,
        factory: address,
        router: address,
        pairs: z.array(
          z.object({ token: address, symbol: z.string(), pair: address, tokenReserve: uint }),
        ),
      }),
    )
    .optional(),
  /** Process id of the CLI that wrote the file. */
  pid: z.number().int().positive(),
  /** Process ids of the child processes it started. */
  pids: z.array(z.number().int().positive()),
})

/** The contents of the CLI's info file. */
export type DevstackInfoFile = DevstackInfo & { pid: number; pids: number[] }

// A compile-time check that the schema produces exactly the documented type.
const _schemaMatchesType: z.ZodType<DevstackInfoFile> = devstackInfoFileSchema
void _schemaMatchesType

/** Writes the info file (creating its folder), replacing it atomically. */
export async function writeDevstackInfo(file: string, info: DevstackInfoFile): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await fs.writeFile(temporary, `${JSON.stringify(info, null, 2)}\n`)
  await fs.rename(temporary, file)
}

/**
 * Reads and validates the info file a running `pnpm devstack` wrote (by default
 * `.foyer-tmp/devstack.json` at the repository root). Throws naming the first bad field.
 */
export async function readDevstackInfo(file: string): Promise<DevstackInfoFile> {
  const text = await fs.readFile(file, 'utf8')
  const result = devstackInfoFileSchema.safeParse(JSON.parse(text))
  if (!result.success) {
    throw new Error(`${file} is not a devstack info file: ${z.prettifyError(result.error)}`)
  }
  return result.data
}
