import { useState } from 'react'
import { type Address, type Hex, numberToHex, parseEther } from 'viem'
import { useWalletClient } from '../wallet/use-wallet-client.js'
import { errorText, frameReason } from './error-text.js'
import { Panel } from './panel.js'

/** Account 1 of the devnets' public test mnemonic: the session's payee. */
const PAYEE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** What the demo asks for: up to 0.02 ETH in all, for an hour. */
const ALLOWANCE = parseEther('0.02')

type SessionState =
  | { kind: 'none' }
  | { kind: 'busy' }
  | { kind: 'granted'; context: string; sent?: string }
  | { kind: 'error'; message: string; context?: string }

/** The error's text, with the wallet's reason when it gives one. */
function failure(error: unknown): string {
  const reason = frameReason(error)
  return reason ? `${errorText(error)}: ${reason}` : errorText(error)
}

/**
 * ERC-7715 smart sessions: the demo asks the embedded smart account for a permission to send
 * up to 0.02 ETH for an hour (`wallet_grantPermissions`, approved once in the wallet), then sends
 * with it through `wallet_sendCalls` and `capabilities.permissions` without another prompt. A
 * send above what is left is refused by the account on chain.
 */
export function SessionPanel() {
  const wallet = useWalletClient()
  const [state, setState] = useState<SessionState>({ kind: 'none' })
  const context = state.kind === 'granted' || state.kind === 'error' ? state.context : undefined

  const request = (method: string, params: unknown) =>
    wallet!.walletClient.request({ method, params } as never) as Promise<unknown>

  const grant = async () => {
    setState({ kind: 'busy' })
    try {
      const granted = (await request('wallet_grantPermissions', [
        {
          expiry: Math.floor(Date.now() / 1000) + 3600,
          signer: { type: 'wallet' },
          permissions: [
            {
              type: 'native-token-transfer',
              data: { ticker: 'ETH' },
              policies: [{ type: 'token-allowance', data: { allowance: numberToHex(ALLOWANCE) } }],
            },
          ],
        },
      ])) as { permissionsContext: string }
      setState({ kind: 'granted', context: granted.permissionsContext })
    } catch (error) {
      setState({ kind: 'error', message: failure(error) })
    }
  }

  const send = async (ether: string) => {
    if (!context) return
    setState({ kind: 'busy' })
    try {
      const chainId = await request('eth_chainId', [])
      const { id } = (await request('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId,
          from: wallet!.address,
          calls: [{ to: PAYEE, value: numberToHex(parseEther(ether)) }],
          capabilities: { permissions: { context } },
        },
      ])) as { id: Hex }
      for (;;) {
        const answer = (await request('wallet_getCallsStatus', [id])) as { status: unknown }
        if (answer.status !== 100) break
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      setState({ kind: 'granted', context, sent: `${ether} ETH` })
    } catch (error) {
      setState({ kind: 'error', message: failure(error), context })
    }
  }

  const revoke = async () => {
    if (!context) return
    setState({ kind: 'busy' })
    try {
      await request('wallet_revokePermissions', [{ permissionsContext: context }])
      setState({ kind: 'none' })
    } catch (error) {
      setState({ kind: 'error', message: failure(error), context })
    }
  }

  const busy = !wallet || state.kind === 'busy'
  return (
    <Panel title="Smart session (ERC-7715)" testId="demo-session-panel">
      <p>Lets this page send up to 0.02 ETH from the smart account for an hour, asked once.</p>
      <button
        type="button"
        className="demo-action"
        data-testid="demo-session-grant"
        disabled={busy}
        onClick={() => void grant()}
      >
        Grant a session
      </button>
      {[
        { testId: 'demo-session-send', label: 'Send 0.001 ETH', run: () => send('0.001') },
        {
          testId: 'demo-session-send-over',
          label: 'Send 0.05 ETH (over the limit)',
          run: () => send('0.05'),
        },
        { testId: 'demo-session-revoke', label: 'Revoke', run: revoke },
      ].map(({ testId, label, run }) => (
        <button
          key={testId}
          type="button"
          className="demo-action"
          data-testid={testId}
          disabled={busy || !context}
          onClick={() => void run()}
        >
          {label}
        </button>
      ))}
      <p data-testid="demo-session-status">
        {state.kind === 'granted'
          ? `granted${state.sent ? `, sent ${state.sent}` : ''}`
          : state.kind === 'busy'
            ? 'working'
            : state.kind === 'error'
              ? 'error'
              : 'none'}
      </p>
      {state.kind === 'error' ? (
        <p className="demo-error" data-testid="demo-session-error">
          {state.message}
        </p>
      ) : null}
    </Panel>
  )
}
