import { FoyerError } from '@foyer/common'
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

  it("shows core's toast keys in the catalogue's language", async () => {
    const { client } = await createFixtureClient()
    render(<FoyerModal client={client} locale="de" />)
    await act(() => openModal(client))
    await screen.findByRole('dialog', { name: 'Wallet verbinden' })
    act(() => showToast(client, 'success', { key: 'toasts.TRANSACTION_STARTED' }))
    expect(screen.getByTestId('foyer-toast').textContent).toContain('Transaktion gestartet')
  })

  it("shows a toast's error in the catalogue's language with its values filled", async () => {
    const { client } = await createFixtureClient()
    render(<FoyerModal client={client} locale="de" />)
    await act(() => openModal(client))
    await screen.findByRole('dialog', { name: 'Wallet verbinden' })
    const error = new FoyerError('EMAIL_COOLDOWN', { values: { seconds: 30 } })
    act(() => showToast(client, 'error', { error }))
    const toast = screen.getByTestId('foyer-toast')
    expect(toast.textContent).toContain('Bitte versuche es in 30 Sekunden erneut')
    expect(toast.textContent).not.toContain(error.shortMessage)
  })

  it("shows 'Action not allowed' (a ui key) in Japanese", async () => {
    const { client } = await createFixtureClient()
    render(<FoyerModal client={client} locale="ja" />)
    await act(() => openModal(client))
    await screen.findByRole('dialog', { name: 'ウォレットを接続' })
    act(() => showToast(client, 'error', { key: 'ui.ACTION_NOT_ALLOWED' }))
    expect(screen.getByTestId('foyer-toast').textContent).toContain('この操作は許可されていません')
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
