import { type AccountState, findAuthConnector, type WalletDevices } from '@foyer/core'
import { Button } from '@foyer/ui'
import { useCallback, useEffect, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { errorText, t, useLocale, useMessages } from '../../messages/context.js'

/** Props of {@link AccountCustody}. */
export interface AccountCustodyProps {
  account: Pick<AccountState, 'connectorId'>
}

/**
 * Who can rebuild the embedded wallet's key, and its devices, under the Account header: a
 * short label ("Custodial wallet: the app's operator can recover it" in operator mode), then
 * each enrolled device (name, added, last used) with Remove, which deletes that device's key
 * share so its copy is useless, and "Set up an authenticator app" (the frame shows its QR code
 * and asks a first code; the app is then asked before such actions). The list comes from the
 * frame; it never carries a share.
 * Nothing for a wallet that is not the embedded one, or a frame without devices.
 */
export function AccountCustody({ account }: AccountCustodyProps) {
  const client = useClient()
  const messages = useMessages()
  const locale = useLocale()
  const connector = findAuthConnector(client)
  const auth = connector && connector.id === account.connectorId ? connector.auth : undefined
  const [state, setState] = useState<WalletDevices>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState<string>()

  const load = useCallback(async () => {
    if (!auth?.getDevices) return
    try {
      setState(await auth.getDevices())
    } catch (caught) {
      setError(errorText(messages, caught))
    }
  }, [auth, messages])

  useEffect(() => {
    void load()
  }, [load])

  if (!auth?.getDevices || !state) return null
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const remove = async (deviceId: string) => {
    if (!auth.revokeDevice || busy) return
    setBusy(deviceId)
    setError(undefined)
    try {
      await auth.revokeDevice(deviceId)
      await load()
    } catch (caught) {
      setError(errorText(messages, caught))
    } finally {
      setBusy(undefined)
    }
  }

  const setUpAuthenticator = async () => {
    if (!auth.setUpAuthenticator || busy) return
    setBusy('authenticator')
    setError(undefined)
    try {
      await auth.setUpAuthenticator()
      await load()
    } catch (caught) {
      setError(errorText(messages, caught))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <section className="foyer-stack" data-testid="foyer-account-custody" aria-busy={!!busy}>
      <p
        className="foyer-muted"
        data-testid="foyer-account-custody-mode"
        data-custody={state.custody}
      >
        {messages.custody[state.custody]}
      </p>
      <h3 className="foyer-field-label">{messages.custody.devices}</h3>
      <ul className="foyer-stack" data-testid="foyer-account-devices">
        {state.devices.map((device) => (
          <li key={device.id} className="foyer-row" data-testid="foyer-account-device">
            <span className="foyer-grow">
              <span data-testid="foyer-account-device-name">
                {device.current ? `${device.name} (${messages.custody.thisDevice})` : device.name}
              </span>
              <br />
              <span className="foyer-muted">
                {t(messages.custody.device, {
                  added: date.format(device.createdAt),
                  lastUsed: date.format(device.lastUsedAt),
                })}
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t(messages.custody.revokeLabel, { name: device.name })}
              data-testid="foyer-account-device-revoke"
              disabled={busy !== undefined}
              onClick={() => void remove(device.id)}
            >
              {messages.custody.revoke}
            </Button>
          </li>
        ))}
      </ul>
      {auth.setUpAuthenticator &&
        state.stepUp &&
        (state.stepUp.includes('totp') ? (
          <p className="foyer-muted" role="status" data-testid="foyer-account-authenticator-added">
            {messages.custody.authenticatorAdded}
          </p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            data-testid="foyer-account-set-up-authenticator"
            disabled={busy !== undefined}
            onClick={() => void setUpAuthenticator()}
          >
            {messages.custody.setUpAuthenticator}
          </Button>
        ))}
      {error && (
        <p className="foyer-field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
