import { LOG_LEVELS } from '@foyer/service-kit'
import { z } from 'zod'
import { paymasterContractsSchema, projectPoliciesSchema } from './policy/policy-config.js'

/** EntryPoint v0.7's canonical address (the same on every chain). */
export const ENTRY_POINT_V07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

/** EntryPoint v0.8's canonical address (the same on every chain): EIP-7702 accounts' entry point. */
export const ENTRY_POINT_V08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/** The port `foyer-paymaster` binds when none is given. */
export const DEFAULT_PAYMASTER_PORT = 4700

/** The settings of one paymaster service (the config file's shape, parsed). */
export const paymasterOptionsSchema = z.object({
  host: z.string().default('127.0.0.1'),
  port: z.number().int().min(0).max(65_535).default(DEFAULT_PAYMASTER_PORT),
  /** Postgres server; without it, embedded PGlite in `dataDir` (or memory with `ephemeral`). */
  databaseUrl: z.string().optional(),
  dataDir: z.string().optional(),
  ephemeral: z.boolean().optional(),
  /** The VerifyingPaymaster's `verifyingSigner` key (from the environment, never the database). */
  signerKey: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte private key in hex (0x and 64 digits)'),
  /** The VerifyingPaymaster contract per chain id. */
  paymasters: paymasterContractsSchema,
  entryPoint: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .default(ENTRY_POINT_V07),
  /**
   * The paymaster contract per chain id for EntryPoint v0.8 (EIP-7702 accounts such as
   * `Simple7702Account`), a VerifyingPaymaster trusting the same signer. None: v0.8 is refused.
   */
  paymastersV08: paymasterContractsSchema.default({}),
  entryPointV08: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .default(ENTRY_POINT_V08),
  /** Each project's sponsorship policy. */
  projects: projectPoliciesSchema,
  /** How long a paymaster signature stays valid, in seconds. */
  validitySeconds: z.number().int().min(30).max(86_400).default(600),
  /** JSON log level (requests at `info`; failures at `error`). */
  logLevel: z.enum(LOG_LEVELS).default('warn'),
  /** Reverse proxies whose `X-Forwarded-*` headers are believed. */
  trustProxy: z.array(z.string().min(1)).readonly().optional(),
})

/** The settings of one paymaster service, before defaults. */
export type PaymasterOptions = z.input<typeof paymasterOptionsSchema>
