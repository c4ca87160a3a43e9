import { describe, expect, it } from 'vitest'
import { mainnet, sepolia } from '../test-utils/networks.js'
import { createFoyerClient } from './create-client.js'
import { rpcServiceUrl } from './rpc-service.js'

const noRpc = { ...sepolia, rpcUrls: { default: { http: [] as string[] } } }

describe('services.rpc', () => {
  it('is the RPC of every network without its own URL (SPEC §7 shape); others keep theirs', () => {
    const client = createFoyerClient({
      projectId: 'my-app',
      networks: [mainnet, noRpc],
      services: { rpc: 'https://rpc.example/' },
    })
    const [first, second] = client.options.networks
    expect(first?.rpcUrls.default.http).toEqual(mainnet.rpcUrls.default.http)
    expect(second?.rpcUrls.default.http).toEqual([
      'https://rpc.example/v1/?chainId=eip155%3A11155111&projectId=my-app',
    ])
    const url = new URL(second!.rpcUrls.default.http[0]!)
    expect(url.searchParams.get('chainId')).toBe('eip155:11155111')
  })

  it('without services.rpc a network without RPC is still refused', () => {
    expect(() => createFoyerClient({ networks: [noRpc] })).toThrow(/rpcUrls.default.http is empty/)
  })

  it('builds the URL under a base path, without projectId when none is set', () => {
    expect(rpcServiceUrl('http://127.0.0.1:8080/rpc', 'eip155:31337', undefined)).toBe(
      'http://127.0.0.1:8080/rpc/v1/?chainId=eip155%3A31337',
    )
  })
})
