import { describe, expect, it } from 'vitest'
import { openModal } from '../modal/open-modal.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { goBack } from './go-back.js'
import { pushView, replaceView, resetView } from './navigate.js'
import { returnToView } from './return-to-view.js'
import { popTransactionStack, pushTransactionStack } from './transaction-stack.js'
import { VIEWS } from './views.js'

function openClient() {
  const client = createTestClient({ adapters: [new TestAdapter()] })
  void openModal(client)
  return client
}

describe('router', () => {
  it('lists every view of SPEC §2 plus Networks, WalletSend, WalletReceive, OnRampProviders, the email and social steps', () => {
    expect(VIEWS).toEqual([
      'Connect',
      'ConnectingExternal',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'ConnectingSiwe',
      'ConnectingFarcaster',
      'EmailVerifyOtp',
      'EmailVerifyDevice',
      'ConnectingSocial',
      'UpdateEmailWallet',
      'UpdateEmailPrimaryOtp',
      'UpdateEmailSecondaryOtp',
      'SIWXSignMessage',
      'ApproveTransaction',
      'UnsupportedChain',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
      'Account',
      'AllWallets',
      'Swap',
      'Networks',
      'WalletSend',
      'WalletReceive',
      'OnRampProviders',
    ])
  })

  it('push stacks views, keeps view equal to the last entry and carries data', () => {
    const client = openClient()
    pushView(client, 'AllWallets')
    pushView(client, 'ConnectingExternal', { wallet: { id: 'w1', name: 'One' } })
    const state = client.stores.router.getState()
    expect(state.history).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    expect(state.view).toBe('ConnectingExternal')
    expect(state.data.wallet?.id).toBe('w1')
  })

  it('pushing the view on show does not stack a duplicate', () => {
    const client = openClient()
    pushView(client, 'AllWallets')
    pushView(client, 'AllWallets')
    expect(client.stores.router.getState().history).toEqual(['Connect', 'AllWallets'])
  })

  it('replace swaps the last entry, reset keeps a single one', () => {
    const client = openClient()
    pushView(client, 'AllWallets')
    replaceView(client, 'ConnectingWalletConnect')
    expect(client.stores.router.getState().history).toEqual(['Connect', 'ConnectingWalletConnect'])
    resetView(client, 'Account')
    expect(client.stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('returning to a view in the history drops the flow above it; one not in it is pushed', () => {
    const client = openClient()
    resetView(client, 'Account')
    pushView(client, 'Swap')
    returnToView(client, 'Account')
    expect(client.stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
    resetView(client, 'Connect')
    returnToView(client, 'AllWallets')
    expect(client.stores.router.getState().history).toEqual(['Connect', 'AllWallets'])
  })

  it('back pops the history while more than one entry is left', () => {
    const client = openClient()
    pushView(client, 'AllWallets')
    pushView(client, 'ConnectingExternal')
    expect(goBack(client)).toBe(true)
    expect(client.stores.router.getState()).toMatchObject({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
    })
    expect(client.stores.modal.getState().open).toBe(true)
  })

  it('back with one entry left closes the modal', () => {
    const client = openClient()
    expect(client.stores.router.getState().history).toEqual(['Connect'])
    expect(goBack(client)).toBe(false)
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('back closes the modal when the history includes UnsupportedChain', () => {
    const client = openClient()
    resetView(client, 'UnsupportedChain')
    pushView(client, 'Networks')
    expect(goBack(client)).toBe(false)
    expect(client.stores.modal.getState().open).toBe(false)
  })
})

describe('transaction stack', () => {
  it('success runs onSuccess and pushes or replaces the entry view, or goes back', () => {
    const client = openClient()
    const done: string[] = []
    pushView(client, 'ApproveTransaction')
    pushTransactionStack(client, { view: 'Account', onSuccess: () => done.push('pushed') })
    popTransactionStack(client, 'success')
    expect(client.stores.router.getState().history).toEqual([
      'Connect',
      'ApproveTransaction',
      'Account',
    ])

    pushTransactionStack(client, { view: 'Swap', replace: true })
    popTransactionStack(client, 'success')
    expect(client.stores.router.getState().history).toEqual([
      'Connect',
      'ApproveTransaction',
      'Swap',
    ])

    pushTransactionStack(client, { goBack: true, onSuccess: () => done.push('back') })
    popTransactionStack(client, 'success')
    expect(client.stores.router.getState().view).toBe('ApproveTransaction')
    expect(done).toEqual(['pushed', 'back'])
    expect(client.stores.router.getState().transactionStack).toEqual([])
  })

  it('error and cancel run their callback and go back', () => {
    const client = openClient()
    const done: string[] = []
    pushView(client, 'Account')
    pushView(client, 'ApproveTransaction')
    pushTransactionStack(client, { onError: () => done.push('error') })
    pushTransactionStack(client, { onCancel: () => done.push('cancel') })
    popTransactionStack(client, 'cancel')
    expect(client.stores.router.getState().view).toBe('Account')
    popTransactionStack(client, 'error')
    expect(done).toEqual(['cancel', 'error'])
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  it('popping an empty stack does nothing', () => {
    const client = openClient()
    pushView(client, 'Account')
    popTransactionStack(client, 'error')
    expect(client.stores.router.getState().history).toEqual(['Connect', 'Account'])
  })
})
