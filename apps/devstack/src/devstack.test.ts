import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  erc721Abi,
  http,
  type PublicClient,
  parseAbiItem,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devstackContractAddresses } from './accounts.js'
import { DEVSTACK_MNEMONIC } from './constants.js'
import { foyerCollectibleArtifact } from './contracts/artifacts.generated.js'
import { type Devstack, startDevstack } from './devstack.js'
import { DEVSTACK_SPAM_METADATA_KEY } from './seed/metadata.js'
import { eventually, isListening, isRunning, portOf } from './test-utils/processes.js'

const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)

let stack: Devstack
const clients = new Map<number, PublicClient>()
const client = (chainId: number) => clients.get(chainId)!

beforeAll(async () => {
  stack = await startDevstack({ walletConnectWallet: true })
  for (const chain of stack.chains) {
    clients.set(chain.chainId, createPublicClient({ transport: http(chain.rpcUrl) }))
  }
})
afterAll(() => stack?.stop())

/** Decodes a `data:application/json;base64,` token URI. */
function metadataOf(uri: string): Record<string, unknown> {
  const prefix = 'data:application/json;base64,'
  expect(uri.startsWith(prefix)).toBe(true)
  return JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8'))
}

describe('startDevstack', () => {
  it('runs two devnets on loopback with chain ids 31337 and 31338', async () => {
    expect(stack.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    for (const chain of stack.chains) {
      expect(new URL(chain.rpcUrl).hostname).toBe('127.0.0.1')
      expect(chain.caipNetworkId).toBe(`eip155:${chain.chainId}`)
      expect(await client(chain.chainId).getChainId()).toBe(chain.chainId)
    }
    expect(new Set(stack.chains.map((chain) => chain.rpcUrl)).size).toBe(2)
  })

  it('exports the funded accounts of the well-known mnemonic with matching keys', async () => {
    expect(stack.mnemonic).toBe(DEVSTACK_MNEMONIC)
    expect(stack.accounts[0]!.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    for (const account of stack.accounts) {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
    for (const chain of stack.chains) {
      const node = createWalletClient({ transport: http(chain.rpcUrl) })
      expect(await node.getAddresses()).toEqual(stack.accounts.map((account) => account.address))
    }
  })

  it('holds the documented native balance of every account, different per chain', async () => {
    for (const { chainId, accounts } of stack.balances) {
      for (const account of accounts) {
        const onChain = await client(chainId).getBalance({ address: account.address })
        expect(onChain, `${account.address} on ${chainId}`).toBe(BigInt(account.native))
      }
    }
    const account0 = stack.accounts[0]!.address
    expect(await client(31337).getBalance({ address: account0 })).toBe(parseEther('1234.5678'))
    expect(await client(31338).getBalance({ address: account0 })).toBe(parseEther('42.5'))
    const untouched = stack.accounts[5]!.address
    expect(await client(31337).getBalance({ address: untouched })).toBe(parseEther('10000'))
    expect(await client(31338).getBalance({ address: untouched })).toBe(parseEther('5000'))
  })

  it('deploys ERC-20s with 18, 6 and 0 decimals at fixed addresses on both chains', async () => {
    const fixed = devstackContractAddresses()
    // The documented addresses (README): account 0's first four deployments.
    expect(fixed).toEqual({
      tokens: {
        FOY: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        FUSD: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        FPT: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      },
      collection: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
    })
    for (const chain of stack.chains) {
      const tokens = stack.contracts.tokens.filter((token) => token.chainId === chain.chainId)
      expect(tokens.map((token) => [token.symbol, token.decimals])).toEqual([
        ['FOY', 18],
        ['FUSD', 6],
        ['FPT', 0],
      ])
      for (const token of tokens) {
        expect(token.address).toBe(fixed.tokens[token.symbol as keyof typeof fixed.tokens])
        const read = <T>(functionName: 'decimals' | 'symbol' | 'name') =>
          client(chain.chainId).readContract({
            address: token.address,
            abi: erc20Abi,
            functionName,
          }) as Promise<T>
        expect(await read<number>('decimals')).toBe(token.decimals)
        expect(await read<string>('symbol')).toBe(token.symbol)
        expect(await read<string>('name')).toBe(token.name)
      }
    }
  })

  it('holds the documented ERC-20 balance of every account, per decimals', async () => {
    for (const { chainId, accounts } of stack.balances) {
      for (const account of accounts) {
        for (const [token, expected] of Object.entries(account.tokens)) {
          const onChain = await client(chainId).readContract({
            address: token as Address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          })
          expect(onChain, `${token} of ${account.address} on ${chainId}`).toBe(BigInt(expected))
        }
      }
    }
    // Spot checks in human units, so a wrong `decimals` scaling cannot hide.
    const { tokens } = devstackContractAddresses()
    const account1 = stack.accounts[1]!.address
    const balanceOf = (chainId: number, address: Address) =>
      client(chainId).readContract({
        address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account1],
      })
    expect(await balanceOf(31337, tokens.FOY)).toBe(parseUnits('250', 18))
    expect(await balanceOf(31337, tokens.FUSD)).toBe(parseUnits('979.75', 6))
    expect(await balanceOf(31337, tokens.FPT)).toBe(40n)
    expect(await balanceOf(31338, tokens.FUSD)).toBe(parseUnits('99.99', 6))
  })

  it('mints the NFT collection with its owners, metadata and one spam-flagged token', async () => {
    expect(stack.contracts.nfts.map((collection) => collection.chainId)).toEqual([31337, 31338])
    for (const collection of stack.contracts.nfts) {
      const chain = client(collection.chainId)
      expect(collection.address).toBe(devstackContractAddresses().collection)
      expect(
        await chain.readContract({
          address: collection.address,
          abi: foyerCollectibleArtifact.abi,
          functionName: 'supportsInterface',
          args: ['0x80ac58cd'],
        }),
      ).toBe(true)
      for (const item of collection.items) {
        const tokenId = BigInt(item.tokenId)
        const owner = await chain.readContract({
          address: collection.address,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [tokenId],
        })
        expect(owner).toBe(item.owner)
        const uri = await chain.readContract({
          address: collection.address,
          abi: erc721Abi,
          functionName: 'tokenURI',
          args: [tokenId],
        })
        expect(uri).toBe(item.tokenUri)
        const metadata = metadataOf(uri)
        expect(metadata.name).toBe(item.name)
        expect(String(metadata.image)).toMatch(/^data:image\/svg\+xml;base64,/)
        expect(metadata[DEVSTACK_SPAM_METADATA_KEY] === true).toBe(item.spam)
      }
      const spam = collection.items.filter((item) => item.spam)
      expect(spam).toHaveLength(1)
      // The spam token was airdropped to account 0, who also owns genuine tokens.
      expect(spam[0]!.owner).toBe(stack.accounts[0]!.address)
      expect(
        collection.items.some((item) => !item.spam && item.owner === stack.accounts[0]!.address),
      ).toBe(true)
      const held = await chain.readContract({
        address: collection.address,
        abi: erc721Abi,
        functionName: 'balanceOf',
        args: [stack.accounts[0]!.address],
      })
      const expected = collection.items.filter((item) => item.owner === stack.accounts[0]!.address)
      expect(held).toBe(BigInt(expected.length))
    }
  })

  it('has a past native, ERC-20 and NFT history with its logs, oldest first', async () => {
    const now = Math.floor(Date.now() / 1000)
    for (const chain of stack.chains) {
      const transfers = stack.transfers.filter((transfer) => transfer.chainId === chain.chainId)
      expect(new Set(transfers.map((transfer) => transfer.kind))).toEqual(
        new Set(['native', 'erc20', 'erc721']),
      )
      let previous = 0
      for (const transfer of transfers) {
        const receipt = await client(chain.chainId).getTransactionReceipt({ hash: transfer.hash })
        expect(receipt.status).toBe('success')
        const block = await client(chain.chainId).getBlock({ blockNumber: receipt.blockNumber })
        expect(Number(block.timestamp)).toBe(transfer.timestamp)
        expect(transfer.timestamp).toBeGreaterThan(previous)
        expect(transfer.timestamp).toBeLessThan(now - 60 * 60)
        previous = transfer.timestamp
        if (transfer.kind === 'native') {
          const tx = await client(chain.chainId).getTransaction({ hash: transfer.hash })
          expect([tx.from, tx.to, tx.value]).toEqual([
            transfer.from.toLowerCase(),
            transfer.to.toLowerCase(),
            BigInt(transfer.value),
          ])
          continue
        }
        expect(receipt.logs).toHaveLength(1)
        const log = receipt.logs[0]!
        expect(log.address).toBe(transfer.token.toLowerCase())
        expect(log.topics[0]).toBe(
          '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
        )
        const topicAddress = (topic: string | undefined) => `0x${topic!.slice(26)}`
        expect(topicAddress(log.topics[1])).toBe(transfer.from.toLowerCase())
        expect(topicAddress(log.topics[2])).toBe(transfer.to.toLowerCase())
        if (transfer.kind === 'erc20') expect(BigInt(log.data)).toBe(BigInt(transfer.value))
        else expect(BigInt(log.topics[3]!)).toBe(BigInt(transfer.tokenId))
      }
      // Blocks after the seed follow the real clock again.
      const latest = await client(chain.chainId).getBlock()
      expect(Math.abs(Number(latest.timestamp) - now)).toBeLessThan(120)
    }
  })

  it('flags transactions whose only transfer is a spam NFT, and only those', async () => {
    for (const chain of stack.chains) {
      const nftTransfers = stack.transfers.filter(
        (transfer) => transfer.chainId === chain.chainId && transfer.kind === 'erc721',
      )
      const spamIds = new Set(
        stack.contracts.nfts
          .find((collection) => collection.chainId === chain.chainId)!
          .items.filter((item) => item.spam)
          .map((item) => item.tokenId),
      )
      for (const transfer of nftTransfers) {
        if (transfer.kind !== 'erc721') continue
        expect(transfer.spam).toBe(spamIds.has(transfer.tokenId))
      }
      // The airdrop to account 0: a transaction whose transfers are all spam.
      const airdrop = nftTransfers.find(
        (transfer) =>
          transfer.kind === 'erc721' && transfer.spam && transfer.to === stack.accounts[0]!.address,
      )
      expect(airdrop).toBeDefined()
      const logs = await client(chain.chainId).getLogs({
        address: devstackContractAddresses().tokens.FOY,
        event: transferEvent,
        fromBlock: 0n,
      })
      expect(logs.length).toBeGreaterThan(1)
    }
  })

  it('serves the wallet directory over HTTP', async () => {
    expect(stack.directoryUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const health = await fetch(`${stack.directoryUrl}/health`)
    expect(await health.json()).toEqual({ status: 'ok' })
    const wallets = await fetch(`${stack.directoryUrl}/getWallets?entries=5&page=1`)
    expect(wallets.status).toBe(200)
    const body = (await wallets.json()) as { data: unknown[]; count: number }
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.count).toBeGreaterThanOrEqual(body.data.length)
  })

  it('runs the WalletConnect relay on a WebSocket URL', async () => {
    expect(stack.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const health = await fetch(`${stack.relayUrl!.replace(/^ws/, 'http')}/health`)
    expect(health.status).toBe(200)
    expect(((await health.json()) as { status: string }).status).toBe('ok')
  })

  it('runs the WalletConnect test wallet on the relay, with its page and control API', async () => {
    expect(stack.walletConnectWalletUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await fetch(stack.walletConnectWalletUrl!)
    expect(await page.text()).toContain('Pair with an app')
    const state = (await (await fetch(`${stack.walletConnectWalletUrl}/api/state`)).json()) as {
      wallet: { address: string; chains: { chainId: number; rpcUrl: string }[] }
      sessions: unknown[]
    }
    expect(state.wallet.address).toBe(stack.accounts[0]!.address)
    expect(state.wallet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))).toEqual(
      stack.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    )
    expect(state.sessions).toEqual([])
  })

  it('runs the account data service, which has indexed the seed of both chains', async () => {
    expect(stack.dataServiceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const get = async (path: string) => {
      const response = await fetch(`${stack.dataServiceUrl}${path}`)
      expect(response.status, path).toBe(200)
      return (await response.json()) as any
    }
    expect(await get('/v1/supported-chains')).toEqual({
      http: stack.chains.map((chain) => chain.caipNetworkId),
    })
    const account = stack.accounts[0]!.address
    for (const chain of stack.chains) {
      const seeded = stack.balances.find((entry) => entry.chainId === chain.chainId)!
      const expected = seeded.accounts.find((entry) => entry.address === account)!
      const { balances } = await get(
        `/v1/account/${account}/balance?chainId=${chain.caipNetworkId}`,
      )
      expect(parseEther(balances[0].quantity.numeric)).toBe(BigInt(expected.native))
      for (const token of stack.contracts.tokens.filter((t) => t.chainId === chain.chainId)) {
        const served = balances.find((b: any) => b.symbol === token.symbol)
        const amount = expected.tokens[token.address] ?? '0'
        expect(parseUnits(served.quantity.numeric, token.decimals), token.symbol).toBe(
          BigInt(amount),
        )
        expect(served.quantity.decimals).toBe(String(token.decimals))
      }
      const history = await get(
        `/v1/account/${account}/history?chainId=${chain.caipNetworkId}&limit=100`,
      )
      const hashes = new Set(history.data.map((tx: any) => tx.metadata.hash))
      const involving = stack.transfers.filter(
        (t) => t.chainId === chain.chainId && (t.from === account || t.to === account),
      )
      for (const transfer of involving) expect(hashes.has(transfer.hash)).toBe(true)
      const nfts = await get(`/v1/account/${account}/nfts?chainId=${chain.caipNetworkId}`)
      const owned = stack.contracts.nfts
        .find((collection) => collection.chainId === chain.chainId)!
        .items.filter((item) => item.owner === account)
      expect(nfts.data.map((nft: any) => [nft.tokenId, nft.isSpam])).toEqual(
        owned.map((item) => [item.tokenId, item.spam]),
      )
    }
  })

  it('stops everything: ports refuse connections and the processes are gone', async () => {
    const ports = [
      ...stack.chains.map((chain) => portOf(chain.rpcUrl)),
      portOf(stack.directoryUrl!),
      portOf(stack.relayUrl!),
      portOf(stack.walletConnectWalletUrl!),
      portOf(stack.dataServiceUrl!),
    ]
    expect(stack.pids).toHaveLength(5)
    for (const port of ports) expect(await isListening(port)).toBe(true)
    for (const pid of stack.pids) expect(isRunning(pid)).toBe(true)
    await stack.stop()
    for (const port of ports) expect(await isListening(port), `port ${port}`).toBe(false)
    expect(await eventually(() => stack.pids.every((pid) => !isRunning(pid)))).toBe(true)
    await stack.stop() // idempotent
  })
})
