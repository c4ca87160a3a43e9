import { useFoyer } from '@foyer/react'
import { useState } from 'react'
import { type Hash, isAddress, parseEther } from 'viem'
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

/** What is wrong with the form, if anything. */
function formProblem(to: string, amount: string): string | undefined {
  if (!isAddress(to)) return 'Enter a recipient address (0x and 40 hex characters).'
  try {
    if (parseEther(amount) <= 0n) return 'Enter an amount above zero.'
  } catch {
    return 'Enter an amount in ETH, such as 0.001.'
  }
  return undefined
}

/** Sends a little devnet ETH through the connected wallet and shows the hash and receipt. */
export function SendTransactionPanel() {
  const wallet = useWalletClient()
  const { refreshAfterTransaction } = useFoyer()
  const [to, setTo] = useState(DEFAULT_RECIPIENT)
  const [amount, setAmount] = useState('0.001')
  const [state, setState] = useState<SendState>({ kind: 'idle' })
  const problem = formProblem(to.trim(), amount.trim())

  const send = async () => {
    if (!wallet || problem) return
    setState({ kind: 'pending' })
    try {
      const hash = await wallet.walletClient.sendTransaction({
        account: wallet.address,
        chain: null,
        to: to.trim() as `0x${string}`,
        value: parseEther(amount.trim()),
      })
      setState({ kind: 'sent', hash })
      // Foyer's buttons show the new balance once the transaction is mined.
      void refreshAfterTransaction(hash)
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
      {problem && <p className="demo-hint">{problem}</p>}
      <button
        type="button"
        className="demo-action"
        data-testid="demo-send-button"
        disabled={!wallet || problem !== undefined || state.kind === 'pending'}
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
