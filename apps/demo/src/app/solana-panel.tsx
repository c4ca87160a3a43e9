import { FoyerError } from '@foyer/common'
import {
  type FoyerClient,
  fetchBalance,
  formatUnits,
  hasCapability,
  signMessage,
} from '@foyer/core'
import { useFoyerAccount } from '@foyer/react'
import { useEffect, useState } from 'react'
import { errorText } from './error-text.js'
import { Panel } from './panel.js'

/** Props of {@link SolanaPanel}. */
export interface SolanaPanelProps {
  client: FoyerClient
  /** The mint of the stack's seeded SPL token (Foyer Solana Dollar). */
  tokenMint: string
  /** The local network's CAIP-2 id. */
  caipNetworkId: `solana:${string}`
}

type Result =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string }

/**
 * The local Solana network: the connected Solana account, its SOL and SPL token balances read
 * through the adapter from the local RPC (again every 2 s), and an ed25519 message signature
 * (base58).
 */
export function SolanaPanel({ client, tokenMint, caipNetworkId }: SolanaPanelProps) {
  const account = useFoyerAccount({ namespace: 'solana' })
  const address = account.isConnected ? account.address : undefined
  const [token, setToken] = useState<string>()
  const [message, setMessage] = useState('Hello from the Foyer demo')
  const [signature, setSignature] = useState<Result>({ kind: 'idle' })

  useEffect(() => {
    if (!address) {
      setToken(undefined)
      return
    }
    const adapter = client.adapters.get('solana')
    const read = async () => {
      await fetchBalance(client, { namespace: 'solana', force: true }).catch(() => {})
      if (!adapter || !hasCapability(adapter, 'getTokenBalance')) return
      const balance = await adapter.getTokenBalance({
        address,
        tokenAddress: tokenMint,
        caipNetworkId,
      })
      setToken(`${formatUnits(balance.value, balance.decimals)} ${balance.symbol}`.trim())
    }
    void read().catch(() => setToken(undefined))
    const timer = setInterval(() => void read().catch(() => {}), 2_000)
    return () => clearInterval(timer)
  }, [client, address, tokenMint, caipNetworkId])

  const sign = async () => {
    setSignature({ kind: 'pending' })
    try {
      setSignature({
        kind: 'done',
        text: await signMessage(client, { message, namespace: 'solana' }),
      })
    } catch (error) {
      const details = error instanceof FoyerError ? error.details : undefined
      setSignature({ kind: 'error', text: [errorText(error), details].filter(Boolean).join(' ') })
    }
  }

  return (
    <Panel title="Solana (local network)" testId="demo-solana-panel">
      <dl className="demo-facts">
        <dt>Address</dt>
        <dd data-testid="demo-sol-address">{address ?? '—'}</dd>
        <dt>Balance</dt>
        <dd data-testid="demo-sol-balance">
          {account.balance === undefined
            ? '—'
            : `${account.balance} ${account.balanceSymbol ?? ''}`.trim()}
        </dd>
        <dt>Token</dt>
        <dd data-testid="demo-sol-token">{token ?? '—'}</dd>
      </dl>
      <label className="demo-field">
        <span>Message</span>
        <input
          data-testid="demo-sol-message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="demo-action"
        data-testid="demo-sol-sign"
        disabled={!address || signature.kind === 'pending'}
        onClick={() => void sign()}
      >
        Sign (ed25519)
      </button>
      {signature.kind === 'idle' ? null : (
        <p
          className="demo-result"
          data-testid="demo-sol-signature"
          role={signature.kind === 'error' ? 'alert' : undefined}
        >
          {signature.kind === 'pending' ? 'Waiting for the wallet…' : signature.text}
        </p>
      )}
    </Panel>
  )
}
