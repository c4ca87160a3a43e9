import { SESSION_SETUP_TTL_SECONDS, SESSION_TAG } from '../constants.js'
import type { MethodHandler } from './method.js'
import { parseParams } from './method.js'

/**
 * `wc_proposeSession` `{ pairingTopic, sessionProposal, ttl?, attestation? }` → `true`.
 *
 * Sent by a dapp (Sign client 2.25) instead of subscribing to its new pairing topic and
 * publishing the proposal: the relay subscribes the dapp to the pairing topic (where the
 * wallet's answer will come) and publishes the encrypted proposal there with tag 1100.
 */
export const proposeSession: MethodHandler = ({ hub, connection, schemas }, params) => {
  const { pairingTopic, sessionProposal, ttl, attestation } = parseParams(
    schemas.proposeSession,
    params,
  )
  hub.subscribe(connection, [pairingTopic])
  hub.publish(connection, {
    topic: pairingTopic,
    message: sessionProposal,
    ttlSeconds: ttl ?? SESSION_SETUP_TTL_SECONDS,
    tag: SESSION_TAG.proposal,
    attestation,
  })
  return { result: true, afterAnswer: () => hub.replay(connection, [pairingTopic]) }
}

/**
 * `wc_approveSession` `{ sessionTopic, pairingTopic, sessionProposalResponse,
 * sessionSettlementRequest, ttl? }` → `true`.
 *
 * Sent by a wallet when it approves: the relay subscribes the wallet to the new session topic
 * (the wallet only records that subscription locally), publishes the proposal response on the
 * pairing topic (tag 1101), then the session settlement request on the session topic
 * (tag 1102), where the dapp finds it once it subscribes.
 */
export const approveSession: MethodHandler = ({ hub, connection, schemas }, params) => {
  const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl } =
    parseParams(schemas.approveSession, params)
  const ttlSeconds = ttl ?? SESSION_SETUP_TTL_SECONDS
  hub.subscribe(connection, [sessionTopic])
  hub.publish(connection, {
    topic: pairingTopic,
    message: sessionProposalResponse,
    ttlSeconds,
    tag: SESSION_TAG.proposalResponse,
  })
  hub.publish(connection, {
    topic: sessionTopic,
    message: sessionSettlementRequest,
    ttlSeconds,
    tag: SESSION_TAG.settle,
  })
  return { result: true, afterAnswer: () => hub.replay(connection, [sessionTopic]) }
}
