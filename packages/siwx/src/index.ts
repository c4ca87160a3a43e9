export type { FoyerSiwx, SiwxMessage, SiwxMessageData, SiwxSession } from '@foyer/core'
export {
  type CreateSiwxOptions,
  createSiwx,
  DEFAULT_SIWX_EXPIRATION_MS,
  DEFAULT_SIWX_SERVER_PATH,
} from './create-siwx.js'
export { ACCOUNT_LABELS } from './message/account-label.js'
export { formatSiwxMessage } from './message/format-message.js'
export { parseSiwxMessage } from './message/parse-message.js'
export { timingProblem } from './message/timing.js'
export { type NonceSource, randomNonce, serverNonce } from './nonce/nonce-source.js'
export {
  errorResponseSchema,
  nonceResponseSchema,
  SIWX_SERVER_PATHS,
  sessionResponseSchema,
  siwxMessageDataSchema,
  siwxSessionSchema,
  verifyRequestSchema,
} from './protocol.js'
export { type LocalSiwxStorageOptions, localSiwxStorage } from './storage/local-storage.js'
export type { ServerOptions } from './storage/server-fetch.js'
export { serverSiwxStorage } from './storage/server-storage.js'
export { type SiwxStorage, sameAddress } from './storage/types.js'
export type { SiwxVerifier } from './verifiers/types.js'
