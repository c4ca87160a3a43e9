export {
  LOG_LEVELS,
  listenOptions,
  operateOptions,
  storageOptions,
  wholeNumber,
} from './common-options.js'
export { ConfigError } from './config-error.js'
export { type DataCommand, parseDataCommand } from './data-command.js'
export { type Env, readEnv } from './env.js'
export * from './http/index.js'
export {
  COMMON_OPTIONS,
  type OptionSpec,
  optionLabel,
  optionsTable,
  parseSettings,
  resolveOptions,
  usageLines,
} from './options.js'
export { DEFAULT_PORTS } from './ports.js'
export {
  chooseStorage,
  defaultDataDir,
  describeStorage,
  redactUrl,
  type StorageChoice,
  type StorageSettings,
} from './storage.js'
