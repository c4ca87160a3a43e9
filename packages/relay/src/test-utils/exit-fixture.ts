// Run as a child process by lifecycle.test.ts: it must exit by itself, proving that the relay
// leaves nothing that keeps a process alive.
import { RelayHub } from '../hub/relay-hub.js'
import { startRelay } from '../index.js'
import { Keepalive } from '../keepalive.js'
import { silentLogger } from '../logger.js'
import { DEFAULT_LIMITS } from '../options.js'
import { RawRelayClient, randomTopic } from './raw-client.js'

const mode = process.argv[2]
if (mode === 'timers') {
  // The sweep and ping timers alone, never stopped.
  const hub = new RelayHub({ ...DEFAULT_LIMITS, sweepIntervalMs: 10 }, silentLogger)
  hub.open(undefined, { send() {} })
  new Keepalive(10)
} else if (mode === 'shutdown') {
  const relay = await startRelay()
  const client = await RawRelayClient.connectAuthenticated(relay.url)
  const topic = randomTopic()
  await client.request('irn_subscribe', { topic })
  await client.request('irn_publish', { topic, message: 'left behind', ttl: 3600 })
  await relay.close()
  await client.closed
} else {
  throw new Error(`unknown mode ${mode}`)
}
console.info(`${mode}: done`)
