import { type FoyerError, isFoyerError } from '@foyer/common'
import { disconnect, type FoyerClient, startClient, switchNetwork } from '@foyer/core'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'
import { createBridgeProvider, type FoyerBridgeProvider } from './bridge-provider.js'
import { chainIdOf, findEvmNetwork, readFoyerEvmState, watchFoyerEvmState } from './foyer-state.js'
import { connectThroughModal } from './wait-for-connection.js'

/** The id wagmi knows Foyer's connector by. */
export const FOYER_CONNECTOR_ID = 'foyer'

/** What {@link foyerConnector} takes. */
export interface FoyerConnectorOptions {
  /** The Foyer instance (`createFoyer(...)` of `@foyer/react`) or its core client. */
  foyer: { readonly client: FoyerClient } | FoyerClient
  /** The name wagmi shows for the connector. Default 'Foyer'. */
  name?: string
}

function clientOf(foyer: FoyerConnectorOptions['foyer']): FoyerClient {
  return 'stores' in foyer ? foyer : foyer.client
}

/** A Foyer error turned into the viem error wagmi's hooks understand. */
function toWagmiError(error: unknown): Error {
  if (isFoyerError(error, 'USER_REJECTED')) return new UserRejectedRequestError(error)
  return error instanceof Error ? error : new Error(String(error))
}

/**
 * A wagmi connector whose `connect` opens Foyer's modal: the user picks a wallet there, and
 * wagmi's actions and hooks then run on that same wallet. Foyer stays the source of truth and
 * both stay in sync: a connect, account change, network switch or disconnect made in Foyer
 * reaches wagmi as connector events, and wagmi's `switchChain` / `disconnect` go through
 * Foyer. After a reload, wagmi's reconnect takes over the session Foyer restored.
 *
 * @example
 * const config = createConfig({ chains: [mainnet], connectors: [foyerConnector({ foyer })], transports: { [mainnet.id]: http() } })
 */
export function foyerConnector(options: FoyerConnectorOptions) {
  const client = clientOf(options.foyer)
  let provider: FoyerBridgeProvider | undefined
  let unwatch: (() => void) | undefined

  return createConnector<FoyerBridgeProvider>((config) => {
    const fallbackChainId = () => {
      const active = client.stores.network.getState().byNamespace.eip155?.caipNetwork
      return chainIdOf(active?.caipNetworkId) ?? config.chains[0].id
    }

    return {
      id: FOYER_CONNECTOR_ID,
      name: options.name ?? 'Foyer',
      type: 'foyer',

      async setup() {
        unwatch?.()
        unwatch = watchFoyerEvmState(client, (next, previous) => {
          if (next.status === 'connected' && next.accounts.length > 0) {
            const chainId = next.chainId ?? fallbackChainId()
            if (previous.status !== 'connected' || previous.accounts.length === 0) {
              config.emitter.emit('connect', { accounts: next.accounts, chainId })
              return
            }
            if (next.accounts.join() !== previous.accounts.join()) {
              config.emitter.emit('change', { accounts: next.accounts })
            }
            if (next.chainId !== undefined && next.chainId !== previous.chainId) {
              config.emitter.emit('change', { chainId: next.chainId })
            }
          } else if (next.status === 'disconnected' && previous.status === 'connected') {
            config.emitter.emit('disconnect')
          }
        })
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        await startClient(client)
        let state = readFoyerEvmState(client)
        if (state.status !== 'connected' || state.accounts.length === 0) {
          if (isReconnecting)
            throw new UserRejectedRequestError(new Error('Foyer is not connected'))
          try {
            state = await connectThroughModal(client)
          } catch (error) {
            throw toWagmiError(error)
          }
        }
        let currentChainId = state.chainId ?? fallbackChainId()
        if (chainId !== undefined && chainId !== currentChainId) {
          currentChainId = (await this.switchChain!({ chainId })).id
        }
        const accounts = withCapabilities
          ? state.accounts.map((address) => ({ address, capabilities: {} }))
          : state.accounts
        // wagmi types the result by `withCapabilities`; the value matches it at run time.
        return { accounts: accounts as never, chainId: currentChainId }
      },

      async disconnect() {
        if (readFoyerEvmState(client).status === 'disconnected') return
        await disconnect(client, { namespace: 'eip155' })
      },

      async getAccounts() {
        return readFoyerEvmState(client).accounts
      },

      async getChainId() {
        return readFoyerEvmState(client).chainId ?? fallbackChainId()
      },

      async getProvider() {
        provider ??= createBridgeProvider(client)
        return provider
      },

      async isAuthorized() {
        await startClient(client)
        const state = readFoyerEvmState(client)
        return state.status === 'connected' && state.accounts.length > 0
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        const network = findEvmNetwork(client, chainId)
        if (!network) {
          throw new SwitchChainError(new Error(`eip155:${chainId} is not among Foyer's networks`))
        }
        try {
          await switchNetwork(client, network.caipNetworkId)
        } catch (error) {
          if (isFoyerError(error, 'USER_REJECTED')) throw new UserRejectedRequestError(error)
          throw new SwitchChainError(error as FoyerError)
        }
        return chain
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else
          config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a) as Address) })
      },

      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
