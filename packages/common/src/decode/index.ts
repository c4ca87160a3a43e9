/**
 * `@foyer/common/decode`: the request decoder shared by the wallet frame's approval and the
 * modal's review steps. It returns {@link DecodedLine}s (a text id and its values), never
 * sentences, so each side shows them in the user's language. Needs `viem` (peer).
 */
export {
  type CallFacts,
  type CallRequest,
  type DecodedCall,
  decodeCall,
  smartAccountCalls,
  type TokenInfo,
} from './decode-call.js'
export {
  type DecodedTypedData,
  decodeTypedData,
  type TypedDataFacts,
  type TypedDataTypes,
} from './decode-typed-data.js'
export {
  type DecodeCatalogue,
  type DecodedLine,
  type DecodeMessageKey,
  decodedLine,
  decodeMessages,
  fillDecodedLine,
} from './decoded-line.js'
export {
  type DescribedRequest,
  describeCalls,
  publicClientReader,
  type RequestReader,
} from './describe-calls.js'
export { describeSimulation, type SimulationReader } from './describe-simulation.js'
export { UNLIMITED_THRESHOLD } from './format-value.js'
export { KNOWN_ABIS, SMART_ACCOUNT_EXECUTE_ABI } from './known-abis.js'
export {
  approvalWarnings,
  balanceWarning,
  type ChainReader,
  callWarnings,
  personalSignWarnings,
  typedDataWarnings,
} from './warnings.js'
