import { type Address, type Hex, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DataService, startDataService } from './server.js'
import { ANVIL_ACCOUNTS, startTestAnvil, type TestAnvil } from './test-utils/anvil.js'
import { chainActions } from './test-utils/chain-actions.js'
import { testRejecterArtifact, testSwapDeskArtifact } from './test-utils/contracts.generated.js'
import { devnetClients } from './test-utils/devnet-clients.js'
import { fetchJson } from './test-utils/http.js'
import { type RpcFront, startRpcFront } from './test-utils/rpc-front.js'

// A swap moves value both ways in one transaction: ether to a router and tokens back (a log
// records the tokens), or tokens to it and ether back by an internal call that no log
// records. The data service reads those calls from the node's trace, so a swap's history
// entry holds both sides. TestSwapDesk is a fixed-rate desk shaped like a router.

const [alice, bob] = ANVIL_ACCOUNTS as unknown as Address[]
const CHAIN = 'eip155:31337'
/** Token base units (18 decimals) per wei: 1 ETH buys 1000 TOK. */
const RATE = 1000n

let anvil: TestAnvil
let token: Address
let desk: Address
let rejecter: Address
/** The desk transactions bob sends, by what they do. */
const hashes: Record<string, Hex> = {}

const devnet = () => devnetClients(anvil.rpcUrl, anvil.chainId)

async function mined(hash: Hex) {
  return devnet().client.waitForTransactionReceipt({ hash, timeout: 30_000 })
}

async function deploy(
  artifact: typeof testSwapDeskArtifact | typeof testRejecterArtifact,
  args: readonly unknown[],
  value = 0n,
): Promise<Address> {
  const hash = await devnet()
    .wallet(alice!)
    .deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args, value } as never)
  return (await mined(hash)).contractAddress!.toLowerCase() as Address
}

/** Calls the desk from `from`; `gas` set skips estimation, so a reverting call is mined. */
async function callDesk(
  from: Address,
  functionName: 'buy' | 'sell' | 'sellAfterRefusedOffer',
  args: readonly unknown[],
  options: { value?: bigint; gas?: bigint } = {},
) {
  const hash = await devnet()
    .wallet(from)
    .writeContract({
      address: desk,
      abi: testSwapDeskArtifact.abi,
      functionName,
      args,
      ...options,
    } as never)
  return mined(hash)
}

async function historyOf(service: DataService, account: Address): Promise<any[]> {
  const { status, body } = await fetchJson(
    `${service.url}/v1/account/${account}/history?chainId=${CHAIN}&limit=100`,
  )
  expect(status).toBe(200)
  return body.data
}

const sides = (transaction: any) =>
  transaction.transfers.map((transfer: any) => [
    transfer.direction,
    transfer.quantity.numeric,
    transfer.fungible_info.symbol,
  ])

beforeAll(async () => {
  anvil = await startTestAnvil()
  const actions = chainActions(anvil.rpcUrl, anvil.chainId)
  token = await actions.deployToken(alice!, 'Test Foy', 'TOK', 18, parseUnits('1000000', 18))
  desk = await deploy(testSwapDeskArtifact, [token, RATE], parseEther('10'))
  rejecter = await deploy(testRejecterArtifact, [])
  await actions.transferToken(token, alice!, desk, parseUnits('100000', 18))
})

afterAll(async () => {
  await anvil?.stop()
})

describe('a swap’s history entry holds both sides, the internal ether included', () => {
  let service: DataService

  beforeAll(async () => {
    hashes.buy = (await callDesk(bob!, 'buy', [], { value: parseEther('1') })).transactionHash
    hashes.sell = (await callDesk(bob!, 'sell', [parseUnits('400', 18)])).transactionHash
    hashes.refusedOffer = (
      await callDesk(bob!, 'sellAfterRefusedOffer', [parseUnits('100', 18), rejecter])
    ).transactionHash
    const failed = await callDesk(bob!, 'sell', [parseUnits('5000', 18)], { gas: 300_000n })
    expect(failed.status).toBe('reverted')
    hashes.failed = failed.transactionHash
    service = await startDataService({
      ephemeral: true,
      chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
      confirmations: 0,
      pollIntervalMs: 50,
      prices: { [`${CHAIN}:native`]: 2000 },
      log: () => {},
    })
    await service.waitForBlock(anvil.chainId, await devnet().client.getBlockNumber())
  })

  afterAll(async () => {
    await service?.close()
  })

  it('ETH → token: the ether paid and the tokens received, one trade', async () => {
    const entry = (await historyOf(service, bob!)).find((tx) => tx.metadata.hash === hashes.buy)
    expect(entry.metadata).toMatchObject({ operationType: 'trade', status: 'confirmed' })
    expect(sides(entry)).toEqual([
      ['out', '1', 'ETH'],
      ['in', '1000', 'TOK'],
    ])
    expect(entry.transfers[0]).toMatchObject({ price: 2000, value: 2000 })
  })

  it('token → ETH: the tokens paid and the ether the contract sent back by an internal call', async () => {
    const entry = (await historyOf(service, bob!)).find((tx) => tx.metadata.hash === hashes.sell)
    expect(entry.metadata).toMatchObject({ operationType: 'trade', status: 'confirmed' })
    expect(sides(entry)).toEqual(
      expect.arrayContaining([
        ['out', '400', 'TOK'],
        ['in', '0.4', 'ETH'],
      ]),
    )
    expect(entry.transfers).toHaveLength(2)
    // The desk's own history shows the ether leaving it.
    const deskEntry = (await historyOf(service, desk)).find(
      (tx) => tx.metadata.hash === hashes.sell,
    )
    expect(sides(deskEntry)).toEqual(
      expect.arrayContaining([
        ['out', '0.4', 'ETH'],
        ['in', '400', 'TOK'],
      ]),
    )
  })

  it('an inner call that reverted moved nothing: only the payment that took effect is listed', async () => {
    const entry = (await historyOf(service, bob!)).find(
      (tx) => tx.metadata.hash === hashes.refusedOffer,
    )
    expect(sides(entry)).toEqual(
      expect.arrayContaining([
        ['out', '100', 'TOK'],
        ['in', '0.1', 'ETH'],
      ]),
    )
    expect(entry.transfers).toHaveLength(2)
    expect(await historyOf(service, rejecter)).toEqual([])
  })

  it('a reverted transaction is failed and moved nothing', async () => {
    const entry = (await historyOf(service, bob!)).find((tx) => tx.metadata.hash === hashes.failed)
    expect(entry.metadata.status).toBe('failed')
    expect(entry.transfers).toEqual([])
  })
})

describe('a node that does not trace', () => {
  let front: RpcFront
  let service: DataService
  const lines: string[] = []

  beforeAll(async () => {
    front = await startRpcFront(anvil.rpcUrl, { refuseMethods: ['debug_traceTransaction'] })
    service = await startDataService({
      ephemeral: true,
      chains: [{ chainId: anvil.chainId, rpcUrl: front.url }],
      confirmations: 0,
      pollIntervalMs: 50,
      log: (line) => lines.push(line),
    })
    await service.waitForBlock(anvil.chainId, await devnet().client.getBlockNumber())
  })

  afterAll(async () => {
    await service?.close()
    await front?.close()
  })

  it('is still indexed (logs and transaction values), with one line saying internal ether is not', async () => {
    const history = await historyOf(service, bob!)
    const sell = history.find((tx) => tx.metadata.hash === hashes.sell)
    expect(sides(sell)).toEqual([['out', '400', 'TOK']])
    const buy = history.find((tx) => tx.metadata.hash === hashes.buy)
    expect(sides(buy)).toEqual([
      ['out', '1', 'ETH'],
      ['in', '1000', 'TOK'],
    ])
    const notices = lines.filter((line) => line.includes('does not trace'))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatch(/ether sent by contracts is not indexed/)
  })
})
