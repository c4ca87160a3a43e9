export { DpopClientKey, type ProofOverrides } from './auth/dpop-client-key.js'
export { CLI_USAGE, type CliCommand, parseCliArgs } from './cli-args.js'
export {
  type AuthServerOptions,
  type ProjectConfig,
  type ProviderConfig,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './options.js'
export { type AuthServer, startAuthServer } from './server.js'
