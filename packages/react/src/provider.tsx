import type { ThemeVariables } from '@foyer/ui'
import { LocalizedThemeProvider, MessagesProvider, useStoreSelector } from '@foyer/views/base'
import { type ReactNode, useEffect, useSyncExternalStore } from 'react'
import { ModalLoadingShell } from './components/modal-loading-shell.js'
import { FoyerContext } from './context.js'
import type { Foyer } from './create-foyer.js'
import { attachEarlyOpener } from './early/early-open-queue.js'
import { useFoyer } from './hooks/use-foyer.js'
import { useViewsModule } from './load-views.js'

/** Props of {@link FoyerProvider}. */
export interface FoyerProviderProps {
  /** What {@link createFoyer} returned. */
  foyer: Foyer
  children?: ReactNode
  /**
   * Where the modal renders (an element or shadow root); a new element in `document.body` by
   * default. `@foyer/elements` passes one inside its shadow root.
   */
  modalContainer?: Element | DocumentFragment | undefined
}

const noSubscription = () => () => {}

/**
 * Whether the component renders in a browser: false on the server and while hydrating
 * server-rendered markup (React then renders again with true), true from the first render
 * of a client-only tree, so nothing waits for a second render there.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * Renders the modal once its chunk has loaded. The chunk loads when the modal first opens,
 * or earlier when the browser is idle; opened before it has arrived, the modal's frame shows
 * at once with a spinner.
 */
function LazyModal({
  foyer,
  container,
}: {
  foyer: Foyer
  container: Element | DocumentFragment | undefined
}) {
  // Embedded mode: the modal is part of the page, where the app renders <FoyerEmbedded />.
  const open = useStoreSelector(
    foyer.client.stores.modal,
    (state) => state.open && !foyer.client.options.embedded,
  )
  const locale = useStoreSelector(foyer.localeStore, (state) => state)
  const { module } = useViewsModule(open)
  if (!module)
    return open ? <ModalLoadingShell client={foyer.client} container={container} /> : null
  const { FoyerModal } = module
  if (foyer.client.options.embedded) return null
  return (
    <FoyerModal
      client={foyer.client}
      messages={foyer.messages}
      locale={locale}
      dir={foyer.dir}
      nonce={foyer.nonce}
      container={container}
    />
  )
}

/**
 * Takes over from the early connect button (`@foyer/react/early`), if the page drew one: a
 * click it queued opens the modal now, and later clicks on it open the modal directly.
 */
function EarlyButtonHandoff() {
  const { open } = useFoyer()
  useEffect(() => attachEarlyOpener(() => void open()), [open])
  return null
}

/**
 * Makes a Foyer instance available to the hooks and buttons below, starts it in the browser
 * (reconnecting a stored session), and renders the modal — whose code loads on first open
 * or when the browser is idle. Server rendering renders the children only.
 *
 * @example
 * <FoyerProvider foyer={foyer}><App /></FoyerProvider>
 */
export function FoyerProvider({ foyer, children, modalContainer }: FoyerProviderProps) {
  const mounted = useMounted()
  const theme = useStoreSelector(foyer.client.stores.theme, (state) => state)
  const locale = useStoreSelector(foyer.localeStore, (state) => state)
  useEffect(() => {
    void foyer.start()
  }, [foyer])
  return (
    <FoyerContext.Provider value={foyer}>
      <MessagesProvider messages={foyer.messages} locale={locale}>
        <LocalizedThemeProvider
          themeMode={theme.themeMode}
          themeVariables={theme.themeVariables as ThemeVariables}
          nonce={foyer.nonce}
          dir={foyer.dir}
        >
          {children}
          {mounted && <LazyModal foyer={foyer} container={modalContainer} />}
          {mounted && <EarlyButtonHandoff />}
        </LocalizedThemeProvider>
      </MessagesProvider>
    </FoyerContext.Provider>
  )
}
