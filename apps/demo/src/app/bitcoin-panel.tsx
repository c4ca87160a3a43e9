import { FoyerError } from '@foyer/common'
import {
  type FoyerClient,
  fetchBalance,
  hasCapability,
  sendTransaction,
  signMessage,
} from '@foyer/core'
import { useFoyerAccount } from '@foyer/react'
import { useEffect, useState } from 'react'
import { errorText } from './error-text.js'
import { Panel } from './panel.js'

/** Props of {@link BitcoinPanel}. */
export interface BitcoinPanelProps {
  client: FoyerClient
  esploraUrl: string
}

type Result =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string }

/** Satoshis of a decimal BTC amount (8 decimals), or undefined when it is not one. */
export function parseBtc(amount: string): bigint | undefined {
  const match = /^(\d{1,8})(?:\.(\d{1,8}))?$/.exec(amount.trim())
  if (!match) return undefined
  const sats = BigInt(match[1]!) * 100_000_000n + BigInt((match[2] ?? '').padEnd(8, '0'))
  return sats > 0n ? sats : undefined
}

function describe(error: unknown): string {
  const text = errorText(error)
  const details =
    error instanceof FoyerError ? error.details : error instanceof Error ? error.message : undefined
  return details && details !== text ? `${text} ${details}` : text
}

function ResultLine({ result, testId }: { result: Result; testId: string }) {
  if (result.kind === 'idle') return null
  return (
    <p
      className="demo-result"
      data-testid={testId}
      role={result.kind === 'error' ? 'alert' : undefined}
    >
      {result.kind === 'pending' ? 'Waiting for the wallet…' : result.text}
    </p>
  )
}

/**
 * The local Bitcoin chain: the wallet's payment and ordinals addresses and balance, a BIP-322
 * message signature, a PSBT signature (and its broadcast), and a BTC transfer.
 */
export function BitcoinPanel({ client, esploraUrl }: BitcoinPanelProps) {
  const account = useFoyerAccount({ namespace: 'bip122' })
  const payment = account.allAccounts.find((a) => a.type === 'payment')
  const ordinals = account.allAccounts.find((a) => a.type === 'ordinals')
  const [message, setMessage] = useState('Hello from the Foyer demo')
  const [signature, setSignature] = useState<Result>({ kind: 'idle' })
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.1')
  const [sent, setSent] = useState<Result>({ kind: 'idle' })
  const [psbt, setPsbt] = useState<Result>({ kind: 'idle' })
  const [broadcast, setBroadcast] = useState<Result>({ kind: 'idle' })
  const connected = account.isConnected

  // Blocks come every few seconds: the confirmed balance is read again each time.
  useEffect(() => {
    if (!connected) return
    const timer = setInterval(() => {
      void fetchBalance(client, { namespace: 'bip122', force: true }).catch(() => {})
    }, 2_000)
    return () => clearInterval(timer)
  }, [client, connected])

  const run = async (set: (result: Result) => void, action: () => Promise<string>) => {
    set({ kind: 'pending' })
    try {
      set({ kind: 'done', text: await action() })
    } catch (error) {
      set({ kind: 'error', text: describe(error) })
    }
  }
  const sats = parseBtc(amount)
  const recipient = to.trim() || ordinals?.address || ''

  return (
    <Panel title="Bitcoin (local chain)" testId="demo-bitcoin-panel">
      <dl className="demo-facts">
        <dt>Payment</dt>
        <dd data-testid="demo-btc-payment">{payment?.address ?? '—'}</dd>
        <dt>Payment path</dt>
        <dd data-testid="demo-btc-payment-path">{payment?.path ?? '—'}</dd>
        <dt>Ordinals</dt>
        <dd data-testid="demo-btc-ordinals">{ordinals?.address ?? '—'}</dd>
        <dt>Balance</dt>
        <dd data-testid="demo-btc-balance">
          {account.balance === undefined
            ? '—'
            : `${account.balance} ${account.balanceSymbol ?? ''}`.trim()}
        </dd>
      </dl>
      <label className="demo-field">
        <span>Message</span>
        <input
          data-testid="demo-btc-message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="demo-action"
        data-testid="demo-btc-sign"
        disabled={!connected}
        onClick={() =>
          void run(setSignature, () => signMessage(client, { message, namespace: 'bip122' }))
        }
      >
        Sign (BIP-322)
      </button>
      <ResultLine result={signature} testId="demo-btc-signature" />
      <label className="demo-field">
        <span>Send to</span>
        <input
          data-testid="demo-btc-to"
          value={recipient}
          onChange={(e) => setTo(e.target.value)}
        />
      </label>
      <label className="demo-field">
        <span>Amount (BTC)</span>
        <input
          data-testid="demo-btc-amount"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <button
        type="button"
        className="demo-action"
        data-testid="demo-btc-send"
        disabled={!connected || sats === undefined || recipient === ''}
        onClick={() =>
          void run(setSent, () =>
            sendTransaction(client, {
              namespace: 'bip122',
              request: { to: recipient, value: sats! },
            }),
          )
        }
      >
        Send BTC
      </button>
      <ResultLine result={sent} testId="demo-btc-txid" />
      <button
        type="button"
        className="demo-action"
        data-testid="demo-btc-sign-psbt"
        disabled={!connected || !ordinals?.publicKey || !payment}
        onClick={() =>
          void run(setPsbt, async () => {
            const adapter = client.adapters.get('bip122')
            if (
              !adapter ||
              !hasCapability(adapter, 'signPsbt') ||
              !ordinals?.publicKey ||
              !payment
            ) {
              throw new FoyerError('UNSUPPORTED_METHOD', { details: 'signPsbt' })
            }
            const { buildDemoPsbt } = await import('./bitcoin-psbt.js')
            const unsigned = await buildDemoPsbt(
              esploraUrl,
              { address: ordinals.address, publicKey: ordinals.publicKey },
              payment.address,
            )
            const signed = await adapter.signPsbt({
              psbt: unsigned,
              signInputs: { [ordinals.address]: [0] },
            })
            return signed.psbt
          })
        }
      >
        Sign a PSBT (ordinals input)
      </button>
      <ResultLine result={psbt} testId="demo-btc-psbt" />
      <button
        type="button"
        className="demo-action"
        data-testid="demo-btc-broadcast"
        disabled={psbt.kind !== 'done'}
        onClick={() =>
          void run(setBroadcast, async () => {
            if (psbt.kind !== 'done') throw new Error('No signed PSBT')
            const { broadcastPsbt } = await import('./bitcoin-psbt.js')
            return broadcastPsbt(esploraUrl, psbt.text)
          })
        }
      >
        Broadcast the signed PSBT
      </button>
      <ResultLine result={broadcast} testId="demo-btc-broadcast-result" />
    </Panel>
  )
}
