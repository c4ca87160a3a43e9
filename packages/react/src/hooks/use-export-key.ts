import { exportKey } from '@foyer/core'
import { openPasskeyPopup } from '@foyer/core/login'
import { useMemo } from 'react'
import { useFoyerInstance } from '../context.js'

/**
 * Key export of the embedded wallet (issue 30): `exportKey()` opens the wallet frame's popup
 * (call it in a click handler: the popup opens synchronously), where a fresh passkey check
 * shows the private key with a warning and a copy button. The key never reaches this page:
 * the promise resolves with nothing once it is shown; it rejects with the frame's message.
 */
export function useExportKey(): { exportKey: () => Promise<void> } {
  const { client } = useFoyerInstance()
  return useMemo(
    () => ({
      exportKey: () => {
        const popup = openPasskeyPopup()
        if (!popup) return Promise.reject(new Error('The key export window was blocked'))
        return exportKey(client, popup)
      },
    }),
    [client],
  )
}
