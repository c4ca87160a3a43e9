export { announceFrameLoading, reportFrameConfigError } from './frame-boot-events.js'
export {
  FrameEndpoint,
  type FrameEndpointOptions,
  type FrameHandler,
  type FrameHandlers,
  NOT_SUPPORTED_MESSAGE,
} from './frame-endpoint.js'
export {
  FrameBridge,
  type FrameBridgeOptions,
  type FrameRequestOptions,
  TIMED_REQUESTS,
} from './host-bridge.js'
export {
  type CodeStep,
  type CustodyMode,
  codeStepSchema,
  custodyModeSchema,
  type DappMetadata,
  dappMetadataSchema,
  errorType,
  FARCASTER_PENDING_MESSAGE,
  FRAME_CHANNEL,
  FRAME_EVENTS,
  FRAME_REQUEST_TYPES,
  FRAME_REQUESTS,
  type FrameConfigErrorCause,
  type FrameEventPayload,
  type FrameEventType,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameSuccessPayload,
  type FrameUser,
  frameConfigErrorCauseSchema,
  frameUserSchema,
  successType,
  type WalletDevice,
  walletDeviceSchema,
} from './protocol.js'
export {
  SOCIAL_RESULT_URI_PARAM,
  SOCIAL_RETURN_PATH,
  type SocialReturn,
  type SocialReturnWindow,
  takeSocialResultUri,
  takeSocialReturn,
} from './social-return.js'
export type { BridgeStats, DropReason } from './stats.js'
export {
  MAX_THEME_VALUE_LENGTH,
  THEME_VARIABLE_NAME,
  type ThemeSync,
  themeSyncSchema,
  themeVariableValueSchema,
} from './theme-schema.js'
