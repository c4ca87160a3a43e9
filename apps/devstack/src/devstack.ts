import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '@foyer/test-wallet/bitcoin'
import { startDevstackSmartAccounts } from './account-abstraction/start-smart-accounts.js'
import { devstackAccounts } from './accounts.js'
import { type AnvilInstance, startAnvil } from './anvil/process.js'
import { type RunningAuth, startDevstackAuth } from './auth/start-auth.js'
import { type LocalBitcoin, startLocalBitcoin } from './bitcoin/start-bitcoin.js'
import {
  DEVSTACK_ACCOUNT_COUNT,
  DEVSTACK_CHAINS,
  DEVSTACK_HOST,
  DEVSTACK_MNEMONIC,
} from './constants.js'
import { type DevstackDataService, startDevstackDataService } from './data-service.js'
import type { StartDevstackOptions } from './devstack-options.js'
import { freeLocalPort } from './free-port.js'
import { SANDBOX_FUNDER_ACCOUNT, startSandboxCheckout } from './onramp/sandbox-checkout.js'
import { hexQuantitySchema, rpcRequest, waitUntil } from './rpc.js'
import { describeSeededChain } from './seed/describe-seed.js'
import { CHAIN_SEEDS } from './seed/plan.js'
import { type SeededChain, seedChain } from './seed/run.js'
import { startDirectory, startLocalRelay } from './services.js'
import { deploySwap } from './swap/deploy.js'
import type { DevstackChain, DevstackInfo, DevstackSmartAccounts } from './types.js'
import { startWalletFrame } from './wallet-frame/serve-wallet-frame.js'
import { startWalletConnectWallet } from './walletconnect-wallet.js'

export type { StartDevstackOptions } from './devstack-options.js'

/** The running local stack: its endpoints and seed, and `stop()`. */
export interface Devstack extends DevstackInfo {
  /** Process ids of every child process the stack started (anvil, its watchdogs, the data service). */
  pids: number[]
  /** Stops every part the stack started and resolves once all have exited. Idempotent. */
  stop(): Promise<void>
}

const HISTORY_DAYS = 7

/**
 * Starts the local stack on 127.0.0.1: two anvil devnets (chain ids 31337 and 31338), seeded
 * with funded accounts, ERC-20 tokens, an NFT collection and a week of past transfers; the
 * wallet directory service; the WalletConnect relay. Resolves once every part answers. If any
 * part fails to start, the parts already started are stopped and the error is thrown.
 */
export async function startDevstack(options: StartDevstackOptions = {}): Promise<Devstack> {
  const log = options.log ?? (() => {})
  const timeoutMs = options.startTimeoutMs ?? 30_000
  const stoppers: (() => Promise<void>)[] = []
  const pids: number[] = []
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopAll(stoppers)
    return stopping
  }

  let services: Promise<{ directoryUrl?: string; relayUrl?: string }> | undefined
  let dataServiceStart: Promise<DevstackDataService> | undefined
  let authStart: Promise<RunningAuth | undefined> | undefined
  let smartAccountsStart: Promise<DevstackSmartAccounts[]> | undefined
  try {
    services = startServices(options, timeoutMs, stoppers)
    // Keeps a failure of the services from going unhandled while the devnets start.
    services.catch(() => {})
    const now = Math.floor(Date.now() / 1000)
    const genesisTimestamp = now - HISTORY_DAYS * 24 * 60 * 60
    // Every start settles before a failure is thrown, so that `stop` reaches all of them.
    const bitcoinStart = startBitcoin(options, stoppers)
    bitcoinStart.catch(() => {})
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
          if (stopping) return
          const error = new Error(
            `${definition.name} (anvil) exited unexpectedly with code ${code}`,
          )
          options.onUnexpectedExit?.(error)
        })
        return anvil
      }),
    )
    const chains = await Promise.all(
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
    // The sandbox on-ramp's checkout page, which the data service links to.
    const onramp =
      options.dataService === false || options.onramp === false
        ? undefined
        : await startSandboxCheckout({
            port: options.ports?.onramp ?? 0,
            chains,
            funderKey: devstackAccounts()[SANDBOX_FUNDER_ACCOUNT]!.privateKey,
          })
    if (onramp) stoppers.push(onramp.close)
    // The data service (its own process) starts while the chains are seeded.
    dataServiceStart =
      options.dataService === false
        ? undefined
        : startDevstackDataService(
            options.ports?.dataService ?? 0,
            chains,
            {
              ...(options.dataService === true || options.dataService === undefined
                ? {}
                : options.dataService),
              ...(onramp
                ? { onrampSandbox: { checkoutUrl: onramp.checkoutUrl, secret: onramp.secret } }
                : {}),
            },
            timeoutMs,
          ).then((service) => {
            stoppers.push(service.close)
            pids.push(service.pid)
            return service
          })
    dataServiceStart?.catch(() => {})
    const seedStarted = Date.now()
    const seededAndSwaps = await Promise.all(
      chains.map(async (chain, index) => {
        const seed = CHAIN_SEEDS.find((candidate) => candidate.chainId === chain.chainId)
        if (!seed) throw new Error(`No seed is defined for chain ${chain.chainId}`)
        const genesisBalanceEther = DEVSTACK_CHAINS[index]!.genesisBalanceEther
        const seededChain = await seedChain({
          chain,
          seed,
          genesisBalanceEther,
          genesisTimestamp,
          now,
        })
        // Uniswap v2 and its pools, once the history is made (the pools are of the present).
        const swapStarted = Date.now()
        const swap = await deploySwap(chain, genesisBalanceEther)
        log(`${chain.name}: Uniswap v2 deployed with liquidity in ${Date.now() - swapStarted} ms`)
        return { seededChain, swap }
      }),
    )
    const seeded: SeededChain[] = seededAndSwaps.map((entry) => entry.seededChain)
    const swap = seededAndSwaps.map((entry) => entry.swap)
    log(`Seeded both devnets in ${Date.now() - seedStarted} ms`)
    log('Seeded (import the mnemonic in a wallet, or use the test wallet, to use these accounts):')
    seeded.forEach((chain, index) => {
      const genesis = DEVSTACK_CHAINS[index]!.genesisBalanceEther
      for (const line of describeSeededChain(chains[index]!, chain, genesis)) log(`  ${line}`)
    })
    const { directoryUrl, relayUrl } = await services
    const dataService = await dataServiceStart
    await dataService?.waitUntilIndexed(timeoutMs)
    // The auth server (another embedded database) starts once the data service is up, so the
    // two do not compete for the machine while starting.
    // The frame's port is known before the auth server starts, so that the auth server
    // answers that origin (CORS) when both run here.
    const framePort =
      options.walletFrame === true ? options.ports?.walletFrame || (await freeLocalPort()) : 0
    authStart = startAuth(options, timeoutMs, stoppers, pids, framePort, chains[0])
    authStart.catch(() => {})
    const dataServiceUrl = dataService?.url
    if (dataServiceUrl) log(`Account data service: ${dataServiceUrl}`)
    if (onramp) log(`Sandbox on-ramp checkout: ${onramp.checkoutUrl}`)
    if (directoryUrl) log(`Wallet directory: ${directoryUrl}`)
    if (relayUrl) log(`WalletConnect relay: ${relayUrl}`)
    const bitcoin = await bitcoinStart
    if (bitcoin) log(`Bitcoin (local, esplora API): ${bitcoin.esploraUrl}`)
    const auth = (await authStart)?.info
    // ERC-4337 (contracts, then one bundler per devnet) once the seed's history is made,
    // the data service and the auth server are up (alto's start is heavy: it would slow theirs).
    smartAccountsStart = options.smartAccounts
      ? startDevstackSmartAccounts({
          chains,
          ports: options.ports?.bundlers ?? [],
          timeoutMs,
          stoppers,
          pids,
        })
      : undefined
    smartAccountsStart?.catch(() => {})
    if (auth) {
      log(`Auth server (embedded wallet): ${auth.url} (project ${auth.projectId})`)
      log(`  mail inbox: ${auth.inboxUrl}?to=<email>; OpenID provider: ${auth.identityProviderUrl}`)
    }
    const solana =
      options.solana === false
        ? undefined
        : // Loaded only when asked for: litesvm is a native module.
          await import('./solana/devstack-solana.js').then(({ startDevstackSolana }) =>
            startDevstackSolana(options.ports?.solana ?? 0, stoppers),
          )
    if (solana) log(`Local Solana (${solana.caipNetworkId}): ${solana.rpcUrl}`)
    let walletConnectWalletUrl: string | undefined
    if (options.walletConnectWallet) {
      if (!relayUrl) throw new Error('The WalletConnect test wallet needs the relay')
      const walletOptions = options.walletConnectWallet === true ? {} : options.walletConnectWallet
      const wallet = await startWalletConnectWallet(
        options.ports?.wallet ?? 0,
        walletOptions.relayUrl ?? relayUrl,
        chains,
        DEVSTACK_MNEMONIC,
        walletOptions,
        {
          ...(solana ? { solana: { [solana.caipNetworkId]: solana.rpcUrl } } : {}),
          ...(bitcoin ? { esploraUrl: bitcoin.esploraUrl } : {}),
        },
      )
      stoppers.push(wallet.close)
      walletConnectWalletUrl = wallet.url
      log(`WalletConnect test wallet: ${wallet.url}`)
    }

    const smartAccounts = await smartAccountsStart
    smartAccounts?.forEach((endpoints, index) => {
      const chain = chains[index]!
      chain.smartAccounts = endpoints
      log(
        `  ${chain.name}: bundler ${endpoints.bundlerUrl}, EntryPoint v0.7 ${endpoints.entryPoint}`,
      )
    })
    let walletFrameUrl: string | undefined
    if (options.walletFrame) {
      const authUrl = options.walletFrame === true ? auth?.url : options.walletFrame.authUrl
      if (!authUrl)
        throw new Error('The wallet frame needs an auth server: set auth, or walletFrame.authUrl')
      const frame = await startWalletFrame({
        port: framePort || (options.ports?.walletFrame ?? 0),
        authUrl,
        networks: chains.map(({ chainId, rpcUrl, smartAccounts }) => ({
          chainId,
          rpcUrl,
          ...(smartAccounts ? { smartAccounts } : {}),
        })),
      })
      stoppers.push(frame.close)
      walletFrameUrl = frame.url
      log(`Embedded wallet frame: ${frame.url}`)
    }

    return {
      chains,
      mnemonic: DEVSTACK_MNEMONIC,
      accounts: devstackAccounts(),
      contracts: {
        tokens: seeded.flatMap((chain) => chain.tokens),
        nfts: seeded.map((chain) => chain.nfts),
      },
      balances: seeded.map((chain) => chain.balances),
      transfers: seeded.flatMap((chain) => chain.transfers),
      swap,
      ...(directoryUrl === undefined ? {} : { directoryUrl }),
      ...(relayUrl === undefined ? {} : { relayUrl }),
      ...(dataServiceUrl === undefined ? {} : { dataServiceUrl }),
      ...(onramp ? { onrampCheckoutUrl: onramp.checkoutUrl } : {}),
      ...(walletConnectWalletUrl === undefined ? {} : { walletConnectWalletUrl }),
      ...(walletFrameUrl === undefined ? {} : { walletFrameUrl }),
      ...(solana ? { solana } : {}),
      ...(auth ? { auth } : {}),
      ...(bitcoin
        ? {
            bitcoin: {
              esploraUrl: bitcoin.esploraUrl,
              caipNetworkId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
              fundedAddresses: bitcoin.fundedAddresses,
            },
          }
        : {}),
      pids,
      stop,
    }
  } catch (error) {
    await services?.catch(() => {})
    await smartAccountsStart?.catch(() => {})
    await dataServiceStart?.catch(() => {})
    await authStart?.catch(() => {})
    await stop()
    throw error
  }
}

/** The plain-JSON part of a running stack (without `stop` and process ids). */
export function devstackInfoOf(stack: Devstack): DevstackInfo {
  const { stop: _stop, pids: _pids, ...info } = stack
  return info
}

/** Starts the in-process services the options ask for, registering each one's stopper. */
async function startServices(
  options: StartDevstackOptions,
  timeoutMs: number,
  stoppers: (() => Promise<void>)[],
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
async function startAuth(
  options: StartDevstackOptions,
  timeoutMs: number,
  stoppers: (() => Promise<void>)[],
  pids: number[],
  framePort: number,
  farcasterChain?: DevstackChain,
): Promise<RunningAuth | undefined> {
  if (options.auth === undefined || options.auth === false) return undefined
  const authOptions = options.auth === true ? {} : options.auth
  const frameOrigins =
    authOptions.frameOrigins ?? (framePort ? [`http://${DEVSTACK_HOST}:${framePort}`] : undefined)
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
async function startBitcoin(
  options: StartDevstackOptions,
  stoppers: (() => Promise<void>)[],
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
async function settleAll<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(promises)
  for (const result of results) if (result.status === 'rejected') throw result.reason
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>
  }
}

/** Runs every stopper (in reverse start order, all at once) and reports the first failure. */
async function stopAll(stoppers: (() => Promise<void>)[]): Promise<void> {
  const results = await Promise.allSettled([...stoppers].reverse().map((stopper) => stopper()))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}
