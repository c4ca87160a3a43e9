import { type ChainBehaviour, createChainBehaviour } from '@foyer/test-wallet/walletconnect'
import { describe, expect, it } from 'vitest'
import { expectFoyerError } from '../test-utils/expect-foyer-error.js'
import { localNetwork } from '../test-utils/networks.js'
import { switchWalletChain } from './switch-network.js'

// The ways wallets say no to a switch, as the WalletConnect test wallets play them (the same
// ChainBehaviour script), against the adapter's switch with its add-chain fallback.
const target = localNetwork(31338, ['http://127.0.0.1:8546'], 'Foyer Devnet 2')

/** An EIP-1193 wallet answering chain requests as `change` says; records what it was asked. */
function scriptedWallet(change: Partial<ChainBehaviour>) {
  const behaviour = createChainBehaviour()
  behaviour.set(change)
  const asked: string[] = []
  let chainId = '0x7a69'
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      asked.push(method)
      const scripted = behaviour.script(method, params)
      if (scripted?.kind === 'ignore') return new Promise(() => {})
      if (scripted?.kind === 'error')
        throw Object.assign(new Error(scripted.error.message), scripted.error)
      if (method === 'wallet_switchEthereumChain')
        chainId = (params as [{ chainId: string }])[0].chainId
      return null
    },
    on() {},
    removeListener() {},
  }
  return { provider, asked, chainId: () => chainId }
}

describe('switchWalletChain against wallets that say no', () => {
  it('4902: adds the chain, then switches', async () => {
    const wallet = scriptedWallet({ switchChain: 'unrecognized' })
    await switchWalletChain(wallet.provider, target)
    expect(wallet.asked).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.chainId()).toBe('0x7a6a')
  })

  it('4902 and a rejected add: a user rejection, no second switch', async () => {
    const wallet = scriptedWallet({ switchChain: 'unrecognized', addChain: 'reject' })
    const error = await expectFoyerError(
      switchWalletChain(wallet.provider, target),
      'USER_REJECTED',
    )
    expect(error.shortMessage).toBe('User rejected the request.')
    expect(wallet.asked).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
  })

  it("a plain error: 'Chain is not supported'", async () => {
    const wallet = scriptedWallet({ switchChain: 'refuse' })
    const error = await expectFoyerError(
      switchWalletChain(wallet.provider, target),
      'CHAIN_NOT_SUPPORTED',
    )
    expect(error.shortMessage).toBe('Chain is not supported')
  })
})
