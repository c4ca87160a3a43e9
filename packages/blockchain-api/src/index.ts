export {
  type BlockchainApiClient,
  type BlockchainApiClientOptions,
  createBlockchainApiClient,
  DEFAULT_TIMEOUT_MS,
} from './client.js'
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type HttpRequest,
  type HttpResponse,
  type QueryValues,
} from './http-client.js'
