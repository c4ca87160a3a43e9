export { CLI_USAGE, parseCliArgs } from './cli-args.js'
export type { ChainIndexerStatus } from './indexer/chain-indexer.js'
export { DEFAULT_NAME_SUFFIX } from './names/name-rules.js'
export type { ProfileBody } from './names/registry.js'
export {
  createSandboxOnrampProvider,
  isSandboxSignature,
  SANDBOX_FEE_PERCENT,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCheckout,
  sandboxCheckoutSchema,
  sandboxSignature,
} from './onramp/sandbox-provider.js'
export type {
  OnrampAsset,
  OnrampOrder,
  OnrampOrderStatus,
  OnrampProvider,
  OnrampQuote,
  OnrampWebhookEvent,
} from './onramp/types.js'
export type { DataServiceChainOptions, DataServiceOptions } from './options.js'
export { type DataService, startDataService } from './server.js'
