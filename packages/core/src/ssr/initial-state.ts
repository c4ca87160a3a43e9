import {
  caipAddressSchema,
  caipNetworkIdSchema,
  chainNamespaceSchema,
  parseCaipAddress,
} from '@foyer/common'
import * as z from 'zod/mini'
import type { FoyerClient } from '../client/types.js'

/** Name of the cookie Foyer keeps its server-renderable state in, unless another is chosen. */
export const DEFAULT_STATE_COOKIE = 'foyer.state'

/** What a server needs to render the buttons as the browser last saw them. */
const connectedAccountSchema = z.object({
  caipAddress: caipAddressSchema,
  connectorId: z.string().check(z.minLength(1), z.maxLength(200)),
  walletName: z.optional(z.string().check(z.maxLength(200))),
})

/**
 * The state kept in the cookie (version 1): the active namespace and network, and each
 * connected namespace's account. Parsed with zod at every boundary (cookie, props).
 */
export const initialStateSchema = z.object({
  v: z.literal(1),
  activeNamespace: z.optional(chainNamespaceSchema),
  activeCaipNetworkId: z.optional(caipNetworkIdSchema),
  accounts: z.partialRecord(chainNamespaceSchema, connectedAccountSchema),
})

/** Foyer's state as a server can render it, from {@link cookieToInitialState}. */
export type FoyerInitialState = z.infer<typeof initialStateSchema>

/** Validates an initial state from any source; anything malformed reads as undefined. */
export function parseInitialState(value: unknown): FoyerInitialState | undefined {
  const parsed = z.safeParse(initialStateSchema, value)
  return parsed.success ? parsed.data : undefined
}

/** The value of one cookie in a `Cookie` request header, or undefined. */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

/**
 * Reads Foyer's state from a request's `Cookie` header (on the server, e.g. Next.js
 * `(await headers()).get('cookie')`), to pass to `createFoyer({ initialState })` so the first
 * HTML already shows the connected button. A missing, undecodable or malformed cookie gives
 * undefined (the page renders disconnected, as without cookies); it never throws.
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
  cookieName: string = DEFAULT_STATE_COOKIE,
): FoyerInitialState | undefined {
  const raw = readCookie(cookieHeader, cookieName)
  if (raw === undefined) return undefined
  try {
    return parseInitialState(JSON.parse(decodeURIComponent(raw)))
  } catch {
    return undefined
  }
}

/** The client's current state in the cookie's shape; undefined when nothing is connected. */
export function snapshotInitialState(client: FoyerClient): FoyerInitialState | undefined {
  const { activeNamespace, byNamespace } = client.stores.account.getState()
  const accounts: FoyerInitialState['accounts'] = {}
  for (const [namespace, account] of Object.entries(byNamespace)) {
    if (account?.status !== 'connected' || !account.caipAddress || !account.connectorId) continue
    accounts[namespace as keyof typeof accounts] = {
      caipAddress: account.caipAddress,
      connectorId: account.connectorId,
      ...(account.connectedWalletInfo ? { walletName: account.connectedWalletInfo.name } : {}),
    }
  }
  if (Object.keys(accounts).length === 0) return undefined
  const active = activeNamespace
    ? client.stores.network.getState().byNamespace[activeNamespace]?.caipNetwork
    : undefined
  return {
    v: 1,
    ...(activeNamespace ? { activeNamespace } : {}),
    ...(active ? { activeCaipNetworkId: active.caipNetworkId } : {}),
    accounts,
  }
}

/**
 * Seeds a new client's stores from an initial state, before anything renders: each account
 * is connected with its address, connector and wallet name, and the active network is the
 * stored one when the app still configures it. Namespaces without an adapter are skipped.
 * The browser's `start()` then resyncs these connections through the adapters, or clears
 * them when the wallet no longer answers.
 */
export function applyInitialState(client: FoyerClient, state: FoyerInitialState): void {
  const { byNamespace } = client.stores.account.getState()
  const seeded = { ...byNamespace }
  for (const [namespace, account] of Object.entries(state.accounts)) {
    const current = byNamespace[namespace as keyof typeof byNamespace]
    if (!account || !current) continue
    const { address, namespace: ofAddress } = parseCaipAddress(account.caipAddress)
    if (ofAddress !== namespace) continue
    seeded[namespace as keyof typeof seeded] = {
      ...current,
      status: 'connected',
      caipAddress: account.caipAddress,
      address,
      connectorId: account.connectorId,
      connectedWalletInfo: account.walletName ? { name: account.walletName } : undefined,
    }
  }
  const activeNamespace =
    state.activeNamespace && seeded[state.activeNamespace]?.status === 'connected'
      ? state.activeNamespace
      : client.stores.account.getState().activeNamespace
  client.stores.account.setState({ activeNamespace, byNamespace: seeded })
  const network = client.stores.network
    .getState()
    .networks.find((n) => n.caipNetworkId === state.activeCaipNetworkId)
  const networkState =
    network && client.stores.network.getState().byNamespace[network.chainNamespace]
  if (network && networkState) {
    client.stores.network.setState((s) => ({
      byNamespace: {
        ...s.byNamespace,
        [network.chainNamespace]: { ...networkState, caipNetwork: network },
      },
    }))
  }
}
