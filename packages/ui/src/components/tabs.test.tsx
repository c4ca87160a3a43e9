import { fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Tabs, TabsContent, TabsList, type TabsProps, TabsTrigger } from './tabs.js'

function AccountTabs(props: Partial<TabsProps> & { disableNfts?: boolean }) {
  const { disableNfts, ...rest } = props
  return (
    <Tabs defaultValue="tokens" {...rest}>
      <TabsList aria-label="Account">
        <TabsTrigger value="tokens">Tokens</TabsTrigger>
        <TabsTrigger value="nfts" disabled={disableNfts}>
          NFTs
        </TabsTrigger>
        <TabsTrigger value="activity">Activity</TabsTrigger>
      </TabsList>
      <TabsContent value="tokens">Token list</TabsContent>
      <TabsContent value="nfts">NFT grid</TabsContent>
      <TabsContent value="activity">Activity list</TabsContent>
    </Tabs>
  )
}

/** Tabs whose owner refuses the NFTs tab. */
function Controlled() {
  const [value, setValue] = useState('tokens')
  return (
    <>
      <output>{value}</output>
      <AccountTabs value={value} onValueChange={(next) => next !== 'nfts' && setValue(next)} />
    </>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern', () => {
    render(<AccountTabs />)
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeDefined()
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('false')
    const panel = screen.getByRole('tabpanel')
    expect(panel.textContent).toBe('Token list')
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Tokens').id)
    expect(tab('Tokens').getAttribute('aria-controls')).toBe(panel.id)
    // Only the selected tab is in the Tab order.
    expect(tab('Tokens').tabIndex).toBe(0)
    expect(tab('NFTs').tabIndex).toBe(-1)
    expect(tab('Activity').tabIndex).toBe(-1)
  })

  it('moves and selects with arrow keys, wrapping, Home and End', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<AccountTabs onValueChange={onValueChange} />)
    await user.tab()
    expect(document.activeElement).toBe(tab('Tokens'))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('NFTs'))
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('NFT grid')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(tab('Tokens'))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tab('Activity'))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(tab('Tokens'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(tab('Activity'))
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      'nfts',
      'activity',
      'tokens',
      'activity',
      'tokens',
      'activity',
    ])
  })

  it('Tab leaves the tab list for the panel', async () => {
    const user = userEvent.setup()
    render(<AccountTabs />)
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'))
  })

  it('reverses the arrow keys in right-to-left', async () => {
    const user = userEvent.setup()
    render(
      <div dir="rtl">
        <AccountTabs />
      </div>,
    )
    await user.tab()
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tab('NFTs'))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Tokens'))
  })

  it('skips disabled tabs', async () => {
    const user = userEvent.setup()
    render(<AccountTabs disableNfts />)
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Activity'))
  })

  it('in manual mode, arrows only move focus and Enter selects', async () => {
    const user = userEvent.setup()
    render(<AccountTabs activationMode="manual" />)
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('NFTs'))
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('false')
    await user.keyboard('{Enter}')
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('true')
  })

  it('is controllable: the owner decides the selected tab', () => {
    render(<Controlled />)
    fireEvent.click(tab('NFTs'))
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
    fireEvent.click(tab('Activity'))
    expect(tab('Activity').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('activity')
  })
})
