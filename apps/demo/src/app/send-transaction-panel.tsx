import type { FoyerClient } from '@foyer/core'
import {
  loadSendFee,
  loadSendTokens,
  sendToken,
  setSendAmount,
  setSendReceiver,
} from '@foyer/core/send'
import { useFoyer } from '@foyer/react'
import { useState } from 'react'
import type { Hash } from 'viem'
import { useWalletClient } from '../wallet/use-wallet-client.js'
import { errorText } from './error-text.js'
import { Panel } from './panel.js'

/** Account 1 of the devnets' public test mnemonic: a recipient that exists on both chains. */
const DEFAULT_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type SendState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'sent'; hash: Hash; receipt?: { status: 'success' | 'reverted'; block: bigint } }
  | { kind: 'error'; message: string }

/**
 * Sends devnet ETH with Foyer's own send flow, the one the modal's Send view uses (core's
 * send state and `sendToken`: SPEC's checks, SEND_* events, errors in SPEC's words), and
 * shows the hash and receipt. The buttons below open the modal's Send and Receive views.
 */
export function SendTransactionPanel({ client }: { client: FoyerClient }) {
  const wallet = useWalletClient()
  const { open } = useFoyer()
  const [to, setTo] = useState(DEFAULT_RECIPIENT)
  const [amount, setAmount] = useState('0.001')
  const [state, setState] = useState<SendState>({ kind: 'idle' })

  const send = async () => {
    if (!wallet) return
    setState({ kind: 'pending' })
    try {
      await loadSendTokens(client)
      await loadSendFee(client)
      setSendAmount(client, amount.trim())
      setSendReceiver(client, { address: to.trim() })
      const hash = (await sendToken(client)) as Hash
      setState({ kind: 'sent', hash })
      // sendToken sends through core's sendTransaction, which reads the balance again once
      // the transaction is mined: Foyer's buttons show it.
      const receipt = await wallet.publicClient.waitForTransactionReceipt({
        hash,
        pollingInterval: 500,
      })
      setState({
        kind: 'sent',
        hash,
        receipt: { status: receipt.status, block: receipt.blockNumber },
      })
    } catch (error) {
      setState({ kind: 'error', message: errorText(error) })
    }
  }

  return (
    <Panel title="Send a devnet transaction" testId="demo-send-panel">
      <div className="demo-buttons">
        <button
          type="button"
          className="demo-action"
          data-testid="demo-open-send"
          disabled={!wallet}
          onClick={() => void open({ view: 'WalletSend' })}
        >
          Send from the modal
        </button>
        <button
          type="button"
          className="demo-action demo-action-secondary"
          data-testid="demo-open-receive"
          disabled={!wallet}
          onClick={() => void open({ view: 'WalletReceive' })}
        >
          Receive
        </button>
      </div>
      <p className="demo-hint">Or send here, through the same flow:</p>
      <label className="demo-field">
        <span>Recipient</span>
        <input
          data-testid="demo-send-to"
          value={to}
          spellCheck={false}
          onChange={(event) => setTo(event.target.value)}
        />
      </label>
      <label className="demo-field">
        <span>Amount (ETH)</span>
        <input
          data-testid="demo-send-amount"
          value={amount}
          inputMode="decimal"
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <button
        type="button"
        className="demo-action"
        data-testid="demo-send-button"
        disabled={!wallet || state.kind === 'pending'}
        onClick={() => void send()}
      >
        {state.kind === 'pending' ? 'Waiting for the wallet…' : 'Send'}
      </button>
      {!wallet && <p className="demo-hint">Connect a wallet first.</p>}
      {state.kind === 'sent' && (
        <div className="demo-result" data-testid="demo-send-result">
          <p>Transaction hash</p>
          <code className="demo-code" data-testid="demo-tx-hash">
            {state.hash}
          </code>
          <p data-testid="demo-tx-status">
            {state.receipt === undefined
              ? 'Waiting for the receipt…'
              : state.receipt.status === 'success'
                ? `Confirmed in block ${state.receipt.block}`
                : `Reverted in block ${state.receipt.block}`}
          </p>
        </div>
      )}
      {state.kind === 'error' && (
        <p className="demo-error" role="alert" data-testid="demo-send-error">
          {state.message}
        </p>
      )}
    </Panel>
  )
}
