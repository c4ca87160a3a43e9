import { type Address, type Hex, parseEther } from 'viem'
import { testCollectibleArtifact, testTokenArtifact } from './contracts.generated.js'
import { devnetClients } from './devnet-clients.js'

/** A mined transaction's receipt, as far as the tests read it. */
export interface MinedReceipt {
  transactionHash: Hex
  blockNumber: bigint
}

/** What a test does on a chain (from anvil's unlocked accounts, waiting for each receipt). */
export interface ChainActions {
  deployToken(
    from: Address,
    name: string,
    symbol: string,
    decimals: number,
    supply: bigint,
  ): Promise<Address>
  deployCollectible(from: Address, name: string, symbol: string): Promise<Address>
  sendEther(from: Address, to: Address, ether: string): Promise<MinedReceipt>
  transferToken(token: Address, from: Address, to: Address, amount: bigint): Promise<MinedReceipt>
  mintNft(
    collection: Address,
    from: Address,
    to: Address,
    tokenId: bigint,
    uri: string,
  ): Promise<MinedReceipt>
  transferNft(
    collection: Address,
    from: Address,
    to: Address,
    tokenId: bigint,
  ): Promise<MinedReceipt>
  tokenBalance(token: Address, account: Address): Promise<bigint>
  nativeBalance(account: Address): Promise<bigint>
  head(): Promise<bigint>
}

/** Sends transactions from anvil's unlocked accounts and waits for each receipt. */
export function chainActions(rpcUrl: string, chainId: number): ChainActions {
  const { client, wallet } = devnetClients(rpcUrl, chainId)
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 30_000 })
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
    return receipt
  }
  return {
    nativeBalance: (account) => client.getBalance({ address: account }),
    async deployToken(
      from: Address,
      name: string,
      symbol: string,
      decimals: number,
      supply: bigint,
    ) {
      const hash = await wallet(from).deployContract({
        abi: testTokenArtifact.abi,
        bytecode: testTokenArtifact.bytecode,
        args: [name, symbol, decimals, supply],
      })
      return (await mined(hash)).contractAddress!.toLowerCase() as Address
    },
    async deployCollectible(from: Address, name: string, symbol: string) {
      const hash = await wallet(from).deployContract({
        abi: testCollectibleArtifact.abi,
        bytecode: testCollectibleArtifact.bytecode,
        args: [name, symbol],
      })
      return (await mined(hash)).contractAddress!.toLowerCase() as Address
    },
    async sendEther(from: Address, to: Address, ether: string) {
      return mined(await wallet(from).sendTransaction({ to, value: parseEther(ether) }))
    },
    async transferToken(token: Address, from: Address, to: Address, amount: bigint) {
      return mined(
        await wallet(from).writeContract({
          address: token,
          abi: testTokenArtifact.abi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      )
    },
    async mintNft(collection: Address, from: Address, to: Address, tokenId: bigint, uri: string) {
      return mined(
        await wallet(from).writeContract({
          address: collection,
          abi: testCollectibleArtifact.abi,
          functionName: 'mint',
          args: [to, tokenId, uri],
        }),
      )
    },
    async transferNft(collection: Address, from: Address, to: Address, tokenId: bigint) {
      return mined(
        await wallet(from).writeContract({
          address: collection,
          abi: testCollectibleArtifact.abi,
          functionName: 'transferFrom',
          args: [from, to, tokenId],
        }),
      )
    },
    tokenBalance(token: Address, account: Address): Promise<bigint> {
      return client.readContract({
        address: token,
        abi: testTokenArtifact.abi,
        functionName: 'balanceOf',
        args: [account],
      })
    },
    head: () => client.getBlockNumber(),
  }
}

/** A `data:application/json;base64,` token URI of an NFT metadata document. */
export function dataTokenUri(metadata: Record<string, unknown>): string {
  return `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`
}
