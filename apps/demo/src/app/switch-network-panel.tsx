import { useFoyer, useFoyerNetwork } from '@foyer/react'
import { useState } from 'react'
import { errorText } from './error-text.js'
import { Panel } from './panel.js'

/** Switches the active devnet from the app (the wallet is asked when connected). */
export function SwitchNetworkPanel() {
  const { networks, caipNetworkId, switchNetwork } = useFoyerNetwork()
  const { open } = useFoyer()
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState<string>()

  const switchTo = async (id: (typeof networks)[number]['caipNetworkId']) => {
    setPending(id)
    setError(undefined)
    try {
      await switchNetwork(id)
    } catch (caught) {
      setError(errorText(caught))
    } finally {
      setPending(undefined)
    }
  }

  return (
    <Panel title="Switch network" testId="demo-switch-panel">
      <div className="demo-buttons">
        {networks.map((network) => (
          <button
            key={network.caipNetworkId}
            type="button"
            className="demo-action demo-action-secondary"
            data-testid={`demo-switch-${network.caipNetworkId}`}
            aria-pressed={network.caipNetworkId === caipNetworkId}
            disabled={pending !== undefined}
            onClick={() => void switchTo(network.caipNetworkId)}
          >
            {pending === network.caipNetworkId ? `Switching to ${network.name}…` : network.name}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="demo-link-button"
        onClick={() => void open({ view: 'Networks' })}
      >
        Open the Networks view
      </button>
      {error && (
        <p className="demo-error" role="alert" data-testid="demo-switch-error">
          {error}
        </p>
      )}
    </Panel>
  )
}
