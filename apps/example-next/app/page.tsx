import { ConnectButton } from '@foyer/react'

/** A server page using Foyer's client button directly (it carries its own "use client"). */
export default function Home() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
      <h1>Foyer in a Next.js App Router app</h1>
      <p>Server-rendered, styled from the first byte, and connected after a reload.</p>
      <ConnectButton id="connect" />
    </main>
  )
}
