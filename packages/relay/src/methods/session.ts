import { publishShared } from '../cluster/shared-writes.js'
import { SESSION_SETUP_TTL_SECONDS, SESSION_TAG } from '../constants.js'
import type { MethodHandler } from './method.js'
import { parseParams, whenStored } from './method.js'
import { replay } from './pubsub.js'

/**
 * `wc_proposeSession` `{ pairingTopic, sessionProposal, ttl?, attestation? }` → `true`.
 *
 * Sent by a dapp (Sign client 2.25) instead of subscribing to its new pairing topic and
 * publishing the proposal: the relay subscribes the dapp to the pairing topic (where the
 * wallet's answer will come) and publishes the encrypted proposal there with tag 1100.
 */
export const proposeSession: MethodHandler = (context, params) => {
  const { hub, connection, schemas, logger } = context
  const { pairingTopic, sessionProposal, ttl, attestation } = parseParams(
    schemas.proposeSession,
    params,
  )
  hub.subscribe(connection, [pairingTopic])
  const stored = publishShared(hub, connection, logger, {
    topic: pairingTopic,
    message: sessionProposal,
    ttlSeconds: ttl ?? SESSION_SETUP_TTL_SECONDS,
    tag: SESSION_TAG.proposal,
    attestation,
  })
  return {
    result: whenStored([stored], true),
    afterAnswer: () => replay(context, [pairingTopic]),
  }
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
export const approveSession: MethodHandler = (context, params) => {
  const { hub, connection, schemas, logger } = context
  const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl } =
    parseParams(schemas.approveSession, params)
  const ttlSeconds = ttl ?? SESSION_SETUP_TTL_SECONDS
  hub.subscribe(connection, [sessionTopic])
  const response = publishShared(hub, connection, logger, {
    topic: pairingTopic,
    message: sessionProposalResponse,
    ttlSeconds,
    tag: SESSION_TAG.proposalResponse,
  })
  const settlement = publishShared(hub, connection, logger, {
    topic: sessionTopic,
    message: sessionSettlementRequest,
    ttlSeconds,
    tag: SESSION_TAG.settle,
  })
  return {
    result: whenStored([response, settlement], true),
    afterAnswer: () => replay(context, [sessionTopic]),
  }
}
