import { createMemoryStorage } from '@foyer/core'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../components/connect-button.js'
import { createFoyer } from '../create-foyer.js'
import { FoyerProvider } from '../provider.js'
import { FixtureAdapter, mainnet } from '../test-utils/fixtures.js'
import { useFoyerLocale } from './use-foyer-locale.js'

afterEach(() => vi.unstubAllGlobals())

function setup(locale?: string) {
  const foyer = createFoyer({
    projectId: 'locale',
    networks: [mainnet],
    adapters: [new FixtureAdapter()],
    storage: createMemoryStorage(),
    isMobile: () => false,
    ...(locale ? { locale } : {}),
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  return { foyer, wrapper }
}

describe('locale', () => {
  it('matches the option to a supported locale; the browser language is the default', () => {
    expect(setup('pt').foyer.getLocale()).toBe('pt-BR')
    expect(setup('zh-Hant').foyer.getLocale()).toBe('zh-TW')
    expect(setup('xx').foyer.getLocale()).toBe('en')
    vi.stubGlobal('navigator', { ...navigator, languages: ['uk-UA'], language: 'uk-UA' })
    expect(setup().foyer.getLocale()).toBe('uk')
  })

  it('useFoyerLocale changes the buttons and the dir at runtime', async () => {
    const { foyer, wrapper } = setup('en')
    const { result } = renderHook(() => useFoyerLocale(), { wrapper })
    expect(result.current.locale).toBe('en')
    expect(result.current.supportedLocales).toContain('zh-CN')
    act(() => result.current.setLocale('ru'))
    expect(result.current.locale).toBe('ru')
    expect(foyer.getLocale()).toBe('ru')

    render(<ConnectButton />, { wrapper })
    expect(await screen.findByRole('button', { name: 'Подключить кошелёк' })).toBeTruthy()
    act(() => foyer.setLocale('ar'))
    const button = await screen.findByRole('button', { name: 'ربط المحفظة' })
    await waitFor(() => expect(button.closest('[dir]')?.getAttribute('dir')).toBe('rtl'))
  })
})
