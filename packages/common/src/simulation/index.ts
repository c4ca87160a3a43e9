/**
 * `@foyer/common/simulation`: what calls would change for an account, asked of the node
 * (`eth_simulateV1`), and the data service's simulation endpoint. Needs `viem` (peer).
 */
export {
  type ApprovalGrant,
  type Asset,
  type BalanceChange,
  type RpcRequest,
  type SimulatedCall,
  type Simulation,
  simulateChanges,
} from './simulate-changes.js'
export {
  answerToSimulation,
  SIMULATE_ENDPOINT,
  type SimulationAnswer,
  type SimulationRequest,
  simulationAnswerSchema,
  simulationRequestSchema,
  simulationToAnswer,
} from './simulation-answer.js'
