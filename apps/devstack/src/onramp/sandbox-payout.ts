import type { SandboxCheckout } from '@foyer/data-service'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  numberToHex,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevstackChain } from '../types.js'

const ERC20 = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function transfer(address to, uint256 value) returns (bool)',
])

/** Storage slots of the devnets' FoyerToken: totalSupply is slot 2, balanceOf slot 3. */
const TOTAL_SUPPLY_SLOT = 2n
const BALANCE_OF_SLOT = 3n

/**
 * Pays sandbox orders on the devnets from one funded account: native currency directly, a
 * token by `transfer`. The sandbox issues its own token stock: when the account holds less
 * than an order needs, anvil's `anvil_setStorageAt` tops its balance (and the supply) up,
 * which emits no Transfer log (the data service does not see the top-up, only the payout).
 * Payouts run one at a time (one nonce sequence).
 */
export class SandboxPayout {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly chains: readonly DevstackChain[],
    private readonly funderKey: Hex,
  ) {}

  /** Sends what `order` bought; resolves the mined transaction's hash. */
  pay(order: SandboxCheckout): Promise<Hex> {
    const run = this.queue.then(() => this.send(order))
    this.queue = run.catch(() => {})
    return run
  }

  private async send(order: SandboxCheckout): Promise<Hex> {
    const chain = this.chains.find((candidate) => candidate.caipNetworkId === order.chainId)
    if (!chain) throw new Error(`The sandbox does not sell on ${order.chainId}`)
    const viemChain = {
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }
    const account = privateKeyToAccount(this.funderKey)
    const transport = http(chain.rpcUrl)
    const publicClient = createPublicClient({ chain: viemChain, transport })
    const wallet = createWalletClient({ account, chain: viemChain, transport })
    const value = BigInt(order.cryptoAmountBaseUnits)
    const to = order.to as Address
    let hash: Hex
    if (order.asset === 'native') {
      hash = await wallet.sendTransaction({ to, value })
    } else {
      const token = order.asset as Address
      await this.ensureStock(publicClient, chain.rpcUrl, token, account.address, value)
      hash = await wallet.writeContract({
        address: token,
        abi: ERC20,
        functionName: 'transfer',
        args: [to, value],
      })
    }
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 60_000 })
    if (receipt.status !== 'success') throw new Error(`The payout ${hash} reverted`)
    return hash
  }

  private async ensureStock(
    client: ReturnType<typeof createPublicClient>,
    rpcUrl: string,
    token: Address,
    holder: Address,
    needed: bigint,
  ): Promise<void> {
    const balance = await client.readContract({
      address: token,
      abi: ERC20,
      functionName: 'balanceOf',
      args: [holder],
    })
    if (balance >= needed) return
    const topUp = needed * 1000n
    const supply = await client.readContract({
      address: token,
      abi: ERC20,
      functionName: 'totalSupply',
    })
    const balanceSlot = keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, BALANCE_OF_SLOT]),
    )
    await setStorage(rpcUrl, token, balanceSlot, balance + topUp)
    await setStorage(rpcUrl, token, numberToHex(TOTAL_SUPPLY_SLOT, { size: 32 }), supply + topUp)
  }
}

async function setStorage(rpcUrl: string, address: Address, slot: Hex, value: bigint) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setStorageAt',
      params: [address, slot, numberToHex(value, { size: 32 })],
    }),
  })
  const answer = (await response.json()) as { error?: { message: string } }
  if (answer.error) throw new Error(`anvil_setStorageAt failed: ${answer.error.message}`)
}
