import { parseAbi } from 'viem'

/**
 * The standard ABIs the approval decodes calldata with (no hosted signature database): each
 * with the name the dialog shows for it. Order matters where selectors are shared: ERC-20 and
 * ERC-721 `transferFrom(address,address,uint256)` and `approve(address,uint256)` have one
 * selector each, so those show as token calls with a raw amount-or-id.
 */
export const KNOWN_ABIS = [
  {
    standard: 'ERC-20',
    abi: parseAbi([
      'function transfer(address to, uint256 amount)',
      'function approve(address spender, uint256 amount)',
      'function transferFrom(address from, address to, uint256 amount)',
      'function increaseAllowance(address spender, uint256 addedValue)',
      'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
    ]),
  },
  {
    standard: 'ERC-721',
    abi: parseAbi([
      'function safeTransferFrom(address from, address to, uint256 tokenId)',
      'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
      'function setApprovalForAll(address operator, bool approved)',
    ]),
  },
  {
    standard: 'ERC-1155',
    abi: parseAbi([
      'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
      'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
    ]),
  },
  {
    standard: 'Permit2',
    abi: parseAbi([
      'struct PermitDetails { address token; uint160 amount; uint48 expiration; uint48 nonce; }',
      'struct PermitSingle { PermitDetails details; address spender; uint256 sigDeadline; }',
      'struct TokenPermissions { address token; uint256 amount; }',
      'struct PermitTransferFrom { TokenPermissions permitted; uint256 nonce; uint256 deadline; }',
      'struct SignatureTransferDetails { address to; uint256 requestedAmount; }',
      'function permit(address owner, PermitSingle permitSingle, bytes signature)',
      'function permitTransferFrom(PermitTransferFrom permit, SignatureTransferDetails transferDetails, address owner, bytes signature)',
      'function approve(address token, address spender, uint160 amount, uint48 expiration)',
    ]),
  },
  {
    standard: 'Uniswap v2 router',
    abi: parseAbi([
      'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
      'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
      'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
      'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
      'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
      'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable',
      'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
      'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable',
      'function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
    ]),
  },
] as const

/** The smart account's own calls (a user operation's `callData`). */
export const SMART_ACCOUNT_EXECUTE_ABI = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
