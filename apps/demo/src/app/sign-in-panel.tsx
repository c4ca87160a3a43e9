import { caipNetworkIdOf } from '@foyer/common'
import { disconnect, type FoyerClient } from '@foyer/core'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { DEMO_SIWX_PATH, writeRequireSignIn } from '../sign-in/sign-in-setting.js'
import { errorText } from './error-text.js'
import { Panel } from './panel.js'

/**
 * Sign-in with wallet: the "Require sign-in" switch (the page reloads with Foyer set up
 * for it), and the signed-in area, unusable until the user signed in, showing what the
 * demo's server (`@foyer/siwx-server`) answers to `GET /siwx/session`.
 */
export function SignInPanel({ client, required }: { client: FoyerClient; required: boolean }) {
  const hasSession = useSyncExternalStore(
    client.stores.signIn.subscribe,
    () => client.stores.signIn.getState().hasSession,
  )
  const [answer, setAnswer] = useState('—')
  const [busy, setBusy] = useState(false)
  // The switch shows its new position until the reload it starts has replaced the page.
  const [switchedOn, setSwitchedOn] = useState(required)

  const ask = useCallback(async () => {
    try {
      const response = await fetch(`${DEMO_SIWX_PATH}/session`, { cache: 'no-store' })
      setAnswer(`HTTP ${response.status}\n${JSON.stringify(await response.json(), null, 2)}`)
    } catch (error) {
      setAnswer(`The server did not answer: ${errorText(error)}`)
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again whenever the session flag changes
  useEffect(() => {
    if (required) void ask()
  }, [required, hasSession, ask])

  const signOut = async () => {
    setBusy(true)
    try {
      const target = client.stores.signIn.getState().hasSession && currentAccount(client)
      if (target) await client.siwx?.revokeSession(target.chainId, target.address)
      await disconnect(client)
    } catch (error) {
      setAnswer(`Sign-out failed: ${errorText(error)}`)
    } finally {
      setBusy(false)
      await ask()
    }
  }

  return (
    <Panel title="Sign in with wallet" testId="demo-sign-in-panel">
      <label className="demo-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={switchedOn}
          checked={switchedOn}
          data-testid="demo-require-sign-in"
          onChange={(event) => {
            setSwitchedOn(event.target.checked)
            writeRequireSignIn(event.target.checked)
            location.reload()
          }}
        />
        <span>Require sign-in</span>
      </label>
      {required ? (
        <>
          <p data-testid="demo-sign-in-status">
            {hasSession ? 'Signed in' : 'Not signed in: connect, then sign the message.'}
          </p>
          <fieldset
            className="demo-signed-in-area"
            disabled={!hasSession}
            data-testid="demo-signed-in-area"
          >
            <legend>Signed-in area</legend>
            <p>The server's answer to GET {DEMO_SIWX_PATH}/session:</p>
            {/* Scrolls when long: focusable, so that keyboard users can scroll it too. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus */}
            <section className="demo-output" aria-label="The server's answer" tabIndex={0}>
              <pre className="demo-output-text" data-testid="demo-server-session">
                {answer}
              </pre>
            </section>
            <button type="button" className="demo-action" onClick={() => void ask()}>
              Ask the server again
            </button>
            <button
              type="button"
              className="demo-action"
              data-testid="demo-sign-out"
              disabled={busy}
              onClick={() => void signOut()}
            >
              Sign out
            </button>
          </fieldset>
        </>
      ) : (
        <p className="demo-note">Off: connecting asks for no signature.</p>
      )}
    </Panel>
  )
}

function currentAccount(client: FoyerClient) {
  const { activeNamespace, byNamespace } = client.stores.account.getState()
  const account = activeNamespace ? byNamespace[activeNamespace] : undefined
  if (!account?.caipAddress || !account.address) return undefined
  return { chainId: caipNetworkIdOf(account.caipAddress), address: account.address }
}
