import { type AnvilInstance, startAnvil } from './anvil/process.js'
import { type RunningAuth, startDevstackAuth } from './auth/start-auth.js'
import { type LocalBitcoin, startLocalBitcoin } from './bitcoin/start-bitcoin.js'
import {
  DEVSTACK_ACCOUNT_COUNT,
  DEVSTACK_CHAINS,
  DEVSTACK_HOST,
  DEVSTACK_MNEMONIC,
} from './constants.js'
import type { StartDevstackOptions } from './devstack-options.js'
import { hexQuantitySchema, rpcRequest, waitUntil } from './rpc.js'
import { startDirectory, startLocalRelay } from './services.js'
import type { DevstackChain } from './types.js'

/**
 * The parts of the local stack, each started on its own (`startDevstack` in devstack.ts decides
 * their order): every start registers how to stop what it started in `stoppers` (and its
 * processes in `pids`) as soon as it runs, so a failure later on stops it too.
 */

/** How to stop each part started so far, in start order. */
export type Stoppers = (() => Promise<void>)[]

/** What {@link startDevnets} needs from the stack being started. */
export interface DevnetsStart {
  options: StartDevstackOptions
  timeoutMs: number
  /** The devnets' genesis time (in the past, so the seed can write a history). */
  genesisTimestamp: number
  stoppers: Stoppers
  pids: number[]
  /** Whether the stack is being stopped (an anvil exiting then is expected). */
  isStopping(): boolean
  log(line: string): void
}

/**
 * Starts the two anvil devnets (every start settles before a failure is thrown, so that `stop`
 * reaches all of them) and waits until each answers with its chain id.
 */
export async function startDevnets({
  options,
  timeoutMs,
  genesisTimestamp,
  stoppers,
  pids,
  isStopping,
  log,
}: DevnetsStart): Promise<DevstackChain[]> {
  const anvils = await settleAll(
    DEVSTACK_CHAINS.map(async (definition, index) => {
      const anvil = await startAnvil({
        chainId: definition.chainId,
        host: DEVSTACK_HOST,
        port: options.ports?.chains?.[index] ?? 0,
        mnemonic: DEVSTACK_MNEMONIC,
        accounts: DEVSTACK_ACCOUNT_COUNT,
        balanceEther: definition.genesisBalanceEther,
        genesisTimestamp,
        startTimeoutMs: timeoutMs,
      })
      stoppers.push(anvil.stop)
      pids.push(...anvil.pids)
      void anvil.exited.then((code) => {
        if (isStopping()) return
        const error = new Error(`${definition.name} (anvil) exited unexpectedly with code ${code}`)
        options.onUnexpectedExit?.(error)
      })
      return anvil
    }),
  )
  return Promise.all(
    anvils.map(async (anvil, index): Promise<DevstackChain> => {
      const definition = DEVSTACK_CHAINS[index]!
      await waitForChainId(anvil, timeoutMs)
      log(`${definition.name} (chain ${definition.chainId}): ${anvil.rpcUrl}`)
      return {
        chainId: definition.chainId,
        name: definition.name,
        rpcUrl: anvil.rpcUrl,
        caipNetworkId: `eip155:${definition.chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      }
    }),
  )
}

/** Starts the in-process services the options ask for, registering each one's stopper. */
export async function startServices(
  options: StartDevstackOptions,
  timeoutMs: number,
  stoppers: Stoppers,
): Promise<{ directoryUrl?: string; relayUrl?: string }> {
  const optionsOf = <T extends object>(value: boolean | T | undefined): T | undefined =>
    value === false ? undefined : value === true || value === undefined ? ({} as T) : value
  const directoryOptions = optionsOf(options.directory)
  const relayOptions = optionsOf(options.relay)
  const [directory, relay] = await settleAll([
    directoryOptions &&
      startDirectory(options.ports?.directory ?? 0, directoryOptions, timeoutMs).then((service) => {
        stoppers.push(service.close)
        return service
      }),
    relayOptions &&
      startLocalRelay(options.ports?.relay ?? 0, relayOptions, timeoutMs).then((service) => {
        stoppers.push(service.close)
        return service
      }),
  ])
  return {
    ...(directory ? { directoryUrl: directory.url } : {}),
    ...(relay ? { relayUrl: relay.url } : {}),
  }
}

/** Starts the auth services unless the options turn them off. */
export async function startAuth(
  options: StartDevstackOptions,
  timeoutMs: number,
  stoppers: Stoppers,
  pids: number[],
  framePort: number,
  farcasterChain?: DevstackChain,
): Promise<RunningAuth | undefined> {
  if (options.auth === undefined || options.auth === false) return undefined
  const authOptions = options.auth === true ? {} : options.auth
  const frameOrigins =
    authOptions.frameOrigins ??
    (framePort ? [`http://${options.walletFrameHost ?? DEVSTACK_HOST}:${framePort}`] : undefined)
  const auth = await startDevstackAuth(
    {
      auth: options.ports?.auth ?? 0,
      smtp: options.ports?.smtp ?? 0,
      inbox: options.ports?.mailInbox ?? 0,
      identityProvider: options.ports?.identityProvider ?? 0,
    },
    {
      ...(farcasterChain ? { farcaster: { chain: farcasterChain } } : {}),
      ...(options.smartAccounts
        ? { smartAccountNetworks: DEVSTACK_CHAINS.map((chain) => `eip155:${chain.chainId}`) }
        : {}),
      ...authOptions,
      ...(frameOrigins ? { frameOrigins } : {}),
    },
    timeoutMs,
  )
  stoppers.push(auth.close)
  pids.push(...auth.pids)
  return auth
}

/** Starts the local Bitcoin chain unless the options turn it off. */
export async function startBitcoin(
  options: StartDevstackOptions,
  stoppers: Stoppers,
): Promise<LocalBitcoin | undefined> {
  if (options.bitcoin === false) return undefined
  const bitcoin = await startLocalBitcoin({
    host: DEVSTACK_HOST,
    port: options.ports?.bitcoin ?? 0,
    mnemonic: DEVSTACK_MNEMONIC,
    ...(typeof options.bitcoin === 'object' ? options.bitcoin : {}),
  })
  stoppers.push(bitcoin.close)
  return bitcoin
}

/** Polls the devnet until `eth_chainId` answers with the expected chain id. */
async function waitForChainId(anvil: AnvilInstance, timeoutMs: number): Promise<void> {
  await waitUntil(
    async () => {
      const chainId = await rpcRequest(anvil.rpcUrl, 'eth_chainId', [], hexQuantitySchema)
      if (chainId !== anvil.chainId) {
        throw new Error(`${anvil.rpcUrl} is chain ${chainId}, not ${anvil.chainId}`)
      }
    },
    { timeoutMs, what: `anvil at ${anvil.rpcUrl}` },
  )
}

/** Waits for every promise to settle, then throws the first failure or returns the values. */
export async function settleAll<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(promises)
  for (const result of results) if (result.status === 'rejected') throw result.reason
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>
  }
}

/** Runs every stopper (in reverse start order, all at once) and reports the first failure. */
export async function stopAll(stoppers: Stoppers): Promise<void> {
  const results = await Promise.allSettled([...stoppers].reverse().map((stopper) => stopper()))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}
