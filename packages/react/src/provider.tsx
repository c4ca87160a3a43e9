import type { ThemeVariables } from '@foyer/ui'
import { LocalizedThemeProvider, MessagesProvider, useStoreSelector } from '@foyer/views/base'
import { type ReactNode, useEffect, useState } from 'react'
import { FoyerContext } from './context.js'
import type { Foyer } from './create-foyer.js'
import { useViewsModule } from './load-views.js'

/** Props of {@link FoyerProvider}. */
export interface FoyerProviderProps {
  /** What {@link createFoyer} returned. */
  foyer: Foyer
  children?: ReactNode
}

/** Whether the component has mounted in a browser (false on the server and while hydrating). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}

/**
 * Renders the modal once its chunk has loaded. The chunk loads when the modal first opens,
 * or earlier when the browser is idle.
 */
function LazyModal({ foyer }: { foyer: Foyer }) {
  const open = useStoreSelector(foyer.client.stores.modal, (state) => state.open)
  const locale = useStoreSelector(foyer.localeStore, (state) => state)
  const { module } = useViewsModule(open)
  if (!module) return null
  const { FoyerModal } = module
  return (
    <FoyerModal
      client={foyer.client}
      messages={foyer.messages}
      locale={locale}
      dir={foyer.dir}
      nonce={foyer.nonce}
    />
  )
}

/**
 * Makes a Foyer instance available to the hooks and buttons below, starts it in the browser
 * (reconnecting a stored session), and renders the modal — whose code loads on first open
 * or when the browser is idle. Server rendering renders the children only.
 *
 * @example
 * <FoyerProvider foyer={foyer}><App /></FoyerProvider>
 */
export function FoyerProvider({ foyer, children }: FoyerProviderProps) {
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
          {mounted && <LazyModal foyer={foyer} />}
        </LocalizedThemeProvider>
      </MessagesProvider>
    </FoyerContext.Provider>
  )
}
