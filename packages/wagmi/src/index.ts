export { createBridgeProvider, type FoyerBridgeProvider } from './bridge-provider.js'
export { toWagmiChain } from './chains.js'
export { createFoyerWagmiConfig, type FoyerWagmiConfigOptions } from './create-wagmi-config.js'
export {
  FOYER_CONNECTOR_ID,
  type FoyerConnectorOptions,
  foyerConnector,
} from './foyer-connector.js'
