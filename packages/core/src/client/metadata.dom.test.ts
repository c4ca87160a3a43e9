// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { mainnet } from '../test-utils/networks.js'
import { createFoyerClient } from './create-client.js'
import { readPageMetadata } from './metadata.js'

describe('dapp metadata from the page', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('reads the title, og:description, origin and favicon', () => {
    document.head.innerHTML = `
      <meta property="og:description" content="Buy things">
      <link rel="shortcut icon" href="/static/icon.png">`
    document.title = 'My Shop'
    const client = createFoyerClient({ projectId: 'p', networks: [mainnet] })
    expect(client.options.metadata).toMatchObject({
      name: 'My Shop',
      description: 'Buy things',
      url: location.origin,
      icons: [`${location.origin}/static/icon.png`],
    })
  })

  it('falls back to the description meta and /favicon.ico', () => {
    document.head.innerHTML = '<meta name="description" content="Plain">'
    document.title = 'T'
    expect(readPageMetadata()).toMatchObject({
      description: 'Plain',
      icons: [`${location.origin}/favicon.ico`],
    })
  })

  it('options win over the page', () => {
    document.title = 'Page'
    const client = createFoyerClient({
      projectId: 'p',
      networks: [mainnet],
      metadata: { name: 'Mine' },
    })
    expect(client.options.metadata.name).toBe('Mine')
  })
})
