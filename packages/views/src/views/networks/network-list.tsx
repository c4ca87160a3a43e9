import type { CaipNetworkId } from '@foyer/common'
import { goBack, showToast, switchNetwork } from '@foyer/core'
import { ListItem, NetworkImage } from '@foyer/ui'
import { useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { useActiveNetwork, useNetworks } from '../../client/use-client-state.js'
import { errorText, useMessages } from '../../messages/context.js'

/** Props of {@link NetworkList}. */
export interface NetworkListProps {
  /** The network to mark as current; the active one by default, none with `null`. */
  currentId?: CaipNetworkId | null
  /** Called after a successful switch; goes back by default. */
  onSwitched?: () => void
}

/**
 * The configured networks as a list; the current one is marked (`aria-current`), a press on
 * another asks the wallet to switch (SPEC §4). A failure shows its SPEC message as a toast
 * ('Chain is not supported', 'User rejected the request.').
 */
export function NetworkList({ currentId, onSwitched }: NetworkListProps) {
  const client = useClient()
  const messages = useMessages()
  const networks = useNetworks(client)
  const active = useActiveNetwork(client)
  const [pending, setPending] = useState<CaipNetworkId>()
  const current = currentId === undefined ? active?.caipNetworkId : (currentId ?? undefined)
  const disabled = !client.options.enableNetworkSwitch

  const choose = async (id: CaipNetworkId) => {
    if (pending) return
    setPending(id)
    try {
      await switchNetwork(client, id)
      if (onSwitched) onSwitched()
      else if (client.stores.modal.getState().open) goBack(client)
    } catch (error) {
      showToast(client, 'error', errorText(messages, error))
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="foyer-stack">
      {disabled && <p className="foyer-muted">{messages.networks.switchDisabled}</p>}
      <ul className="foyer-plain-list foyer-stack" aria-label={messages.networks.list}>
        {networks.map((network) => {
          const isCurrent = network.caipNetworkId === current
          return (
            <li key={network.caipNetworkId}>
              <ListItem
                label={network.name}
                description={network.testnet ? messages.networks.testnet : undefined}
                leading={<NetworkImage src={network.imageUrl} name={network.name} decorative />}
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
        })}
      </ul>
    </div>
  )
}
