import type { FoyerClient } from '@foyer/core'
import type { FixtureAdapter } from './fixture-adapter.js'
import { embeddedWalletAdapter, FixtureEmbeddedWallet } from './fixture-embedded-wallet.js'
import type { StorySetup } from './story-helpers.js'

/** A story setup whose adapter offers the fixture embedded wallet (the AUTH connector). */
export function embeddedWalletStory(
  setup: Omit<StorySetup, 'createAdapter' | 'prepare'> & {
    prepare?: (client: FoyerClient, wallet: FixtureEmbeddedWallet, adapter: FixtureAdapter) => void
    user?: ConstructorParameters<typeof FixtureEmbeddedWallet>[0]
  } = {},
): StorySetup {
  const wallet = new FixtureEmbeddedWallet(setup.user)
  const { prepare, user: _user, ...rest } = setup
  return {
    ...rest,
    createAdapter: () => embeddedWalletAdapter(wallet),
    options: { services: { embeddedWallet: 'https://frame.example/' }, ...setup.options },
    prepare: (client, adapter) => prepare?.(client, wallet, adapter),
  }
}

/** A popup stand-in for stories: the login never leaves the page. */
export function storyPopup(): Window {
  return { closed: false, location: { href: '' }, close() {} } as unknown as Window
}
