import { cookieToInitialState, FoyerStyles } from '@foyer/react/server'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { readExampleConfig } from './example-config'
import { Providers } from './providers'

export const metadata = { title: 'Foyer × Next.js' }

/**
 * The root layout (a server component): Foyer's stylesheet in the head, so the first HTML
 * has the styled button, and the connection read from the request's cookie, so a reload
 * renders the connected button on the server.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <head>
        <FoyerStyles />
      </head>
      <body>
        <Providers config={readExampleConfig()} initialState={initialState}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
