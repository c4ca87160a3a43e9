import { decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { z } from 'zod'
import type { NftMetadataRecord, TokenRecord } from '../storage/records.js'
import type { JsonRpcClient } from './json-rpc.js'
import { parseNftMetadata } from './nft-metadata.js'

const TOKEN_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function tokenURI(uint256 tokenId) view returns (string)',
])

const callResultSchema = z.string().regex(/^0x[0-9a-fA-F]*$/)

type ReadFunction = 'name' | 'symbol' | 'decimals' | 'tokenURI'

/** Reads token metadata from the contracts themselves (`eth_call` at the latest block). */
export class TokenReader {
  constructor(private readonly rpc: JsonRpcClient) {}

  /** Name, symbol and decimals of a token; missing functions read as '' and 18 (ERC-20). */
  async token(address: string, kind: 'erc20' | 'erc721'): Promise<TokenRecord> {
    const [name, symbol, decimals] = await Promise.all([
      this.read(address, 'name', []),
      this.read(address, 'symbol', []),
      kind === 'erc20' ? this.read(address, 'decimals', []) : Promise.resolve(0),
    ])
    return {
      address,
      kind,
      name: typeof name === 'string' ? name : '',
      symbol: typeof symbol === 'string' ? symbol : '',
      decimals: typeof decimals === 'number' ? decimals : 18,
    }
  }

  /** Name, image and spam flag of one NFT from its `tokenURI` (unknown when unreadable). */
  async nft(contract: string, tokenId: bigint): Promise<NftMetadataRecord> {
    const uri = await this.read(contract, 'tokenURI', [tokenId])
    const metadata = typeof uri === 'string' ? parseNftMetadata(uri) : null
    return {
      contract,
      tokenId,
      name: metadata?.name ?? null,
      image: metadata?.image ?? null,
      isSpam: metadata?.isSpam ?? false,
    }
  }

  /**
   * Calls a view function; a revert or an undecodable answer (the contract lacks it) gives
   * undefined, while a node that cannot be reached throws (the indexer retries).
   */
  private async read(address: string, functionName: ReadFunction, args: readonly bigint[]) {
    const data = encodeFunctionData({
      abi: TOKEN_ABI,
      functionName,
      args: args as never,
    } as never)
    let result: Hex
    try {
      result = (await this.rpc.call(
        'eth_call',
        [{ to: address, data }, 'latest'],
        callResultSchema,
      )) as Hex
    } catch (error) {
      if (error instanceof Error && error.name === 'RpcError') return undefined
      throw error
    }
    try {
      return decodeFunctionResult({ abi: TOKEN_ABI, functionName, data: result } as never) as
        | string
        | number
    } catch {
      return undefined
    }
  }
}
