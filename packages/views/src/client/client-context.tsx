import type { FoyerClient } from '@foyer/core'
import { createContext, type ReactNode, useContext } from 'react'

const ClientContext = createContext<FoyerClient | null>(null)

/** Provides the Foyer client whose state the views show and whose actions they call. */
export function ClientProvider({
  client,
  children,
}: {
  client: FoyerClient
  children?: ReactNode
}) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>
}

/** The client of the nearest {@link ClientProvider}; throws outside one. */
export function useClient(): FoyerClient {
  const client = useContext(ClientContext)
  if (!client) throw new Error('Foyer views must be rendered inside <FoyerModal client={…}>')
  return client
}
