import * as z from 'zod/mini'
import { decisionSchema } from '../state.js'
import { testWalletStateViewSchema } from '../wallet-controls.js'
import { chainBehaviourSchema } from './chain-behaviour.js'

/** `POST /api/pair`: a `wc:` pairing uri (pasted by a person or read by a test). */
export const pairBodySchema = z.object({
  uri: z.string().check(z.regex(/^wc:[0-9a-f]{64}@2\?\S+$/, 'expected a wc:…@2?… pairing uri')),
})

/** `POST /api/decisions`: decisions to queue for the next proposals or requests. */
export const decisionsBodySchema = z.object({
  decisions: z.array(decisionSchema).check(z.minLength(1), z.maxLength(20)),
})

/** `POST /api/configure`: what the page and tests may change. */
export const configureBodySchema = z.object({
  defaultDecision: z.optional(decisionSchema),
  accountIndex: z.optional(z.int().check(z.gte(0), z.lte(2 ** 31 - 1))),
  clearDecisions: z.optional(z.boolean()),
  /** How the wallet treats chain requests from now on (a refusing, ignoring or slow wallet). */
  chainBehaviour: z.optional(z.partial(chainBehaviourSchema)),
})

/** `POST /api/disconnect`: one session by topic, or every session. */
export const disconnectBodySchema = z.object({
  topic: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
})

/** A session, as `GET /api/state` lists it. */
export const sessionViewSchema = z.object({
  topic: z.string(),
  peer: z.object({ name: z.string(), url: z.string() }),
  accounts: z.array(z.string()),
  chains: z.array(z.string()),
  expiry: z.number(),
})

/** An activity entry, as `GET /api/state` lists it. */
export const activityViewSchema = z.object({
  at: z.number(),
  kind: z.enum(['session', 'request', 'disconnect']),
  peer: z.optional(z.string()),
  method: z.optional(z.string()),
  outcome: z.optional(z.enum(['approved', 'rejected'])),
  detail: z.string(),
})

/** `GET /api/state`: the wallet (without its mnemonic), its sessions and what it did. */
export const walletConnectStateSchema = z.object({
  /** The wallet-side SDK it runs on. */
  sdk: z.enum(['sign-client', 'walletkit']),
  chainBehaviour: chainBehaviourSchema,
  wallet: testWalletStateViewSchema,
  sessions: z.array(sessionViewSchema),
  activity: z.array(activityViewSchema),
})
/** What `GET /api/state` answers. */
export type WalletConnectTestWalletState = z.infer<typeof walletConnectStateSchema>

/** `POST /api/pair`'s answer. */
export const pairOutcomeSchema = z.union([
  z.object({
    approved: z.literal(true),
    topic: z.string(),
    peer: z.object({ name: z.string(), url: z.string() }),
  }),
  z.object({ approved: z.literal(false), reason: z.string() }),
])

/** An error answer. */
export const errorBodySchema = z.object({ error: z.string() })
