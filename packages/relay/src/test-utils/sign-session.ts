import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, vi } from 'vitest'
import type { SignClientInstance } from './sign-clients.js'

// Anvil's first development account: a well-known test key, never used for real funds.
export const walletAccount = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
export const chain = 'eip155:31337'
const eip155 = {
  chains: [chain],
  methods: ['personal_sign'],
  events: ['accountsChanged', 'chainChanged'],
}

/** The dapp connects with an eip155 namespace, the wallet pairs and approves. */
/** A settled session as the dapp's `approval()` resolves it. */
export type SignSession = Awaited<
  ReturnType<Awaited<ReturnType<SignClientInstance['connect']>>['approval']>
>

export async function establishSession(
  dapp: SignClientInstance,
  wallet: SignClientInstance,
): Promise<SignSession> {
  const proposal = new Promise<{ id: number; requester: string }>((resolve) => {
    wallet.once('session_proposal', ({ id, params }) =>
      resolve({ id, requester: params.proposer.metadata.name }),
    )
  })
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155 } })
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair({ uri: uri ?? '' })
  const { id, requester } = await proposal
  expect(requester).toBe(dapp.metadata.name)

  const approved = await wallet.approve({
    id,
    namespaces: { eip155: { ...eip155, accounts: [`${chain}:${walletAccount.address}`] } },
  })
  const session = await approval()
  expect(session.topic).toBe(approved.topic)
  // `acknowledged()` reads the wallet's record as it is; the dapp's answer to the settlement
  // may still be on its way (through Redis, when the two use different relay nodes).
  await vi.waitFor(async () => expect((await approved.acknowledged()).acknowledged).toBe(true), {
    timeout: 5_000,
  })
  return session
}

/** The dapp asks for personal_sign, the wallet signs with its key; checks the signature. */
export async function signThroughRelay(
  dapp: SignClientInstance,
  wallet: SignClientInstance,
  topic: string,
  message: `0x${string}`,
) {
  wallet.once('session_request', async ({ id, topic: requestTopic, params }) => {
    const [raw] = params.request.params as [`0x${string}`, string]
    const signature = await walletAccount.signMessage({ message: { raw } })
    await wallet.respond({
      topic: requestTopic,
      response: { id, jsonrpc: '2.0', result: signature },
    })
  })
  const signature = await dapp.request<`0x${string}`>({
    topic,
    chainId: chain,
    request: { method: 'personal_sign', params: [message, walletAccount.address] },
  })
  expect(
    await verifyMessage({ address: walletAccount.address, message: { raw: message }, signature }),
  ).toBe(true)
}
