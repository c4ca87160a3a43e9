import { useState } from 'react'
import { type Address, type Hex, numberToHex, parseEther } from 'viem'
import { useWalletClient } from '../wallet/use-wallet-client.js'
import { errorText } from './error-text.js'
import { Panel } from './panel.js'

/** Accounts 1 and 2 of the devnets' public test mnemonic: recipients on both chains. */
const RECIPIENTS: Address[] = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
]

type CallsState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'sent'; id: string; status: string; transactionHash?: Hex }
  | { kind: 'error'; message: string }

/** EIP-5792 `wallet_getCallsStatus` codes as words. */
function statusWord(status: unknown): string {
  if (status === 200 || status === 'CONFIRMED') return 'success'
  if (status === 100 || status === 'PENDING') return 'pending'
  return 'failed'
}

/**
 * Sends a batch of two devnet transfers with EIP-5792 `wallet_sendCalls` (one user operation
 * of the embedded wallet's smart account) and polls `wallet_getCallsStatus` until it settles.
 */
export function SendCallsPanel() {
  const wallet = useWalletClient()
  const [state, setState] = useState<CallsState>({ kind: 'idle' })

  const send = async () => {
    if (!wallet) return
    setState({ kind: 'pending' })
    try {
      const chainId = await wallet.walletClient.request({ method: 'eth_chainId' })
      const { id } = (await wallet.walletClient.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId,
            from: wallet.address,
            atomicRequired: true,
            calls: RECIPIENTS.map((to, index) => ({
              to,
              value: numberToHex(parseEther(index === 0 ? '0.001' : '0.002')),
            })),
          },
        ],
      } as never)) as { id: string }
      setState({ kind: 'sent', id, status: 'pending' })
      for (;;) {
        const answer = (await wallet.walletClient.request({
          method: 'wallet_getCallsStatus',
          params: [id],
        } as never)) as { status: unknown; receipts?: { transactionHash: Hex }[] }
        const status = statusWord(answer.status)
        setState({
          kind: 'sent',
          id,
          status,
          transactionHash: answer.receipts?.[0]?.transactionHash,
        })
        if (status !== 'pending') return
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    } catch (error) {
      setState({ kind: 'error', message: errorText(error) })
    }
  }

  return (
    <Panel title="Send a batch of calls (EIP-5792)" testId="demo-send-calls-panel">
      <p>Two transfers in one request: 0.001 ETH and 0.002 ETH to devnet accounts 1 and 2.</p>
      <button
        type="button"
        className="demo-action"
        data-testid="demo-send-calls-button"
        disabled={!wallet || state.kind === 'pending'}
        onClick={() => void send()}
      >
        Send batch
      </button>
      {state.kind === 'sent' ? (
        <p>
          Calls <code data-testid="demo-calls-id">{state.id}</code>:{' '}
          <span data-testid="demo-calls-status">{state.status}</span>
          {state.transactionHash ? (
            <>
              {' '}
              in <code data-testid="demo-calls-tx">{state.transactionHash}</code>
            </>
          ) : null}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <p className="demo-error" data-testid="demo-calls-error">
          {state.message}
        </p>
      ) : null}
    </Panel>
  )
}
