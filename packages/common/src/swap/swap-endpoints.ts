import {
  swapAllowanceSchema,
  swapApproveAnswerSchema,
  swapCalldataAnswerSchema,
  swapChainsSchema,
  swapQuoteSchema,
  swapTokensSchema,
} from './swap-answers.js'

/**
 * The swap endpoints of a blockchain-data service (docs/api/data-service.json), defined once: the service
 * routes by their paths and checks its answers with their schemas; the client requests the
 * same paths and parses the answers with the same schemas.
 */
export const SWAP_ENDPOINTS = {
  /** The chains swaps are offered on. */
  chains: { path: '/v1/swap/chains', answer: swapChainsSchema },
  /** The tokens of a chain (`chainId`). */
  tokens: { path: '/v1/swap/tokens', answer: swapTokensSchema },
  /** A quote (`chainId`, `from`, `to`, `amount`). */
  quote: { path: '/v1/swap/quote', answer: swapQuoteSchema },
  /** The swap contract's allowance (`chainId`, `token`, `owner`). */
  allowance: { path: '/v1/swap/allowance', answer: swapAllowanceSchema },
  /** The approval transaction (`chainId`, `token`, `amount`). */
  approveCalldata: { path: '/v1/swap/approve-calldata', answer: swapApproveAnswerSchema },
  /** The swap transaction (`chainId`, `from`, `to`, `amount`, `amountOutMin`, `recipient`). */
  calldata: { path: '/v1/swap/calldata', answer: swapCalldataAnswerSchema },
} as const
