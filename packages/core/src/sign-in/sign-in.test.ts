import type { CaipNetworkId } from '@foyer/common'
import { describe, expect, it, vi } from 'vitest'
import { connect } from '../connection/connect.js'
import { disconnect } from '../connection/disconnect.js'
import { startClient } from '../connection/start-client.js'
import { closeModal } from '../modal/close-modal.js'
import { openModal } from '../modal/open-modal.js'
import { memorySiwx } from '../test-utils/memory-siwx.js'
import { ProviderError, TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { cancelSignIn } from './cancel-sign-in.js'
import { signIn } from './sign-in.js'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

async function setup(options: { required?: boolean; siwx?: ReturnType<typeof memorySiwx> } = {}) {
  const adapter = new TestAdapter()
  const siwx = options.siwx ?? memorySiwx()
  const client = createTestClient({
    adapters: [adapter],
    siwx,
    signInRequired: options.required ?? false,
  })
  await startClient(client)
  await openModal(client)
  await connect(client, { namespace: 'eip155', connectorId: 'injected' })
  await flush()
  return { client, adapter, siwx }
}

describe('sign-in with wallet (SPEC §4)', () => {
  it('after connecting without a session, the sign view opens with a message to sign', async () => {
    const { client } = await setup()
    expect(client.stores.router.getState().view).toBe('SIWXSignMessage')
    expect(client.stores.modal.getState().open).toBe(true)
    const state = client.stores.signIn.getState()
    expect(state.status).toBe('ready')
    expect(state.message?.text).toContain('nonce1')
  })

  it('success adds a session and closes the modal', async () => {
    const { client, adapter, siwx } = await setup()
    await signIn(client)
    expect(adapter.calls.some((c) => c.method === 'signMessage')).toBe(true)
    expect([...siwx.sessions.values()][0]?.[0]?.signature).toBeTruthy()
    expect(client.stores.signIn.getState().hasSession).toBe(true)
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it("while the app verifies the signature a loading toast says 'Authenticating...'", async () => {
    const siwx = memorySiwx()
    let verified: () => void = () => {}
    const addSession = siwx.addSession.bind(siwx)
    siwx.addSession = async (session) => {
      await new Promise<void>((resolve) => {
        verified = resolve
      })
      return addSession(session)
    }
    const { client } = await setup({ siwx })
    const signing = signIn(client)
    await vi.waitFor(() =>
      expect(client.stores.toast.getState()).toMatchObject({
        open: true,
        variant: 'loading',
        message: { key: 'toasts.AUTHENTICATING' },
      }),
    )
    verified()
    await signing
    expect(client.stores.toast.getState().open).toBe(false)
    expect(client.stores.signIn.getState().hasSession).toBe(true)
  })

  it('a refused session also ends the Authenticating toast', async () => {
    const { client } = await setup({ siwx: memorySiwx({ rejectAdd: true }) })
    await signIn(client)
    expect(client.stores.toast.getState().open).toBe(false)
  })

  it('with a session, connecting again does nothing more: no sign view', async () => {
    const { client, siwx } = await setup()
    await signIn(client)
    await disconnect(client)
    // disconnect revoked it; put one back as a server would still have it
    const [address] = new TestAdapter().accounts
    siwx.sessions.set(`eip155:1/${address!.toLowerCase()}`, [
      {
        data: (await siwx.createMessage({ accountAddress: address!, chainId: 'eip155:1' })).data,
        message: 'm',
        signature: '0x',
      },
    ])
    await openModal(client)
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    await flush()
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.stores.signIn.getState().hasSession).toBe(true)
  })

  it('a refused signature reopens the sign view with "Signature declined" and a fresh message', async () => {
    const { client, adapter } = await setup()
    adapter.failNext('signMessage', new ProviderError(4001, 'User rejected'))
    await signIn(client)
    const state = client.stores.signIn.getState()
    expect(state.error?.shortMessage).toBe('Signature declined')
    expect(state.status).toBe('error')
    expect(state.message?.data.nonce).toBe('nonce2')
    expect(client.stores.router.getState().view).toBe('SIWXSignMessage')
    expect(client.stores.modal.getState().open).toBe(true)
    expect(state.hasSession).toBe(false)
  })

  it('a session the app refuses shows its error on the sign view', async () => {
    const { client } = await setup({ siwx: memorySiwx({ rejectAdd: true }) })
    await signIn(client)
    expect(client.stores.signIn.getState().error?.shortMessage).toBe('Failed to sign message')
    expect(client.stores.router.getState().view).toBe('SIWXSignMessage')
  })

  it('closing is blocked while sign-in is required and no session exists', async () => {
    const { client } = await setup({ required: true })
    expect(closeModal(client)).toBe(false)
    expect(client.stores.modal.getState().open).toBe(true)
    await signIn(client)
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('without required sign-in the sign view closes like any other', async () => {
    const { client } = await setup()
    expect(closeModal(client)).toBe(true)
  })

  it('cancel with sign-in required disconnects, then resets to Connect', async () => {
    const { client } = await setup({ required: true })
    await cancelSignIn(client)
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('disconnected')
    expect(client.stores.router.getState().history).toEqual(['Connect'])
  })

  it('cancel without required sign-in closes the modal, stays connected, resets to Connect', async () => {
    const { client } = await setup()
    await cancelSignIn(client)
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.stores.account.getState().byNamespace.eip155?.status).toBe('connected')
    expect(client.stores.router.getState().history).toEqual(['Connect'])
  })

  it('disconnect revokes the session of the account that left', async () => {
    const { client, siwx } = await setup()
    await signIn(client)
    expect(siwx.sessions.size).toBe(1)
    await disconnect(client)
    await flush()
    expect(siwx.sessions.size).toBe(0)
    expect(client.stores.signIn.getState().hasSession).toBe(false)
  })

  it('signIn without a configured sign-in raises "SIWX is not enabled"', async () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    await expect(signIn(client)).rejects.toMatchObject({ shortMessage: 'SIWX is not enabled' })
  })

  it("adapters get the client's sign-in; a session added while connecting leaves no sign view", async () => {
    const siwx = memorySiwx()
    // An adapter that signs in while pairing (WalletConnect's one request), as the EVM one does.
    class PairingSignInAdapter extends TestAdapter {
      override async connect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }) {
        const result = await super.connect(params)
        const { data } = await this.context!.siwx!.createMessage({
          accountAddress: result.accounts[0]!.address,
          chainId: result.caipNetworkId,
        })
        await this.context!.siwx!.addSession({ data, message: 'signed text', signature: '0x01' })
        return result
      }
    }
    const adapter = new PairingSignInAdapter()
    const client = createTestClient({ adapters: [adapter], siwx, signInRequired: true })
    await startClient(client)
    expect(adapter.context?.siwx).toBe(siwx)
    await openModal(client)
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    await flush()
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.stores.signIn.getState()).toMatchObject({ hasSession: true, status: 'idle' })
    // Core asked once (getSessions) and created no message of its own.
    expect(siwx.calls).toEqual(['createMessage', 'addSession', 'getSessions'])
  })

  it('an adapter may bring the sign-in, with its own view', async () => {
    const adapter = Object.assign(new TestAdapter(), {
      siwx: { ...memorySiwx(), view: 'ConnectingSiwe' as const },
    })
    const client = createTestClient({ adapters: [adapter] })
    await startClient(client)
    await openModal(client)
    await connect(client, { namespace: 'eip155', connectorId: 'injected' })
    await flush()
    expect(client.stores.router.getState().view).toBe('ConnectingSiwe')
  })
})
