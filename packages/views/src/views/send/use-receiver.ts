import {
  chainIdToCoinType,
  ETH_COIN_TYPE,
  isAddressInNamespace,
  isAddressOnNetwork,
  MAX_COIN_TYPE_CHAIN_ID,
  type Network,
} from '@foyer/common'
import type { FoyerClient } from '@foyer/core'
import { setSendReceiver } from '@foyer/core/send'
import { useEffect, useMemo, useState } from 'react'
import { safeHttpsUrl } from '../../internal/safe-url.js'
import type { ResolvedReceiver } from './receiver-field.js'

/** How long typing pauses before a name is looked up. */
const RESOLVE_DELAY_MS = 300

/** A profile as the data service's name lookup answers it. */
interface NameProfile {
  name: string
  addresses: Record<string, { address: string }>
  attributes?: Record<string, string>
}

/** The name lookup of a data service that offers one (an optional capability of the client). */
type NameLookup = (params: { name: string; signal?: AbortSignal }) => Promise<NameProfile | null>

function nameLookup(client: FoyerClient): NameLookup | undefined {
  const service = client.blockchainData as { resolveName?: NameLookup } | undefined
  const resolve = service?.resolveName
  return typeof resolve === 'function' ? resolve.bind(service) : undefined
}

/** Coin types whose address a name may give for `network` (ENSIP-11), best first. */
function coinTypes(network: Network): string[] {
  const id = Number(network.id)
  const own = Number.isInteger(id) && id >= 0 && id < MAX_COIN_TYPE_CHAIN_ID
  return [
    ...(own ? [String(chainIdToCoinType(id))] : []),
    String(ETH_COIN_TYPE),
    String(MAX_COIN_TYPE_CHAIN_ID),
  ]
}

/** The receiver field's state: the text, the name lookup and what it found. */
export interface ReceiverInput {
  text: string
  setText: (text: string) => void
  resolved: ResolvedReceiver | undefined
  resolving: string | undefined
  /** The name typed had no address for this network (or the lookup failed). */
  notFound: string | undefined
}

/**
 * The receiver as typed: an address of the namespace goes to the send state as it is; a name
 * (`label.suffix`) is looked up through the data service when it offers name lookups, and
 * its address for this network goes to the send state with the profile's name and avatar.
 * Without a lookup a name is simply not an address (the field says so).
 */
export function useReceiverInput(client: FoyerClient, network: Network | undefined): ReceiverInput {
  const stored = client.stores.send.getState()
  const [text, setTextState] = useState(stored.receiverProfileName ?? stored.receiverAddress ?? '')
  const [resolved, setResolved] = useState<ResolvedReceiver | undefined>(
    stored.receiverProfileName && stored.receiverAddress
      ? {
          name: stored.receiverProfileName,
          address: stored.receiverAddress,
          avatar: stored.receiverProfileImage,
        }
      : undefined,
  )
  const [resolving, setResolving] = useState<string | undefined>(undefined)
  const [notFound, setNotFound] = useState<string | undefined>(undefined)
  const service = client.blockchainData
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lookup changes with the service
  const lookup = useMemo(() => nameLookup(client), [client, service])
  const trimmed = text.trim()
  const isName =
    lookup !== undefined &&
    network !== undefined &&
    trimmed.includes('.') &&
    !isAddressOnNetwork(network.chainNamespace, network.caipNetworkId, trimmed)

  useEffect(() => {
    if (!isName || !lookup || !network) return
    if (resolved?.name === trimmed) return
    const controller = new AbortController()
    setResolving(trimmed)
    const timer = setTimeout(() => {
      lookup({ name: trimmed, signal: controller.signal }).then(
        (profile) => {
          if (controller.signal.aborted) return
          setResolving(undefined)
          const address = profile
            ? coinTypes(network)
                .map((coinType) => profile.addresses[coinType]?.address)
                .find((candidate) => candidate && isAddressInNamespace('eip155', candidate))
            : undefined
          if (!profile || !address) {
            setNotFound(trimmed)
            return
          }
          const avatar = safeHttpsUrl(profile.attributes?.avatar)
          setResolved({ name: profile.name, address, avatar })
          setSendReceiver(client, {
            address,
            profileName: profile.name,
            ...(avatar ? { profileImage: avatar } : {}),
          })
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('[foyer] name not resolved', error)
          setResolving(undefined)
          setNotFound(trimmed)
        },
      )
    }, RESOLVE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, isName, lookup, network, trimmed, resolved?.name])

  const setText = (next: string) => {
    setTextState(next)
    setResolved(undefined)
    setNotFound(undefined)
    setResolving(undefined)
    // A name waits for its lookup; anything else is the receiver as typed (checked inline).
    setSendReceiver(client, { address: next.trim() || undefined })
  }
  return { text, setText, resolved, resolving: isName ? resolving : undefined, notFound }
}
