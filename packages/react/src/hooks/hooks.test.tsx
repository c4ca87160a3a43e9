import {
  connect,
  createMemoryStorage,
  setThemeMode,
  switchNetwork,
  updateAccountState,
} from '@foyer/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createFoyer } from '../create-foyer.js'
import { FoyerProvider } from '../provider.js'
import { FixtureAdapter, mainnet, optimism, sepolia, solanaLocal } from '../test-utils/fixtures.js'
import { useDisconnect } from './use-disconnect.js'
import { useFoyer } from './use-foyer.js'
import { useFoyerAccount } from './use-foyer-account.js'
import { useFoyerEvents } from './use-foyer-events.js'
import { useFoyerNetwork } from './use-foyer-network.js'
import { useFoyerProvider } from './use-foyer-provider.js'
import { useFoyerState } from './use-foyer-state.js'
import { useFoyerTheme } from './use-foyer-theme.js'
import { useWalletInfo } from './use-wallet-info.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const BASE = { ...optimism, id: 8453, caipNetworkId: 'eip155:8453', name: 'Base' } as const

async function setup() {
  const adapter = new FixtureAdapter()
  const foyer = createFoyer({
    projectId: 'hooks',
    networks: [mainnet, sepolia, optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
    isMobile: () => false,
    themeMode: 'light',
  })
  await foyer.start()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
  )
  return { foyer, adapter, client: foyer.client, wrapper }
}

describe('hooks', () => {
  it('useFoyerAccount and useWalletInfo follow the connection', async () => {
    const { client, wrapper } = await setup()
    const { result } = renderHook(() => ({ account: useFoyerAccount(), info: useWalletInfo() }), {
      wrapper,
    })
    expect(result.current.account).toMatchObject({
      status: 'disconnected',
      isConnected: false,
      address: undefined,
      accountType: undefined,
    })
    await act(async () => {
      await connect(client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    })
    expect(result.current.account).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      namespace: 'eip155',
      // A wallet's own account; the embedded wallet's smart account says smartAccount.
      accountType: 'eoa',
    })
    await waitFor(() => expect(result.current.account.balance).toBe('1.2345678'))
    expect(result.current.account.balanceSymbol).toBe('ETH')
    expect(result.current.info.walletInfo?.name).toBe('Fixture Wallet')
    act(() => updateAccountState(client, 'eip155', { profileName: 'alice.eth' }))
    expect(result.current.account.profileName).toBe('alice.eth')
  })

  it('keeps the same object while nothing it shows changes', async () => {
    const { client, wrapper } = await setup()
    const { result } = renderHook(() => useFoyerAccount(), { wrapper })
    const before = result.current
    act(() => setThemeMode(client, 'dark'))
    act(() => client.stores.modal.setState({ loading: true }))
    expect(result.current).toBe(before)
  })

  it('useFoyerNetwork reads and switches the network', async () => {
    const { client, adapter, wrapper } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    const { result } = renderHook(() => useFoyerNetwork(), { wrapper })
    expect(result.current.caipNetworkId).toBe('eip155:1')
    expect(result.current.chainId).toBe(1)
    expect(result.current.networks.map((n) => n.name)).toEqual([
      'Ethereum',
      'Sepolia',
      'OP Mainnet',
    ])
    await act(async () => {
      await result.current.switchNetwork('eip155:10')
    })
    expect(adapter.walletNetwork).toBe('eip155:10')
    expect(result.current.caipNetwork?.name).toBe('OP Mainnet')
    await act(async () => {
      await switchNetwork(client, 'eip155:11155111')
    })
    expect(result.current.chainId).toBe(11155111)
    await expect(result.current.switchNetwork('eip155:5')).rejects.toMatchObject({
      code: 'NETWORK_NOT_FOUND',
    })
  })

  it('useFoyerNetwork adds and removes networks; the active one moves on', async () => {
    const { client, wrapper } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    const { result } = renderHook(() => useFoyerNetwork(), { wrapper })
    act(() => result.current.addNetwork(BASE))
    expect(result.current.networks.map((n) => n.caipNetworkId)).toContain('eip155:8453')
    act(() => result.current.removeNetwork('eip155:1'))
    expect(result.current.networks.map((n) => n.caipNetworkId)).not.toContain('eip155:1')
    expect(result.current.caipNetworkId).toBe('eip155:11155111')
    expect(() => result.current.removeNetwork('eip155:1')).toThrow('Network not found')
    expect(() => result.current.addNetwork(solanaLocal)).toThrow('Adapter not found')
  })

  it('useDisconnect resets the connections without asking the wallet', async () => {
    const { client, adapter, wrapper } = await setup()
    await connect(client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    const { result } = renderHook(() => useDisconnect(), { wrapper })
    act(() => result.current.resetConnections())
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    expect(adapter.calls.map((call) => call.method)).not.toContain('disconnect')
  })

  it('useFoyerProvider gives the connected wallet provider, useDisconnect disconnects', async () => {
    const { client, wrapper } = await setup()
    const { result } = renderHook(
      () => ({ provider: useFoyerProvider('eip155'), disconnect: useDisconnect() }),
      { wrapper },
    )
    expect(result.current.provider.walletProvider).toBeUndefined()
    await act(async () => {
      await connect(client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    })
    expect(result.current.provider.walletProviderType).toBe('ANNOUNCED')
    await act(async () => {
      await result.current.disconnect.disconnect()
    })
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    expect(result.current.provider.walletProviderType).toBeUndefined()
  })

  it('useFoyer opens and closes; useFoyerState and useFoyerEvents follow', async () => {
    const { wrapper } = await setup()
    const { result } = renderHook(
      () => ({ foyer: useFoyer(), state: useFoyerState(), event: useFoyerEvents() }),
      { wrapper },
    )
    expect(result.current.state).toMatchObject({ open: false, selectedNetworkId: 'eip155:1' })
    await act(async () => {
      await result.current.foyer.open({ view: 'Networks' })
    })
    expect(result.current.state.open).toBe(true)
    expect(result.current.event?.event).toBe('MODAL_OPEN')
    expect(typeof result.current.event?.timestamp).toBe('number')
    await waitFor(() =>
      expect(document.querySelector('[data-testid="foyer-view-Networks"]')).toBeTruthy(),
    )
    act(() => {
      expect(result.current.foyer.close()).toBe(true)
    })
    expect(result.current.state.open).toBe(false)
    expect(result.current.event).toMatchObject({
      event: 'MODAL_CLOSE',
      properties: { connected: false },
    })
  })

  it('useFoyerTheme reads and sets the theme', async () => {
    const { client, wrapper } = await setup()
    const { result } = renderHook(() => useFoyerTheme(), { wrapper })
    expect(result.current.themeMode).toBe('light')
    act(() => result.current.setThemeMode('dark'))
    expect(client.stores.theme.getState().themeMode).toBe('dark')
    expect(result.current.themeMode).toBe('dark')
    act(() => result.current.setThemeVariables({ '--foyer-accent': '#ff0000' }))
    act(() => result.current.setThemeVariables({ '--foyer-border-radius': '4px' }))
    expect(result.current.themeVariables).toEqual({
      '--foyer-accent': '#ff0000',
      '--foyer-border-radius': '4px',
    })
  })

  it('throws a clear error outside FoyerProvider', () => {
    expect(() => renderHook(() => useFoyerAccount())).toThrow(
      'Foyer hooks and buttons must be used inside <FoyerProvider>',
    )
  })
})
