import type { SocialLogin } from '@foyer/common'
import { embeddedLoginMethods, type FoyerClient, knownLoginMethods } from '@foyer/core'
import { useEffect, useState } from 'react'

/**
 * The social logins the project's auth service has configured, as the embedded wallet frame
 * reports them (it starts loading here): undefined while the frame has not said,
 * `'frame-default'` when it does not say (an older frame: the app's list is shown).
 */
export function useConfiguredLogins(
  client: FoyerClient,
  hasAuth: boolean,
): readonly SocialLogin[] | 'frame-default' | undefined {
  const [logins, setLogins] = useState(() =>
    hasAuth ? knownLoginMethods(client) : 'frame-default',
  )
  useEffect(() => {
    if (!hasAuth) {
      setLogins('frame-default')
      return
    }
    let live = true
    void embeddedLoginMethods(client).then((answer) => {
      if (live) setLogins(answer)
    })
    return () => {
      live = false
    }
  }, [client, hasAuth])
  return logins
}
