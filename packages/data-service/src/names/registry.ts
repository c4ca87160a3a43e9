import { chainIdToCoinType } from '@foyer/common'
import { getAddress, verifyMessage } from 'viem'
import { z } from 'zod'
import { badRequest, DataError } from '../http/errors.js'
import { parseValue } from '../http/query.js'
import type { NameRecord, NamesStore } from '../storage/names-store.js'
import { NAME_RULE, nameLabel } from './name-rules.js'

/** A profile as the contract between server and client defines it. */
export interface ProfileBody {
  name: string
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
  createdAt: number
}

/** Settings of the names registry. */
export interface NamesRegistryOptions {
  suffix: string
  /** How old a signed registration message may be, in seconds. */
  maxMessageAgeSeconds: number
  /** Clock in unix seconds (tests move it). */
  now?: () => number
}

/** How far ahead of the service's clock a message timestamp may be (clock skew). */
const MAX_FUTURE_SKEW_SECONDS = 60
/** How many suggestions a lookup returns. */
const SUGGESTION_COUNT = 5

const registerBodySchema = z.object({
  coinType: z.number().int().min(0).max(0xffffffff),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/, 'must be a 0x-prefixed hex signature'),
  message: z.string().min(1).max(4096),
})

const messageSchema = z.object({
  name: z.string().min(1).max(300),
  timestamp: z.number().int().nonnegative(),
  attributes: z
    .record(z.string().max(64), z.string().max(2048))
    .refine((value) => Object.keys(value).length <= 16, 'may hold at most 16 entries')
    .optional(),
})

/**
 * The off-chain names registry: names `<label>.<suffix>` registered by an EIP-191 signature
 * of the owner over `{ name, timestamp, attributes? }`, with reverse lookup.
 */
export class NamesRegistry {
  private readonly now: () => number

  constructor(
    private readonly store: NamesStore,
    private readonly options: NamesRegistryOptions,
  ) {
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000))
  }

  /** POST /v1/profile/account: verifies and registers; 400 or 409 with a reason otherwise. */
  async register(body: unknown): Promise<ProfileBody> {
    const request = parseValue(registerBodySchema, body, 'Field')
    let messageJson: unknown
    try {
      messageJson = JSON.parse(request.message)
    } catch {
      throw badRequest("Field 'message' must be a JSON string { name, timestamp, attributes? }")
    }
    const message = parseValue(messageSchema, messageJson, 'Message field')
    const label = nameLabel(message.name, this.options.suffix)
    if (label === null) throw badRequest(`Invalid name '${message.name}': ${NAME_RULE}`)
    const now = this.now()
    if (now - message.timestamp > this.options.maxMessageAgeSeconds) {
      throw badRequest('The signed message is stale: its timestamp is too old')
    }
    if (message.timestamp - now > MAX_FUTURE_SKEW_SECONDS) {
      throw badRequest('The signed message has a timestamp in the future')
    }
    const valid = await verifyMessage({
      address: request.address as `0x${string}`,
      message: request.message,
      signature: request.signature as `0x${string}`,
    }).catch(() => false)
    if (!valid) throw badRequest('The signature does not match the address and message')
    const record: NameRecord = {
      name: this.fullName(label),
      address: request.address.toLowerCase(),
      coinType: request.coinType,
      attributes: message.attributes ?? {},
      createdAt: now,
    }
    const outcome = await this.store.register(record, request.signature)
    if (outcome === 'taken') throw new DataError(409, `The name ${record.name} is already taken`)
    if (outcome === 'replayed') throw badRequest('This signed message was already used')
    return toProfile(record)
  }

  /** GET /v1/profile/account/{name}: the profile, or 404. */
  async resolve(name: string): Promise<ProfileBody> {
    const label = nameLabel(name, this.options.suffix)
    if (label === null) throw badRequest(`Invalid name '${name}': ${NAME_RULE}`)
    const record = await this.store.byName(this.fullName(label))
    if (!record) throw new DataError(404, `No profile is registered for ${this.fullName(label)}`)
    return toProfile(record)
  }

  /** GET /v1/profile/suggestions/{label}: the name itself and variants, each marked taken or not. */
  async suggestions(
    requested: string,
  ): Promise<{ suggestions: { name: string; registered: boolean }[] }> {
    const label = nameLabel(requested, this.options.suffix)
    if (label === null) throw badRequest(`Invalid name '${requested}': ${NAME_RULE}`)
    const candidates = [label, ...Array.from({ length: 20 }, (_, index) => `${label}${index + 1}`)]
    const names = candidates.map((candidate) => this.fullName(candidate))
    const registered = await this.store.registered(names)
    const [first, ...rest] = names
    const free = rest.filter((name) => !registered.has(name)).slice(0, SUGGESTION_COUNT - 1)
    return {
      suggestions: [first!, ...free].map((name) => ({ name, registered: registered.has(name) })),
    }
  }

  /** GET /v1/profile/reverse/{address}: every profile of the address. */
  async reverse(address: string, coinType?: number): Promise<ProfileBody[]> {
    return (await this.store.byAddress(address, coinType)).map(toProfile)
  }

  /**
   * GET /v1/identity/{address}: the name and avatar of the address on `chainId`: a name
   * registered for the chain's coin type, else for Ether's (60), else any of its names.
   */
  async identity(
    address: string,
    chainId: number | null,
  ): Promise<{ name: string | null; avatar: string | null }> {
    const records = await this.store.byAddress(address)
    const coinType = chainId === null ? null : safeCoinType(chainId)
    const record =
      records.find((candidate) => candidate.coinType === coinType) ??
      records.find((candidate) => candidate.coinType === 60) ??
      records[0]
    return { name: record?.name ?? null, avatar: record?.attributes.avatar ?? null }
  }

  private fullName(label: string): string {
    return `${label}.${this.options.suffix}`
  }
}

function toProfile(record: NameRecord): ProfileBody {
  return {
    name: record.name,
    addresses: { [String(record.coinType)]: { address: getAddress(record.address) } },
    attributes: record.attributes,
    createdAt: record.createdAt,
  }
}

function safeCoinType(chainId: number): number | null {
  try {
    return chainIdToCoinType(chainId)
  } catch {
    return null
  }
}
