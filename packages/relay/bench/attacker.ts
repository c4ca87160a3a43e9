import { randomBytes } from 'node:crypto'
import { generateKeyPair } from '@walletconnect/relay-auth'
import WebSocket from 'ws'
import { signAuth } from '../src/test-utils/raw-client.js'
import { StalledSocket } from '../src/test-utils/stalled-socket.js'

import { ATTACKS, type AttackKind } from './attacks.js'

const print = (text: string) => process.stdout.write(`${text}\n`)

// One attacker of the relay's abuse tests, run in its own process by `bench-relay.ts` until it
// is killed: `node --import tsx attacker.ts <kind> <relay url>...`. Loopback only.

const [kind, ...urls] = process.argv.slice(2) as [AttackKind, ...string[]]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const topic = () => randomBytes(32).toString('hex')

function open(url: string, query = 'projectId=attacker'): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}/?${query}`)
    socket.on('error', () => {})
    socket.once('open', () => resolve(socket))
    socket.once('close', () => reject(new Error('refused')))
  })
}

function rpc(socket: WebSocket, method: string, params: unknown): void {
  if (socket.readyState !== WebSocket.OPEN) return
  socket.send(
    JSON.stringify({
      id: Date.now() * 1000 + Math.floor(Math.random() * 1000),
      jsonrpc: '2.0',
      method,
      params,
    }),
  )
}

/** Forever, on each node: `action` with a fresh connection each `everyMs`. */
async function everyNode(action: (url: string) => Promise<void>): Promise<never> {
  for (;;) await Promise.all(urls.map((url) => action(url).catch(() => {})))
}

/** A big topic, then subscribers that never read a byte (re-opened when the relay closes them). */
async function slowReaders(): Promise<never> {
  const big = topic()
  const chunk = 'y'.repeat(512 * 1024)
  for (const url of urls) {
    for (let publisher = 0; publisher < 4; publisher++) {
      const socket = await open(url).catch(() => undefined)
      if (!socket) continue
      for (let index = 0; index < 7; index++) {
        rpc(socket, 'irn_publish', {
          topic: big,
          message: `${publisher}:${index}:${chunk}`,
          ttl: 300,
        })
      }
    }
  }
  const stalled: StalledSocket[] = []
  return everyNode(async (url) => {
    for (let index = stalled.length - 1; index >= 0; index--) {
      if (stalled[index]?.closed) stalled.splice(index, 1)
    }
    while (stalled.length < 16 * urls.length) {
      const socket = await StalledSocket.open(url, 'projectId=attacker')
      socket.send(
        JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: big } }),
      )
      stalled.push(socket)
    }
    await sleep(500)
  })
}

/** Subscribers that never acknowledge, and publishers feeding them 16 KiB messages. */
async function neverAck(): Promise<never> {
  const flooded = topic()
  for (const url of urls) {
    for (let index = 0; index < 16; index++) {
      const socket = await open(url).catch(() => undefined)
      if (socket) rpc(socket, 'irn_subscribe', { topic: flooded })
    }
  }
  const message = 'z'.repeat(16 * 1024)
  const publishers = (
    await Promise.all(
      urls.flatMap((url) => [0, 1, 2, 3, 4].map(() => open(url).catch(() => undefined))),
    )
  ).filter((socket): socket is WebSocket => socket !== undefined)
  for (let round = 0; ; round++) {
    for (const socket of publishers)
      rpc(socket, 'irn_publish', {
        topic: flooded,
        message: `${round}:${Math.random()}:${message}`,
        ttl: 300,
      })
    await sleep(50)
  }
}

/** Strangers publishing 256 KiB messages on fresh topics as fast as they are let. */
async function evictionFlood(): Promise<never> {
  const message = 'e'.repeat(256 * 1024)
  const publishers = (
    await Promise.all(
      urls.flatMap((url) => Array.from({ length: 10 }, () => open(url).catch(() => undefined))),
    )
  ).filter((socket): socket is WebSocket => socket !== undefined)
  for (let round = 0; ; round++) {
    for (const socket of publishers) {
      if (socket.bufferedAmount < 4 * 1024 * 1024)
        rpc(socket, 'irn_publish', {
          topic: topic(),
          message: `${round}:${Math.random()}:${message}`,
          ttl: 300,
        })
    }
    await sleep(50)
  }
}

/** One identity opening connection after connection (held open), on every node. */
async function connectionFlood(): Promise<never> {
  const keyPair = generateKeyPair()
  const held: WebSocket[] = []
  return everyNode(async (url) => {
    const auth = await signAuth(url, keyPair)
    const socket = await open(url, `auth=${auth}&projectId=attacker`)
    held.push(socket)
    await sleep(5)
  })
}

/** 1.5 MB frames nested 700,000 levels deep, as fast as the socket takes them. */
async function heavyFrames(): Promise<never> {
  const depth = 700_000
  const frame = `${'['.repeat(depth)}1${']'.repeat(depth)}`
  const sockets = (
    await Promise.all(
      urls.flatMap((url) => [0, 1, 2, 3].map(() => open(url).catch(() => undefined))),
    )
  ).filter((socket): socket is WebSocket => socket !== undefined)
  for (;;) {
    for (const socket of sockets) if (socket.bufferedAmount < 8 * 1024 * 1024) socket.send(frame)
    await sleep(10)
  }
}

/** Small publishes, far above the publish rate, from 20 connections per node. */
async function publishFlood(): Promise<never> {
  const publishers = (
    await Promise.all(
      urls.flatMap((url) => Array.from({ length: 20 }, () => open(url).catch(() => undefined))),
    )
  ).filter((socket): socket is WebSocket => socket !== undefined)
  const target = topic()
  for (let round = 0; ; round++) {
    for (const socket of publishers) {
      if (socket.bufferedAmount < 1024 * 1024)
        rpc(socket, 'irn_publish', {
          topic: target,
          message: `${round}:${Math.random()}`,
          ttl: 300,
        })
    }
    await sleep(5)
  }
}

const attacks: Record<AttackKind, () => Promise<never>> = {
  'slow-readers': slowReaders,
  'never-ack': neverAck,
  'eviction-flood': evictionFlood,
  'connection-flood': connectionFlood,
  'heavy-frames': heavyFrames,
  'publish-flood': publishFlood,
}

if (!attacks[kind] || urls.length === 0) {
  console.error(`usage: attacker.ts <${ATTACKS.join('|')}> <relay url>...`)
  process.exit(2)
}
print('attacking')
void attacks[kind]()
