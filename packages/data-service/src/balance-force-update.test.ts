import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DataService, startDataService } from './server.js'
import { ANVIL_ACCOUNTS, startTestAnvil, type TestAnvil } from './test-utils/anvil.js'
import { chainActions } from './test-utils/chain-actions.js'
import { fetchJson } from './test-utils/http.js'

const [alice, bob] = ANVIL_ACCOUNTS as unknown as Address[]
const CHAIN = 'eip155:31337'

// A client reading balances again after its own transaction (`forceUpdate`) gets them as of
// the node's latest block, though the index polls the node only every 1.5 s here.
describe('GET /v1/account/{address}/balance with forceUpdate', () => {
  let anvil: TestAnvil
  let service: DataService
  let actions: ReturnType<typeof chainActions>
  let token: Address

  beforeAll(async () => {
    anvil = await startTestAnvil()
    actions = chainActions(anvil.rpcUrl, anvil.chainId)
    token = await actions.deployToken(alice!, 'Test Dollar', 'TUSD', 6, 1_000_000_000_000n)
    service = await startDataService({
      ephemeral: true,
      chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
      confirmations: 0,
      pollIntervalMs: 1500,
      log: () => {},
    })
    await service.waitForBlock(anvil.chainId, await actions.head())
  })

  afterAll(async () => {
    await service?.close()
    await anvil?.stop()
  })

  const tusdOf = async (owner: Address, query: string) => {
    const { body } = await fetchJson(
      `${service.url}/v1/account/${owner}/balance?chainId=${CHAIN}${query}`,
    )
    const row = body.balances.find((balance: { symbol: string }) => balance.symbol === 'TUSD')
    return row?.quantity.numeric as string | undefined
  }

  it('waits until the index holds the transaction just mined', async () => {
    // Right after the index caught up, so that its next poll is 1.5 s away.
    await service.waitForBlock(anvil.chainId, await actions.head())
    await actions.transferToken(token, alice!, bob!, 2_500_000n)
    expect(await tusdOf(bob!, `&forceUpdate=${CHAIN}:${bob}`)).toBe('2.5')
  })
})
