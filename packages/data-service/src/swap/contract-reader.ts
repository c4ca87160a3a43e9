import { type Abi, type Address, decodeFunctionResult, encodeFunctionData, parseAbi } from 'viem'
import { hexSchema, type JsonRpcClient } from '../indexer/json-rpc.js'

/** The Uniswap v2 and ERC-20 functions the swap service reads or encodes. */
export const SWAP_ABI = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function allPairsLength() view returns (uint256)',
  'function allPairs(uint256) view returns (address)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

type ReadName =
  | 'factory'
  | 'WETH'
  | 'allPairsLength'
  | 'allPairs'
  | 'token0'
  | 'token1'
  | 'getReserves'
  | 'name'
  | 'symbol'
  | 'decimals'
  | 'allowance'

/** One `eth_call` read, as a batch entry. */
export interface ContractRead {
  address: Address
  functionName: ReadName
  args?: readonly unknown[]
}

/**
 * Reads contract view functions over plain JSON-RPC (`eth_call` at the latest block), many
 * in one batch; each result is decoded with {@link SWAP_ABI}.
 */
export async function readContracts(
  rpc: JsonRpcClient,
  reads: readonly ContractRead[],
): Promise<unknown[]> {
  const raw = await rpc.batch(
    reads.map((read) => ({
      method: 'eth_call',
      params: [
        {
          to: read.address,
          data: encodeFunctionData({
            abi: SWAP_ABI as Abi,
            functionName: read.functionName,
            args: (read.args ?? []) as unknown[],
          }),
        },
        'latest',
      ],
    })),
  )
  return raw.map((value, index) => {
    const data = hexSchema.parse(value) as `0x${string}`
    return decodeFunctionResult({
      abi: SWAP_ABI as Abi,
      functionName: reads[index]!.functionName,
      data,
    })
  })
}
