import type { FoyerClient } from '../client/types.js'
import { checkSignIn } from './check-sign-in.js'
import { nextSignInRound, type SignInTarget, signInTarget } from './sign-in-context.js'

/**
 * Runs core's sign-in flow for a client that has a sign-in configured (SPEC §4): each newly
 * connected account (connect, reconnect after a reload, another account or network in the
 * wallet) is checked for a session; a disconnect revokes the session of the account that
 * left (not a namespace that is merely no longer the active one). Returns the unsubscribe
 * function.
 */
export function watchSignIn(client: FoyerClient): () => void {
  let previous: SignInTarget | undefined = signInTarget(client)
  if (previous) void checkSignIn(client)
  return client.stores.account.subscribe(() => {
    if (client.runtime.destroyed || !client.siwx) return
    const current = signInTarget(client)
    if (current?.caipAddress === previous?.caipAddress) return
    const left = previous
    previous = current
    if (current) {
      void checkSignIn(client)
      return
    }
    nextSignInRound(client)
    client.stores.signIn.setState({
      hasSession: false,
      status: 'idle',
      message: undefined,
      error: undefined,
    })
    if (left && !stillConnected(client, left)) void revoke(client, left)
  })
}

/**
 * Whether the account is still connected (its namespace merely stopped being the active
 * one): its session is not revoked then, since no one disconnected it.
 */
function stillConnected(client: FoyerClient, target: SignInTarget): boolean {
  const account = client.stores.account.getState().byNamespace[target.namespace]
  return account?.status === 'connected' && account.caipAddress === target.caipAddress
}

async function revoke(client: FoyerClient, target: SignInTarget): Promise<void> {
  try {
    await client.siwx?.revokeSession(target.chainId, target.address)
  } catch (error) {
    console.warn('[foyer] could not revoke the sign-in session', error)
  }
}
