export type { FastifyReply, FastifyRequest } from 'fastify'
export {
  createServiceApp,
  type ServiceApp,
  type ServiceAppExtras,
  type ServiceAppOptions,
} from './app.js'
export type { CorsRules } from './cors.js'
export { type ErrorBody, type ErrorMapper, ServiceError } from './errors.js'
export { HEALTH_PATH, type HealthDetails, READY_PATH, type ReadyCheck } from './health.js'
export {
  type ListeningService,
  type ListenOptions,
  listenService,
  stopOnSignals,
} from './listen.js'
export {
  type LogDestination,
  type LogLevel,
  redactSecretQuery,
  SECRET_FIELD_NAMES,
} from './logging.js'
export { Counter, Gauge, Histogram, METRICS_PATH, Registry } from './metrics.js'
export { OPENAPI_PATH, openApiDocument } from './openapi.js'
export { openApiProblems } from './openapi-check.js'
export {
  RATE_LIMITED,
  RATE_LIMITED_MESSAGE,
  type RateLimitOptions,
} from './rate-limit.js'
export {
  MemoryRateStore,
  RATE_STORE_MAX_KEYS,
  RATE_STORE_UNAVAILABLE,
  type RateCount,
} from './rate-stores.js'
