'use client'

import { createEvmAdapter } from '@foyer/adapter-evm'
import { createFoyer, type FoyerInitialState, FoyerProvider, fromViemChain } from '@foyer/react'
import { type ReactNode, useState } from 'react'
import { foundry } from 'viem/chains'
import type { ExampleConfig } from './example-config'

/** Props of {@link Providers}: the server's config and the state it read from the cookie. */
export interface ProvidersProps {
  config: ExampleConfig
  initialState: FoyerInitialState | undefined
  children: ReactNode
}

/**
 * Foyer for this page: one instance per request on the server (so two users never share
 * state) and one per tab in the browser, created with the same initial state on both sides
 * so hydration matches. `cookieState` keeps the connection in a cookie for the next request.
 */
export function Providers({ config, initialState, children }: ProvidersProps) {
  const [foyer] = useState(() =>
    createFoyer({
      projectId: 'foyer-example-next',
      networks: [fromViemChain({ ...foundry, rpcUrls: { default: { http: [config.rpcUrl] } } })],
      adapters: [createEvmAdapter()],
      locale: 'en',
      cookieState: true,
      initialState,
      features: { analytics: false },
      services: { walletDirectory: config.directoryUrl },
    }),
  )
  return <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
}
