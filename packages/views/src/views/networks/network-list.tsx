import type { CaipNetworkId, ChainNamespace, Network } from '@foyer/common'
import {
  type FoyerClient,
  getConnectedNamespaces,
  goBack,
  isConnected,
  networkImageUrl,
  pushView,
  switchNetwork,
} from '@foyer/core'
import { ListItem, NetworkImage } from '@foyer/ui'
import { useId, useMemo, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { useActiveNetwork, useNetworks } from '../../client/use-client-state.js'
import { useMessages } from '../../messages/context.js'
import { groupNetworksByNamespace } from './group-networks.js'
import { SwitchFailure } from './switch-failure.js'
import { answeredWithin, SWITCH_ANSWER_TIMEOUT_MS } from './wallet-answer.js'

/**
 * Whether a switch into `namespace` leaves the user with nothing to show: a wallet is
 * connected in another namespace but none in this one, so the modal offers to connect.
 */
function needsConnection(client: FoyerClient, namespace: ChainNamespace): boolean {
  return (
    client.stores.modal.getState().open &&
    !isConnected(client, namespace) &&
    getConnectedNamespaces(client).length > 0
  )
}

/** Props of {@link NetworkList}. */
export interface NetworkListProps {
  /** The network to mark as current; the active one by default, none with `null`. */
  currentId?: CaipNetworkId | null
  /** Called after a successful switch; goes back by default. */
  onSwitched?: () => void
}

/**
 * The configured networks as a list, grouped under a heading per namespace when the app
 * serves several; the current one is marked (`aria-current`), a press on another asks the
 * wallet to switch (SPEC §4). A network of another namespace makes that namespace the active
 * one (its account is shown from then on); when no wallet is connected there yet, Connect
 * follows. A failure shows its SPEC message below the list ('Chain is not supported',
 * 'User rejected the request.', or that the wallet did not answer) with the fallback of
 * switching in the wallet and a retry; the list stays usable and the session is kept.
 */
export function NetworkList({ currentId, onSwitched }: NetworkListProps) {
  const client = useClient()
  const messages = useMessages()
  const networks = useNetworks(client)
  const active = useActiveNetwork(client)
  const [pending, setPending] = useState<CaipNetworkId>()
  const [failure, setFailure] = useState<{ id: CaipNetworkId; error: unknown }>()
  const groups = useMemo(() => groupNetworksByNamespace(networks), [networks])
  const idPrefix = useId()
  const current = currentId === undefined ? active?.caipNetworkId : (currentId ?? undefined)
  const disabled = !client.options.enableNetworkSwitch

  const choose = async (id: CaipNetworkId) => {
    if (pending) return
    setPending(id)
    setFailure(undefined)
    try {
      const network = await answeredWithin(switchNetwork(client, id), SWITCH_ANSWER_TIMEOUT_MS)
      if (needsConnection(client, network.chainNamespace)) pushView(client, 'Connect')
      else if (onSwitched) onSwitched()
      else if (client.stores.modal.getState().open) goBack(client)
    } catch (error) {
      setFailure({ id, error })
    } finally {
      setPending(undefined)
    }
  }

  const renderNetwork = (network: Network) => {
    const isCurrent = network.caipNetworkId === current
    return (
      <li key={network.caipNetworkId}>
        <ListItem
          label={network.name}
          description={network.testnet ? messages.networks.testnet : undefined}
          leading={
            <NetworkImage src={networkImageUrl(client, network)} name={network.name} decorative />
          }
          tag={
            pending === network.caipNetworkId
              ? messages.networks.switching
              : isCurrent
                ? messages.networks.current
                : undefined
          }
          tagVariant={isCurrent ? 'success' : 'neutral'}
          current={isCurrent}
          chevron={false}
          loading={pending === network.caipNetworkId}
          disabled={disabled || (pending !== undefined && pending !== network.caipNetworkId)}
          data-testid={`network-option-${network.caipNetworkId}`}
          onClick={() => {
            if (!isCurrent) void choose(network.caipNetworkId)
          }}
        />
      </li>
    )
  }

  return (
    <div className="foyer-stack">
      {disabled && <p className="foyer-muted">{messages.networks.switchDisabled}</p>}
      {groups.length === 1 ? (
        <ul className="foyer-plain-list foyer-stack" aria-label={messages.networks.list}>
          {networks.map(renderNetwork)}
        </ul>
      ) : (
        groups.map((group) => {
          const headingId = `${idPrefix}-${group.namespace}`
          return (
            <section
              key={group.namespace}
              className="foyer-stack"
              aria-labelledby={headingId}
              data-testid={`network-group-${group.namespace}`}
            >
              <h3 id={headingId} className="foyer-muted foyer-network-group-title">
                {messages.networks.namespaces[group.namespace]}
              </h3>
              <ul className="foyer-plain-list foyer-stack">{group.networks.map(renderNetwork)}</ul>
            </section>
          )
        })
      )}
      {failure && <SwitchFailure error={failure.error} onRetry={() => void choose(failure.id)} />}
    </div>
  )
}
