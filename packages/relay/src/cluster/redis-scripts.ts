/**
 * Stores one message atomically and announces it: the record in the topic's hash, its place in
 * the topic's publish order (scored by its publish time, a thousandth of a millisecond after the
 * newest when several share a millisecond, so the order holds), the keys' expiry pushed out to the message's TTL, the topic trimmed
 * to its newest `max` messages, then the event published. Nothing is announced unless stored.
 * The event is built here around the record, so a message crosses to Redis once, not twice, and
 * only when a node listens on the topic's channel (a node subscribes before it reads what it
 * lacks, so a message stored unannounced is still found): a flood of publishes on topics nobody
 * watches costs Redis no event.
 *
 * KEYS: messages hash, order sorted set, acknowledgements hash.
 * ARGV: id, record, publishedAt, ttl ms, max per topic, channel, event prefix (the event's JSON
 * up to its `"message":` member, whose value is the record).
 */
export const PERSIST_SCRIPT = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
local score = tonumber(ARGV[3])
local newest = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
if newest[2] and tonumber(newest[2]) >= score then score = tonumber(newest[2]) + 0.001 end
redis.call('ZADD', KEYS[2], 'NX', score, ARGV[1])
local ttl = tonumber(ARGV[4])
for i = 1, 3 do
  local current = redis.call('PTTL', KEYS[i])
  if current ~= -2 and current < ttl then redis.call('PEXPIRE', KEYS[i], ttl) end
end
local max = tonumber(ARGV[5])
while redis.call('ZCARD', KEYS[2]) > max do
  local oldest = redis.call('ZPOPMIN', KEYS[2])
  redis.call('HDEL', KEYS[1], oldest[1])
end
if redis.call('PUBSUB', 'NUMSUB', ARGV[6])[2] > 0 then
  redis.call('PUBLISH', ARGV[6], ARGV[7] .. ARGV[2] .. '}')
end
return 1
`

/**
 * Records an acknowledgement of a stored message and announces it; the acknowledgements hash
 * expires with the topic's messages. Acknowledgements of messages no longer stored are ignored.
 *
 * KEYS: acknowledgements hash, messages hash.
 * ARGV: field (id|clientId), message id, channel, event.
 */
export const ACKNOWLEDGE_SCRIPT = `
if redis.call('HEXISTS', KEYS[2], ARGV[2]) == 0 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], '1')
local ttl = redis.call('PTTL', KEYS[2])
if ttl > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
redis.call('PUBLISH', ARGV[3], ARGV[4])
return 1
`

/**
 * Drops expired messages of a topic; their acknowledgements expire with the topic's keys.
 *
 * KEYS: messages hash, order sorted set.
 * ARGV: the ids to drop.
 */
export const DROP_SCRIPT = `
for i = 1, #ARGV do
  redis.call('HDEL', KEYS[1], ARGV[i])
  redis.call('ZREM', KEYS[2], ARGV[i])
end
return #ARGV
`
