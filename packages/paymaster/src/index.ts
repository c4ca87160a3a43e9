export {
  DEFAULT_PAYMASTER_PORT,
  ENTRY_POINT_V07,
  type PaymasterOptions,
  paymasterOptionsSchema,
} from './options.js'
export { decodeAccountCalls } from './policy/account-calls.js'
export {
  type AllowedTarget,
  type ProjectPolicy,
  projectPoliciesSchema,
  projectPolicySchema,
} from './policy/policy-config.js'
export { verifyingPaymasterHash } from './rpc/paymaster-data.js'
export { type RefusalReason, RPC_ERROR_CODES } from './rpc/rpc-error.js'
export { type PaymasterService, startPaymaster } from './server.js'
