/**
 * The adapter's actions that need the app-side RPC client or EIP-712 checks (viem's transports,
 * ABI coding and typed-data validation). `createEvmAdapter` imports this module with
 * `import()` on first use, so that an app's initial JavaScript carries none of that code:
 * connecting a wallet does not need it, only reading balances, estimating, sending and
 * signing typed data afterwards.
 */
export { getErc20Balance, getNativeBalance } from './balances.js'
export { estimateGas } from './estimate-gas.js'
export { getGasPrice } from './gas-price.js'
export { sendTransaction } from './send-transaction.js'
export { signTypedData } from './sign-typed-data.js'
export { isSponsored } from './sponsorship.js'
export { waitForTransaction, watchBlocks } from './watch-blocks.js'
