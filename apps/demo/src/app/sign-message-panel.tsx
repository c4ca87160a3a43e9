import { useState } from 'react'
import { useWalletClient } from '../wallet/use-wallet-client.js'
import { errorText } from './error-text.js'
import { Panel } from './panel.js'

type SignState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'signed'; signature: string; valid: boolean; signer: string }
  | { kind: 'error'; message: string }

/** Signs a message with the connected wallet and verifies the signature (EIP-191). */
export function SignMessagePanel() {
  const wallet = useWalletClient()
  const [message, setMessage] = useState('Hello from the Foyer demo')
  const [state, setState] = useState<SignState>({ kind: 'idle' })

  const sign = async () => {
    if (!wallet) return
    setState({ kind: 'pending' })
    try {
      const signature = await wallet.walletClient.signMessage({
        account: wallet.address,
        message,
      })
      // Against the devnet: EOAs, deployed smart accounts (ERC-1271) and counterfactual ones (ERC-6492).
      const valid = await wallet.publicClient.verifyMessage({
        address: wallet.address,
        message,
        signature,
      })
      setState({ kind: 'signed', signature, valid, signer: wallet.address })
    } catch (error) {
      setState({ kind: 'error', message: errorText(error) })
    }
  }

  return (
    <Panel title="Sign a message" testId="demo-sign-panel">
      <label className="demo-field">
        <span>Message</span>
        <textarea
          data-testid="demo-sign-input"
          value={message}
          rows={2}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <button
        type="button"
        className="demo-action"
        data-testid="demo-sign-button"
        disabled={!wallet || state.kind === 'pending' || message.length === 0}
        onClick={() => void sign()}
      >
        {state.kind === 'pending' ? 'Waiting for the wallet…' : 'Sign message'}
      </button>
      {!wallet && <p className="demo-hint">Connect a wallet first.</p>}
      {state.kind === 'signed' && (
        <div className="demo-result" data-testid="demo-sign-result">
          <p data-testid="demo-signature-verdict">
            {state.valid
              ? `Valid signature by ${state.signer}`
              : `The signature does not verify for ${state.signer}`}
          </p>
          <code className="demo-code" data-testid="demo-signature">
            {state.signature}
          </code>
        </div>
      )}
      {state.kind === 'error' && (
        <p className="demo-error" role="alert" data-testid="demo-sign-error">
          {state.message}
        </p>
      )}
    </Panel>
  )
}
