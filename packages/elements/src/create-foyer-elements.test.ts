import { connect, createMemoryStorage, switchNetwork } from '@foyer/core'
import { waitFor } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createFoyerElements,
  type FoyerElements,
  MODAL_HOST_ATTRIBUTE,
} from './create-foyer-elements.js'
import type { FoyerElementEventName } from './state-events.js'
import { FixtureAdapter, mainnet, sepolia } from './test-utils/fixtures.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
let elements: FoyerElements | undefined

afterEach(() => {
  elements?.destroy()
  elements = undefined
  document.body.innerHTML = ''
})

function setup() {
  const adapter = new FixtureAdapter()
  elements = createFoyerElements({
    projectId: 'elements',
    networks: [mainnet, sepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
    isMobile: () => false,
    locale: 'en',
  })
  return { elements, adapter }
}

describe('createFoyerElements', () => {
  it("renders the connect button inside the element's shadow root, even for an element added first", async () => {
    document.body.innerHTML =
      '<foyer-connect-button label="Sign in with a wallet"></foyer-connect-button>'
    setup()
    const element = document.querySelector('foyer-connect-button')!
    const button = await waitFor(() => {
      const found = element.shadowRoot?.querySelector('[data-testid="foyer-connect-button"]')
      if (!found) throw new Error('no button yet')
      return found
    })
    expect(button.textContent).toContain('Sign in with a wallet')
    // Nothing of Foyer's is in the page's own DOM: only the element and the modal's host.
    expect(document.querySelector('[data-testid="foyer-connect-button"]')).toBeNull()
    expect(document.querySelectorAll(`[${MODAL_HOST_ATTRIBUTE}]`)).toHaveLength(1)
    expect(element.getAttribute('status')).toBe('disconnected')
    expect(element.getAttribute('network')).toBe(mainnet.caipNetworkId)
  })

  it('reflects a connection, network switch and disconnection as attributes and events', async () => {
    const { elements } = setup()
    const element = document.createElement('foyer-account-button')
    document.body.append(element)
    const seen: [string, FoyerElementEventName, unknown][] = []
    const names: FoyerElementEventName[] = [
      'foyer-connect',
      'foyer-disconnect',
      'foyer-account-change',
      'foyer-network-change',
    ]
    for (const name of names) {
      element.addEventListener(name, (event) =>
        seen.push(['element', name, (event as CustomEvent).detail]),
      )
      elements.addEventListener(name, (event) =>
        seen.push(['instance', name, (event as CustomEvent).detail]),
      )
    }
    await elements.foyer.start()
    await connect(elements.client, { namespace: 'eip155', connectorId: 'io.foyer.fixture' })
    expect(element.getAttribute('status')).toBe('connected')
    expect(element.getAttribute('address')).toBe(ADDRESS)
    expect(element.getAttribute('caip-address')).toBe(`eip155:1:${ADDRESS}`)
    expect(seen).toContainEqual([
      'element',
      'foyer-connect',
      expect.objectContaining({ address: ADDRESS, caipNetworkId: 'eip155:1' }),
    ])
    expect(seen).toContainEqual([
      'instance',
      'foyer-connect',
      expect.objectContaining({ address: ADDRESS }),
    ])
    await waitFor(() =>
      expect(
        element.shadowRoot?.querySelector('[data-testid="foyer-account-button"]'),
      ).toBeTruthy(),
    )

    seen.length = 0
    await switchNetwork(elements.client, sepolia.caipNetworkId)
    expect(element.getAttribute('network')).toBe(sepolia.caipNetworkId)
    expect(element.getAttribute('chain-id')).toBe(String(sepolia.id))
    expect(seen.map(([target, name]) => `${target}:${name}`)).toEqual([
      'element:foyer-network-change',
      'instance:foyer-network-change',
    ])

    seen.length = 0
    await elements.disconnect()
    expect(element.getAttribute('status')).toBe('disconnected')
    expect(element.hasAttribute('address')).toBe(false)
    expect(seen.map(([target, name]) => `${target}:${name}`)).toContain('element:foyer-disconnect')
  })

  it('opens the modal inside its own shadow root, not in the page', async () => {
    const { elements } = setup()
    await elements.open()
    const host = document.querySelector(`[${MODAL_HOST_ATTRIBUTE}]`)!
    await waitFor(() => expect(host.shadowRoot?.querySelector('[role="dialog"]')).toBeTruthy(), {
      timeout: 20_000,
    })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    // Foyer's stylesheets went into the shadow root, none into the page.
    expect(host.shadowRoot?.querySelector('style[data-foyer-styles]')).toBeTruthy()
    expect(document.head.querySelector('style[data-foyer-styles]')).toBeNull()
    expect(elements.close()).toBe(true)
  }, 30_000)
})
