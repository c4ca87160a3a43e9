import type { EmbeddedWalletStats } from '@foyer/react'
import { useState } from 'react'
import { Panel } from './panel.js'

/** Props of {@link EmbeddedWalletPanel}. */
export interface EmbeddedWalletPanelProps {
  /** Foyer's `getEmbeddedWalletStats` (the page side of the embedded wallet's bridge). */
  readStats(): EmbeddedWalletStats | undefined
}

/**
 * The embedded wallet's bridge as an app can watch it: how many messages from the wallet
 * frame the page accepted, and how many it dropped (forged or misdirected), by reason.
 */
export function EmbeddedWalletPanel({ readStats }: EmbeddedWalletPanelProps) {
  const [stats, setStats] = useState<EmbeddedWalletStats | undefined>()
  const [read, setRead] = useState(false)
  const reasons = stats
    ? Object.entries(stats.droppedBy)
        .filter(([, count]) => count > 0)
        .map(([reason, count]) => `${reason} ${count}`)
        .join(', ')
    : ''
  return (
    <Panel title="Embedded wallet bridge" testId="demo-bridge-panel">
      <button
        type="button"
        data-testid="demo-bridge-read"
        onClick={() => {
          setStats(readStats())
          setRead(true)
        }}
      >
        Read message counts
      </button>
      {read ? (
        <dl className="demo-facts">
          <dt>Accepted</dt>
          <dd data-testid="demo-bridge-accepted">{stats ? String(stats.accepted) : '—'}</dd>
          <dt>Dropped</dt>
          <dd data-testid="demo-bridge-dropped">{stats ? String(stats.dropped) : '—'}</dd>
          <dt>Dropped by reason</dt>
          <dd data-testid="demo-bridge-dropped-by">{reasons || '—'}</dd>
        </dl>
      ) : null}
    </Panel>
  )
}
