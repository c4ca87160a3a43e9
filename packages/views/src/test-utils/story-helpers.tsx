import {
  connect,
  type FoyerClient,
  type FoyerClientOptions,
  type OpenModalParams,
  openModal,
  setThemeMode,
} from '@foyer/core'
import { Button } from '@foyer/ui'
import { useEffect } from 'react'
import { isLocale } from '../i18n/locales.js'
import type { PartialViewMessages } from '../messages/en.js'
import { FoyerModal, type FoyerModalProps } from '../modal/foyer-modal.js'
import { FixtureAdapter, type FixtureAdapterOptions } from './fixture-adapter.js'
import { createFixtureClient } from './fixture-client.js'

/** How a story's client is set up. */
export interface StorySetup {
  adapter?: FixtureAdapterOptions
  /** Builds the story's adapter (the fixture adapter by default). */
  createAdapter?: (options: FixtureAdapterOptions | undefined) => FixtureAdapter
  options?: Partial<FoyerClientOptions>
  /** Connect the fixture wallet first. */
  connected?: boolean
  /** Runs after the client started (and connected): fail or hold calls, add recent wallets… */
  prepare?: (client: FoyerClient, adapter: FixtureAdapter) => void | Promise<unknown>
  /** How the modal opens. */
  open?: OpenModalParams
  /** Texts replacing the English ones. */
  messages?: PartialViewMessages
  /** Runs once the modal opened, e.g. to go on to another view. */
  afterOpen?: (client: FoyerClient, adapter: FixtureAdapter) => void
}

/**
 * A Storybook loader that builds a real core client with the in-story adapter and
 * directory fixtures, so every view renders from real state and real actions.
 */
export function storyClient(setup: StorySetup = {}) {
  return async () => {
    const adapter = setup.createAdapter?.(setup.adapter) ?? new FixtureAdapter(setup.adapter)
    const { client } = await createFixtureClient({ adapter, ...setup.options })
    if (setup.connected) {
      await connect(client, { namespace: 'eip155', connectorId: adapter.getConnectors()[0]!.id })
    }
    await setup.prepare?.(client, adapter)
    const afterOpen = setup.afterOpen && (() => setup.afterOpen?.(client, adapter))
    return { client, adapter, open: setup.open, messages: setup.messages, afterOpen }
  }
}

/** Story globals the preview's toolbar sets. */
interface StoryGlobals {
  theme?: string
  direction?: string
  /** The toolbar's language: a supported locale or the pseudo-locale `en-XA`. */
  locale?: string
}

/**
 * The modal of a story's client, opened, following the toolbar's theme, direction and
 * language (the locale's direction unless the toolbar asks for right-to-left).
 */
export function StoryModal({
  client,
  open,
  afterOpen,
  globals,
  ...props
}: Omit<FoyerModalProps, 'client'> & {
  client: FoyerClient
  open: OpenModalParams | undefined
  afterOpen?: (() => void) | undefined
  globals: StoryGlobals
}) {
  const themeMode = globals.theme === 'dark' ? 'dark' : 'light'
  useEffect(() => setThemeMode(client, themeMode), [client, themeMode])
  useEffect(() => {
    if (client.stores.modal.getState().open) return
    const opening = openModal(client, open)
    afterOpen?.()
    void opening
  }, [client, open, afterOpen])
  const reopen = () => {
    void openModal(client, open)
    afterOpen?.()
  }
  return (
    <>
      <Button onClick={reopen}>Open modal</Button>
      <FoyerModal
        client={client}
        locale={isLocale(globals.locale) ? globals.locale : 'en'}
        dir={globals.direction === 'rtl' ? 'rtl' : undefined}
        {...props}
      />
    </>
  )
}

/** What a story's loader hands the render function. */
export interface StoryLoaded {
  client: FoyerClient
  adapter: FixtureAdapter
  open: OpenModalParams | undefined
  messages: PartialViewMessages | undefined
  afterOpen: (() => void) | undefined
}

/** The render function of every view story. */
export function renderStory(
  _args: unknown,
  context: { loaded: Record<string, unknown>; globals: StoryGlobals },
) {
  const { client, open, messages, afterOpen } = context.loaded as unknown as StoryLoaded
  return (
    <StoryModal
      client={client}
      open={open}
      afterOpen={afterOpen}
      messages={messages}
      globals={context.globals}
    />
  )
}

/** Long wallet and profile names, to see how the views cut them. */
export const LONG_NAME = 'A Wallet With A Remarkably Long Name That Goes On And On'
/** Right-to-left text, for stories under the RTL toolbar setting. */
export const ARABIC_NAME = 'محفظة التجربة الطويلة'

/** A few Arabic texts, to see right-to-left layouts with right-to-left words. */
export const ARABIC_MESSAGES: PartialViewMessages = {
  titles: {
    Connect: 'ربط المحفظة',
    AllWallets: 'كل المحافظ',
    Account: 'الحساب',
    Networks: 'اختر الشبكة',
    UnsupportedChain: 'بدّل الشبكة',
  },
  modal: { back: 'رجوع', close: 'إغلاق' },
  connect: { recent: 'الأخيرة', installed: 'مثبتة', allWallets: 'كل المحافظ' },
  account: {
    disconnect: 'قطع الاتصال',
    tokens: 'الرموز',
    nfts: 'الرموز غير القابلة للاستبدال',
    activity: 'النشاط',
  },
}
