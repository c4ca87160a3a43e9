import { render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { ViewAnnouncer } from './view-announcer.js'

/**
 * Reads the announcer's text when its commit reaches the DOM, as focus code running in the same
 * commit does (the modal-navigation e2e once heard 'All Wallets' with Connect focused).
 */
function Probe({ view, seen }: { view: string; seen: string[] }) {
  useLayoutEffect(() => {
    const text = document.querySelector('[data-testid="foyer-view-announcer"]')?.textContent
    seen.push(`${view}: ${text}`)
  })
  return null
}

function Modal({ view, title, seen }: { view: string; title: string; seen: string[] }) {
  return (
    <>
      <ViewAnnouncer view={view} title={title} />
      <Probe view={view} seen={seen} />
    </>
  )
}

describe('ViewAnnouncer', () => {
  it('says nothing for the first view, then each new title in the commit of its view', () => {
    const seen: string[] = []
    const { rerender } = render(<Modal view="Connect" title="Connect Wallet" seen={seen} />)
    rerender(<Modal view="AllWallets" title="All Wallets" seen={seen} />)
    rerender(<Modal view="Connect" title="Connect Wallet" seen={seen} />)
    expect(seen).toEqual(['Connect: ', 'AllWallets: All Wallets', 'Connect: Connect Wallet'])
  })
})
