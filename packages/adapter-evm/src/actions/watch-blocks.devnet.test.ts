import { type Address, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  adapterWithWallet,
  devnetClient,
  devnetNetworks,
  devnetWallet,
  TEST_CONNECTOR_ID,
  useDevnets,
} from '../test-utils/devnets.js'

const devnets = useDevnets()
const RECEIVER: Address = '0x00000000000000000000000000000000000b10c5'

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('blocks and transactions through the app RPC (anvil)', () => {
  it('watchBlocks reports each new block until stopped', async () => {
    const wallet = devnetWallet(devnets())
    const { adapter } = adapterWithWallet(devnetNetworks(devnets()), wallet)
    const node = devnetClient(devnets(), 31337)
    const seen: bigint[] = []
    const stop = adapter.watchBlocks!({
      caipNetworkId: 'eip155:31337',
      onBlock: (blockNumber) => seen.push(blockNumber),
    })
    // Let the watcher read its starting block before the node mines.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const start = await node.getBlockNumber()
    await node.request({ method: 'evm_mine' as never, params: [] as never })
    await until(() => seen.includes(start + 1n))
    stop()
    const count = seen.length
    await node.request({ method: 'evm_mine' as never, params: [] as never })
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(seen.length).toBe(count)
  }, 30_000)

  it('waitForTransaction resolves with the block the transaction was mined in', async () => {
    const wallet = devnetWallet(devnets())
    const { adapter } = adapterWithWallet(devnetNetworks(devnets()), wallet)
    const { accounts } = await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    const hash = await adapter.sendTransaction!({
      request: { to: RECEIVER, value: parseEther('0.01') },
      address: accounts[0]!.address,
    })
    const outcome = await adapter.waitForTransaction!({ hash, caipNetworkId: 'eip155:31337' })
    const receipt = await devnetClient(devnets(), 31337).getTransactionReceipt({
      hash: hash as `0x${string}`,
    })
    expect(outcome).toEqual({ blockNumber: receipt.blockNumber, status: 'success' })
  }, 30_000)

  it('waitForTransaction stops waiting when its signal aborts', async () => {
    const wallet = devnetWallet(devnets())
    const { adapter } = adapterWithWallet(devnetNetworks(devnets()), wallet)
    const controller = new AbortController()
    const waiting = adapter.waitForTransaction!({
      hash: `0x${'ab'.repeat(32)}`,
      caipNetworkId: 'eip155:31337',
      signal: controller.signal,
    })
    controller.abort(new Error('closed'))
    await expect(waiting).rejects.toThrow('closed')
  })
})
