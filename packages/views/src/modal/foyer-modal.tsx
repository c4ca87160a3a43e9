import { RECOVERY_PASSWORD_APPROVAL } from '@foyer/common'
import { closeModal, type FoyerClient, goBack } from '@foyer/core'
import {
  InlineShell,
  ModalBody,
  ModalHeader,
  ModalShell,
  ModalView,
  Portal,
  Spinner,
  ThemeRoot,
  type ThemeVariables,
} from '@foyer/ui'
import { Suspense, useCallback, useEffect, useRef } from 'react'
import { ClientProvider } from '../client/client-context.js'
import { useStoreSelector } from '../client/use-store.js'
import { HandoffGate } from '../handoff/handoff-gate.js'
import type { Locale } from '../i18n/locales.js'
import { LocalizedThemeProvider } from '../i18n/localized-theme.js'
import { MessagesProvider, useMessages } from '../messages/context.js'
import type { PartialViewMessages } from '../messages/en.js'
import { injectConnectedStyles } from '../styles/connected-styles.js'
import { injectViewStyles } from '../styles/inject-view-styles.js'
import { AlertSurface } from '../surfaces/alert-surface.js'
import { ToastSurface } from '../surfaces/toast-surface.js'
import type { ConnectSections } from '../views/connect/connect-view.js'
import { UnavailableView } from './unavailable-view.js'
import { useNavigationDirection } from './use-direction.js'
import { useViewFocus } from './use-view-focus.js'
import { useViewTitle } from './use-view-title.js'
import { ViewAnnouncer } from './view-announcer.js'
import { loadConnectedViews, VIEW_COMPONENTS } from './view-registry.js'

/** Props of {@link FoyerModal}. */
export interface FoyerModalProps {
  /** The client whose state the modal shows. */
  client: FoyerClient
  /** Texts replacing the English ones (a translation, or a few changed texts). */
  messages?: PartialViewMessages | undefined
  /**
   * The language (see `SUPPORTED_LOCALES`): the browser's when supported, else English.
   * Other catalogues than English load on demand.
   */
  locale?: Locale | undefined
  /** Text direction; the locale's when not set (right-to-left for ar, fa, he). */
  dir?: 'ltr' | 'rtl' | undefined
  /** Content-Security-Policy nonce for the injected `<style>` elements. */
  nonce?: string | undefined
  /** Where the modal's portal renders; a new element in `document.body` by default. */
  container?: Element | DocumentFragment | null | undefined
  /** The Connect view's sections by connect method (feature modules add theirs). */
  connectSections?: ConnectSections | undefined
  /**
   * Embedded mode: the modal is part of the page where it is rendered (always shown, no
   * backdrop or focus trap; closing shows Account or Connect, SPEC §2) instead of a dialog.
   */
  inline?: boolean | undefined
}

function ModalContent({
  client,
  nonce,
  connectSections,
  container,
  inline = false,
}: Pick<FoyerModalProps, 'client' | 'nonce' | 'connectSections' | 'container' | 'inline'>) {
  const messages = useMessages()
  const view = useStoreSelector(client.stores.router, (state) => state.view)
  usePreloadConnectedViews(client)
  const historyLength = useStoreSelector(client.stores.router, (state) => state.history.length)
  const open = useStoreSelector(client.stores.modal, (state) => state.open)
  const shake = useStoreSelector(client.stores.modal, (state) => state.shake)
  const title = useViewTitle(client, view)
  const direction = useNavigationDirection(historyLength)
  const requestClose = useCallback(() => {
    closeModal(client)
  }, [client])
  const dialogElement = useRef<HTMLElement | null>(null)
  const headingElement = useRef<HTMLHeadingElement | null>(null)
  const dialogRef = useCallback(
    (element: HTMLElement | null) => {
      dialogElement.current = element
      if (!element) return
      injectViewStyles(element, nonce)
      injectConnectedStyles(element, nonce)
    },
    [nonce],
  )
  useViewFocus({
    dialog: dialogElement,
    heading: headingElement,
    open: inline || open,
    view,
    historyLength,
    inline,
  })
  const View = VIEW_COMPONENTS[view]
  // The frame's recovery password form in the middle of a login: ApproveTransaction is laid
  // over the login's view, which stays mounted (hidden) so that its login keeps running.
  const framePrompt = useStoreSelector(
    client.stores.router,
    (state) =>
      state.data.approval === RECOVERY_PASSWORD_APPROVAL && state.view !== 'ApproveTransaction',
  )
  const Prompt = framePrompt ? VIEW_COMPONENTS.ApproveTransaction : undefined
  const content = (
    <>
      <ToastSurface />
      <ModalHeader
        title={title}
        titleRef={headingElement}
        onBack={historyLength > 1 && !Prompt ? () => goBack(client) : undefined}
        backLabel={messages.modal.back}
        closeLabel={messages.modal.close}
      />
      <ViewAnnouncer view={view} title={title} />
      <ModalBody>
        <AlertSurface />
        {Prompt && (
          <ModalView viewKey="ApproveTransaction">
            <Suspense fallback={<Spinner label={messages.modal.loading} />}>
              <Prompt />
            </Suspense>
          </ModalView>
        )}
        <ModalView
          viewKey={view}
          direction={direction}
          style={Prompt ? { display: 'none' } : undefined}
        >
          <Suspense
            fallback={
              <div className="foyer-center">
                <Spinner label={messages.modal.loading} />
              </div>
            }
          >
            {View ? (
              <View
                {...(view === 'Connect' && connectSections ? { sections: connectSections } : {})}
              />
            ) : (
              <UnavailableView view={view} />
            )}
          </Suspense>
        </ModalView>
        <HandoffGate />
      </ModalBody>
    </>
  )
  if (inline) {
    return (
      <InlineShell
        ref={dialogRef}
        shake={shake}
        onRequestClose={requestClose}
        data-testid="foyer-modal"
      >
        {content}
      </InlineShell>
    )
  }
  return (
    <ModalShell
      ref={dialogRef}
      open={open}
      shake={shake}
      onRequestClose={requestClose}
      container={container}
      data-testid="foyer-modal"
    >
      {content}
    </ModalShell>
  )
}

/**
 * The Foyer modal: renders the client's current view (SPEC §2) in `@foyer/ui`'s modal shell
 * with the view's title, a back button (core's `goBack`: one entry left or UnsupportedChain
 * in the history closes), a close button, Escape and backdrop presses (core's `closeModal`:
 * blocked while a required sign-in waits, then the modal shakes), the view transition, the
 * toast and the alert. Theme from the client's theme state.
 */
export function FoyerModal({
  client,
  messages,
  locale,
  dir,
  nonce,
  container,
  connectSections,
  inline,
}: FoyerModalProps) {
  const theme = useStoreSelector(client.stores.theme, (state) => state)
  return (
    <ClientProvider client={client}>
      <MessagesProvider messages={messages} locale={locale}>
        <LocalizedThemeProvider
          themeMode={theme.themeMode}
          themeVariables={theme.themeVariables as ThemeVariables}
          nonce={nonce}
          dir={dir}
        >
          <ModalContent
            client={client}
            nonce={nonce}
            connectSections={connectSections}
            container={container}
            inline={inline}
          />
          {!inline && <FloatingToast client={client} />}
          {!inline && <HandoffGate floating />}
        </LocalizedThemeProvider>
      </MessagesProvider>
    </ClientProvider>
  )
}

/**
 * Asks for the connected views' chunk once an account of any namespace is connected, so
 * that opening the modal on Account shows it without waiting for its code.
 */
function usePreloadConnectedViews(client: FoyerClient): void {
  const connected = useStoreSelector(client.stores.account, (state) =>
    Object.values(state.byNamespace).some((account) => account?.status === 'connected'),
  )
  useEffect(() => {
    if (!connected) return
    loadConnectedViews().catch((error: unknown) =>
      console.error('[foyer] the account views could not load', error),
    )
  }, [connected])
}

const FLOATING_TOAST_STYLE = {
  position: 'fixed',
  insetBlockStart: 16,
  insetInline: 0,
  zIndex: 'var(--foyer-z-index)',
  pointerEvents: 'none',
} as const

/** The toast while the modal is closed (e.g. 'Transaction started'), floating over the page. */
function FloatingToast({ client }: { client: FoyerClient }) {
  const open = useStoreSelector(client.stores.modal, (state) => state.open)
  const toastOpen = useStoreSelector(client.stores.toast, (state) => state.open)
  if (open || !toastOpen) return null
  return (
    <Portal>
      <ThemeRoot style={FLOATING_TOAST_STYLE}>
        <ToastSurface />
      </ThemeRoot>
    </Portal>
  )
}
