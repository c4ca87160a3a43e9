import { render, screen } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { ActionGrid, ActionGridItem } from './components/action-grid.js'
import { AddressField } from './components/address-field.js'
import { AlertBar } from './components/alert-bar.js'
import { AmountInput } from './components/amount-input.js'
import { Avatar } from './components/avatar.js'
import { Button } from './components/button.js'
import { KeyValueList, KeyValueRow } from './components/key-value-list.js'
import { ModalBody } from './components/modal-body.js'
import { ModalHeader } from './components/modal-header.js'
import { ModalShell } from './components/modal-shell.js'
import { NetworkImage } from './components/network-image.js'
import { QrCode } from './components/qr-code.js'
import { SearchInput } from './components/search-input.js'
import { Spinner } from './components/spinner.js'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs.js'
import { Toast } from './components/toast.js'
import { WalletListItem } from './components/wallet-list-item.js'
import { ReceiveIcon, SendIcon } from './icons/action-icons.js'

/**
 * axe's structural rules (names, roles, ARIA attributes and references) on every
 * component at once. happy-dom does no layout, so rules that need rendering (colour
 * contrast, target size) are left to the end-to-end checks in Chromium.
 */
async function violations(root: Element) {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    resultTypes: ['violations'],
  })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

describe('accessibility (axe, structural rules)', () => {
  it('finds no violation in a modal using every component', async () => {
    render(
      <main>
        <h1>Host app</h1>
        <ModalShell open>
          <ModalHeader title="Connect Wallet" onBack={() => {}} />
          <ModalBody>
            <Toast variant="loading" message="Authenticating..." />
            <AlertBar message="Session Expired" onDismiss={() => {}} />
            <SearchInput label="Search wallets" hideLabel placeholder="Search wallets" />
            <WalletListItem name="MetaMask" tag="Installed" />
            <WalletListItem name="Rainbow" imageSrc="data:image/png;base64,iVBORw0KGgo=" />
            <Tabs defaultValue="tokens">
              <TabsList aria-label="Account">
                <TabsTrigger value="tokens">Tokens</TabsTrigger>
                <TabsTrigger value="nfts">NFTs</TabsTrigger>
              </TabsList>
              <TabsContent value="tokens">
                <Avatar address="0x52908400098527886E0F7030069857D2E4169EE7" label="Account" />
                <NetworkImage name="Ethereum" />
                <Spinner label="Loading balances" />
              </TabsContent>
            </Tabs>
            <QrCode value="wc:abc@2?relay-protocol=irn" label="Scan with your phone" />
            <Button loading>Connect</Button>
            <ActionGrid label="Account actions">
              <ActionGridItem icon={<SendIcon />} label="Send" />
              <ActionGridItem icon={<ReceiveIcon />} label="Receive" />
            </ActionGrid>
            <KeyValueList>
              <KeyValueRow label="Network fee">0.0001337 ETH</KeyValueRow>
            </KeyValueList>
            <AmountInput
              label="Amount"
              value="12.5"
              onChange={() => {}}
              token={<button type="button">ETH</button>}
              moneyValue="≈ $25,000.00"
              max={{ text: 'Max', label: 'Use the largest amount', onMax: () => {} }}
              error="Not enough ETH"
            />
            <AddressField
              label="To"
              value="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
              address="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
              onChange={() => {}}
              note={<p>bob.foyer.id</p>}
              paste={{ text: 'Paste', refusedText: 'Paste with Ctrl+V.' }}
            />
          </ModalBody>
        </ModalShell>
      </main>,
    )
    expect(screen.getByRole('dialog')).toBeDefined()
    expect(await violations(document.body)).toEqual([])
  })

  it('does report problems here (the check is not a no-op in happy-dom)', async () => {
    render(
      <main>
        <button type="button">
          <svg aria-hidden="true" />
        </button>
        <input type="text" />
      </main>,
    )
    const found = await violations(document.body)
    expect(found.some((v) => v.startsWith('button-name'))).toBe(true)
    expect(found.some((v) => v.startsWith('label'))).toBe(true)
  })
})
