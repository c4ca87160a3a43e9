import { getAddress, type Hash, type Hex, isAddress } from 'viem'
import * as z from 'zod/mini'

/** An EVM address, returned checksummed. */
export const addressSchema = z.pipe(
  z.string().check(z.refine((value) => isAddress(value, { strict: false }), 'Invalid address')),
  z.transform((value) => getAddress(value)),
)

/** The most accounts accepted from a wallet; the rest of a longer list is ignored. */
export const MAX_WALLET_ACCOUNTS = 100

/**
 * The answer of `eth_accounts` / `eth_requestAccounts` and the `accountsChanged` payload: the
 * first {@link MAX_WALLET_ACCOUNTS} addresses, cut before any is checked so that a wallet
 * answering a million entries costs nothing.
 */
export const accountsSchema = z.pipe(
  z.pipe(
    z.custom<unknown[]>(Array.isArray, 'Expected an array of accounts'),
    z.transform((list) => list.slice(0, MAX_WALLET_ACCOUNTS)),
  ),
  z.array(addressSchema),
)

/**
 * A chain id as wallets report it: hex (EIP-1193), or the decimal number or string some
 * older wallets still send. Yields a positive safe integer.
 */
export const chainIdSchema = z.pipe(
  z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]{1,13}|[0-9]{1,16})$/)), z.number()]),
  z.transform((value, ctx) => {
    const id = typeof value === 'number' ? value : Number(value)
    if (!Number.isSafeInteger(id) || id <= 0) {
      ctx.issues.push({ code: 'custom', message: 'Invalid chain id', input: value })
      return z.NEVER
    }
    return id
  }),
)

/** Hex data such as a signature or call result. */
export const hexSchema = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)),
  z.transform((value) => value as Hex),
)

/** A 32-byte transaction hash. */
export const transactionHashSchema = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  z.transform((value) => value as Hash),
)
