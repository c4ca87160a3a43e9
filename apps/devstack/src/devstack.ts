import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '@foyer/test-wallet/bitcoin'
import { startDevstackSmartAccounts } from './account-abstraction/start-smart-accounts.js'
import { devstackAccounts } from './accounts.js'
import type { RunningAuth } from './auth/start-auth.js'
import { DEVSTACK_CHAINS, DEVSTACK_HOST, DEVSTACK_MNEMONIC } from './constants.js'
import { type DevstackDataService, startDevstackDataService } from './data-service.js'
import type { StartDevstackOptions } from './devstack-options.js'
import { reserveLocalPort } from './free-port.js'
import { SANDBOX_FUNDER_ACCOUNT, startSandboxCheckout } from './onramp/sandbox-checkout.js'
import { describeSeededChain } from './seed/describe-seed.js'
import { CHAIN_SEEDS } from './seed/plan.js'
import { type SeededChain, seedChain } from './seed/run.js'
import {
  type Stoppers,
  startAuth,
  startBitcoin,
  startDevnets,
  startServices,
  stopAll,
} from './start-parts.js'
import { deploySwap } from './swap/deploy.js'
import type { DevstackInfo, DevstackSmartAccounts } from './types.js'
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
  const stoppers: Stoppers = []
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
    const bitcoinStart = startBitcoin(options, stoppers)
    bitcoinStart.catch(() => {})
    const chains = await startDevnets({
      options,
      timeoutMs,
      genesisTimestamp,
      stoppers,
      pids,
      isStopping: () => stopping !== undefined,
      log,
    })
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
    // A free port stays held until the frame listens (see reserveLocalPort).
    const frameReservation =
      options.walletFrame === true && !options.ports?.walletFrame
        ? await reserveLocalPort()
        : undefined
    if (frameReservation) stoppers.push(frameReservation.release)
    const framePort =
      options.walletFrame === true ? options.ports?.walletFrame || frameReservation!.port : 0
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
          ...(options.ports?.paymaster === undefined
            ? {}
            : { paymasterPort: options.ports.paymaster }),
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
    const paymasterUrl = smartAccounts?.[0]?.paymasterUrl
    if (paymasterUrl) log(`Paymaster (ERC-7677, demo project): ${paymasterUrl}`)
    let walletFrameUrl: string | undefined
    if (options.walletFrame) {
      const authUrl = options.walletFrame === true ? auth?.url : options.walletFrame.authUrl
      if (!authUrl)
        throw new Error('The wallet frame needs an auth server: set auth, or walletFrame.authUrl')
      const frame = await startWalletFrame({
        port: framePort || (options.ports?.walletFrame ?? 0),
        ...(frameReservation ? { releasePort: frameReservation.release } : {}),
        authUrl,
        ...(dataServiceUrl ? { dataUrl: dataServiceUrl } : {}),
        ...(options.walletFrameSmartAccountMode
          ? { smartAccountMode: options.walletFrameSmartAccountMode }
          : {}),
        publicHost: options.walletFrameHost ?? DEVSTACK_HOST,
        ...(solana
          ? {
              solanaNetworks: [
                {
                  caipNetworkId: solana.caipNetworkId,
                  name: 'Foyer Solana (local)',
                  rpcUrl: solana.rpcUrl,
                },
              ],
            }
          : {}),
        networks: chains.map(({ chainId, name, rpcUrl, smartAccounts }) => ({
          chainId,
          name,
          rpcUrl,
          ...(smartAccounts
            ? {
                smartAccounts,
                // One alto serves both entry points: the 7702 account's user operations too.
                eip7702: {
                  implementation: smartAccounts.eip7702Implementation,
                  bundlerUrl: smartAccounts.bundlerUrl,
                  paymasterUrl: smartAccounts.paymasterUrl,
                },
              }
            : {}),
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
