export type {
  AccountType,
  AdapterAccount,
  AdapterContext,
  AdapterEvent,
  Balance,
  Capability,
  Connector,
  ConnectorType,
  ConnectResult,
  FoyerAdapter,
  TransactionRequest,
} from './adapter/types.js'
export { hasCapability } from './adapter/types.js'
