import type { SocialProvider } from '@foyer/common'
import { connectSocial, type FoyerClient, pushView, showAccountAfterLogin } from '@foyer/core'
import { openSocialLoginPopup, PopupBlockedError } from '@foyer/core/login'

/** Where a social login stands, as ConnectingSocial shows it. */
export type SocialLoginRun =
  | { status: 'waiting'; provider: SocialProvider }
  | { status: 'failed'; provider: SocialProvider; error: unknown }

/** Opens the (empty) login popup; replaceable in tests. */
export type PopupOpener = () => Window | null

interface RunState {
  run: SocialLoginRun | undefined
  controller: AbortController | undefined
  popup: Window | null
  listeners: Set<() => void>
}

const states = new WeakMap<FoyerClient, RunState>()

function stateOf(client: FoyerClient): RunState {
  let state = states.get(client)
  if (!state) {
    state = { run: undefined, controller: undefined, popup: null, listeners: new Set() }
    states.set(client, state)
  }
  return state
}

function publish(state: RunState, run: SocialLoginRun | undefined): void {
  state.run = run
  for (const listener of [...state.listeners]) listener()
}

/** The social login of `client` under way or failed last, if any. */
export function currentSocialLogin(client: FoyerClient): SocialLoginRun | undefined {
  return stateOf(client).run
}

/** Listens to changes of {@link currentSocialLogin}; returns the unsubscribe function. */
export function watchSocialLogin(client: FoyerClient, listener: () => void): () => void {
  const { listeners } = stateOf(client)
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Starts a social login with `provider`. Call it in the click handler itself: the popup opens
 * synchronously, before anything is awaited, so popup blockers let it through. Shows
 * ConnectingSocial while the login runs; Account once connected; the error on failure.
 */
export function startSocialLogin(
  client: FoyerClient,
  provider: SocialProvider,
  open: PopupOpener = openSocialLoginPopup,
): void {
  const state = stateOf(client)
  state.controller?.abort()
  const popup = open()
  const controller = new AbortController()
  state.controller = controller
  state.popup = popup
  const { view } = client.stores.router.getState()
  if (view === 'ConnectingSocial') {
    client.stores.router.setState((router) => ({ data: { ...router.data, social: provider } }))
  } else {
    pushView(client, 'ConnectingSocial', { social: provider })
  }
  if (!popup) {
    publish(state, { status: 'failed', provider, error: new PopupBlockedError() })
    return
  }
  publish(state, { status: 'waiting', provider })
  // Leaving ConnectingSocial (Back, closing the modal) while waiting cancels the login.
  const stopWatching = client.stores.router.subscribe(() => {
    if (client.stores.router.getState().view !== 'ConnectingSocial') cancelSocialLogin(client)
  })
  const closeWatch = client.stores.modal.subscribe(() => {
    if (!client.stores.modal.getState().open) cancelSocialLogin(client)
  })
  controller.signal.addEventListener('abort', () => {
    stopWatching()
    closeWatch()
  })
  connectSocial(client, provider, popup, { signal: controller.signal }).then(
    () => {
      stopWatching()
      closeWatch()
      if (state.controller !== controller) return
      state.controller = undefined
      publish(state, undefined)
      showAccountAfterLogin(client)
    },
    (error: unknown) => {
      stopWatching()
      closeWatch()
      if (state.controller !== controller || controller.signal.aborted) return
      state.controller = undefined
      publish(state, { status: 'failed', provider, error })
    },
  )
}

/** Cancels the social login under way (the popup closes) and clears its state. */
export function cancelSocialLogin(client: FoyerClient): void {
  const state = stateOf(client)
  state.controller?.abort()
  state.controller = undefined
  if (state.popup && !state.popup.closed) state.popup.close()
  state.popup = null
  publish(state, undefined)
}
