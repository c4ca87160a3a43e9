/**
 * What the relay counts against its memory bound for each structure it keeps, besides message
 * text itself. These are deliberately generous estimates of V8's real cost (map entries, small
 * objects, the 64-character hex strings of topics and subscription ids), so that the bound the
 * relay reports stays above what the process actually holds.
 */
export const MEMORY_COST = {
  /** One open connection: the `ws` socket, its parser, buffers and the relay's bookkeeping. */
  connection: 48 * 1024,
  /** One subscription: entries in the connection's and the topic's maps plus its id string. */
  subscription: 640,
  /** One delivery waiting for its acknowledgement (a reference into the store, not a copy). */
  pendingAck: 160,
  /** One stored message besides its text: the record, map entries, topic and sets. */
  storedMessage: 512,
  /** One entry in a stored message's delivered-to or acknowledged-by set. */
  deliveryMark: 96,
  /** One tracked client or address in the quota ledgers (counters and token buckets). */
  quotaEntry: 256,
} as const
