import { openModal, pushView, showToast } from '@foyer/core'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FoyerModal } from '../modal/foyer-modal.js'
import { createFixtureClient } from '../test-utils/fixture-client.js'

function rootOf(dialog: HTMLElement): HTMLElement {
  return dialog.closest('.foyer-root') as HTMLElement
}

describe('the modal in a chosen locale', () => {
  it('loads Arabic on demand: translated texts, right-to-left root, lang', async () => {
    const { client } = await createFixtureClient()
    render(<FoyerModal client={client} locale="ar" />)
    await act(() => openModal(client))
    const dialog = await screen.findByRole('dialog', { name: 'ربط المحفظة' })
    expect(rootOf(dialog).getAttribute('dir')).toBe('rtl')
    expect(rootOf(dialog).getAttribute('lang')).toBe('ar')
    // @foyer/ui's own labels come from the catalogue too.
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy()
    act(() => pushView(client, 'Networks'))
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeTruthy()
  })

  it("shows core's English toasts in the catalogue's language", async () => {
    const { client } = await createFixtureClient()
    render(<FoyerModal client={client} locale="de" />)
    await act(() => openModal(client))
    await screen.findByRole('dialog', { name: 'Wallet verbinden' })
    act(() => showToast(client, 'success', 'Transaction started'))
    expect(screen.getByTestId('foyer-toast').textContent).toContain('Transaktion gestartet')
  })

  it('switches at runtime, and an explicit dir wins over the locale', async () => {
    const { client } = await createFixtureClient()
    const { rerender } = render(<FoyerModal client={client} locale="he" />)
    await act(() => openModal(client))
    const hebrew = await screen.findByRole('dialog', { name: 'חיבור ארנק' })
    expect(rootOf(hebrew).getAttribute('dir')).toBe('rtl')
    rerender(<FoyerModal client={client} locale="ja" />)
    const japanese = await screen.findByRole('dialog', { name: 'ウォレットを接続' })
    expect(rootOf(japanese).getAttribute('dir')).toBe('ltr')
    rerender(<FoyerModal client={client} locale="fa" dir="ltr" />)
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'اتصال کیف پول' })).toBeTruthy())
    expect(rootOf(screen.getByRole('dialog')).getAttribute('dir')).toBe('ltr')
  })

  it('the pseudo-locale marks every text', async () => {
    const { client } = await createFixtureClient()
    render(<FoyerModal client={client} locale="en-XA" />)
    await act(() => openModal(client))
    const dialog = await screen.findByRole('dialog', { name: /^\[Çóññéçţ Ŵáļļéţ ~+\]$/ })
    expect(rootOf(dialog).getAttribute('lang')).toBe('en')
  })
})
