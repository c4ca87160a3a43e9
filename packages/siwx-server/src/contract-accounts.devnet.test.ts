import { type AnvilInstance, DEVSTACK_MNEMONIC, startAnvil } from '@foyer/devstack'
import { createSiwx, serverNonce } from '@foyer/siwx'
import { eip155Verifier } from '@foyer/siwx/eip155'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSiwxServer, startSiwxServer } from './start-server.js'
import { type CompiledContract, compileOwnerAccount } from './test-utils/compile-owner-account.js'

// Smart-contract accounts on a real anvil: an ERC-1271 account (owner-signed) compiled from
// test-utils/owner-account.sol with the pinned solc-js, and a CREATE2 factory for a
// counterfactual one whose signatures come wrapped as ERC-6492. The eip155 verifier (viem
// `verifyMessage` against the node) and the server's /verify must accept the owner's
// signatures and refuse another signer's.
const CHAIN_ID = 31337
const DOMAIN = 'app.test'
const owner = mnemonicToAccount(DEVSTACK_MNEMONIC, { addressIndex: 0 })
const stranger = mnemonicToAccount(DEVSTACK_MNEMONIC, { addressIndex: 1 })
const SALT = keccak256(toHex('foyer-counterfactual'))

let anvil: AnvilInstance
let server: RunningSiwxServer
let deployed: Address
let factory: Address
let counterfactual: Address
let factoryContract: CompiledContract

beforeAll(async () => {
  const compiled = await compileOwnerAccount()
  factoryContract = compiled.factory
  anvil = await startAnvil({
    chainId: CHAIN_ID,
    host: '127.0.0.1',
    port: 0,
    mnemonic: DEVSTACK_MNEMONIC,
    accounts: 2,
    balanceEther: 10,
  })
  const chain = {
    id: CHAIN_ID,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  } as const
  const wallet = createWalletClient({ account: owner, chain, transport: http(anvil.rpcUrl) })
  const node = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const deployTx = await wallet.deployContract({
    abi: compiled.account.abi,
    bytecode: compiled.account.bytecode,
    args: [owner.address],
  })
  deployed = (await node.waitForTransactionReceipt({ hash: deployTx })).contractAddress!
  const factoryTx = await wallet.deployContract({
    abi: compiled.factory.abi,
    bytecode: compiled.factory.bytecode,
  })
  factory = (await node.waitForTransactionReceipt({ hash: factoryTx })).contractAddress!
  counterfactual = (await node.readContract({
    address: factory,
    abi: compiled.factory.abi,
    functionName: 'addressOf',
    args: [owner.address, SALT],
  })) as Address
  server = await startSiwxServer({
    rpcUrls: { [CHAIN_ID]: anvil.rpcUrl },
    domain: DOMAIN,
    uriOrigins: [`https://${DOMAIN}`],
    chains: [`eip155:${CHAIN_ID}`],
  })
}, 180_000)

afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

async function messageFor(accountAddress: Address) {
  const siwx = createSiwx({
    domain: DOMAIN,
    uri: `https://${DOMAIN}`,
    nonce: serverNonce({ baseUrl: `${server.url}/siwx` }),
  })
  return siwx.createMessage({ accountAddress, chainId: `eip155:${CHAIN_ID}` })
}

/** An ERC-6492 signature: how to deploy the account (factory call), then the owner's. */
function wrap6492(signature: Hex): Hex {
  return serializeErc6492Signature({
    address: factory,
    data: encodeDeploy(),
    signature,
  })
}

function encodeDeploy(): Hex {
  return encodeFunctionData({
    abi: factoryContract.abi,
    functionName: 'deploy',
    args: [owner.address, SALT],
  })
}

async function verifyOnServer(message: string, signature: Hex) {
  const response = await fetch(`${server.url}/siwx/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('ERC-1271: a deployed smart account', () => {
  it("is signed in with its owner's signature, by the verifier and by the server", async () => {
    const node = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await node.getCode({ address: deployed })).toMatch(/^0x[0-9a-f]{10,}/)
    const message = await messageFor(deployed)
    const signature = await owner.signMessage({ message: message.text })
    const verifier = eip155Verifier({ rpcUrls: { [CHAIN_ID]: anvil.rpcUrl } })
    const session = { data: message.data, message: message.text, signature }
    expect(await verifier.verify(session)).toBe(true)
    const answer = await verifyOnServer(message.text, signature)
    expect(answer.status).toBe(200)
    // The message names the account in its EIP-55 form, as EIP-4361 requires.
    expect(answer.body).toMatchObject({
      session: { data: { accountAddress: getAddress(deployed) } },
    })
  })

  it("refuses another signer's signature for the account", async () => {
    const message = await messageFor(deployed)
    const signature = await stranger.signMessage({ message: message.text })
    const verifier = eip155Verifier({ rpcUrls: { [CHAIN_ID]: anvil.rpcUrl } })
    expect(await verifier.verify({ data: message.data, message: message.text, signature })).toBe(
      false,
    )
    expect(await verifyOnServer(message.text, signature)).toEqual({
      status: 401,
      body: { error: 'invalid signature' },
    })
  })
})

describe('ERC-6492: a counterfactual (not yet deployed) smart account', () => {
  it("is signed in with its owner's wrapped signature, and stays undeployed", async () => {
    const node = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await node.getCode({ address: counterfactual })).toBeUndefined()
    const message = await messageFor(counterfactual)
    const signature = wrap6492(await owner.signMessage({ message: message.text }))
    expect(
      signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492'),
    ).toBe(true)
    const verifier = eip155Verifier({ rpcUrls: { [CHAIN_ID]: anvil.rpcUrl } })
    expect(await verifier.verify({ data: message.data, message: message.text, signature })).toBe(
      true,
    )
    const answer = await verifyOnServer(message.text, signature)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ session: { data: { accountAddress: counterfactual } } })
    // Verification simulates the deployment; nothing was deployed.
    expect(await node.getCode({ address: counterfactual })).toBeUndefined()
  })

  it("refuses another signer's wrapped signature, and a plain one for the undeployed account", async () => {
    const message = await messageFor(counterfactual)
    const foreign = wrap6492(await stranger.signMessage({ message: message.text }))
    const verifier = eip155Verifier({ rpcUrls: { [CHAIN_ID]: anvil.rpcUrl } })
    const session = { data: message.data, message: message.text, signature: foreign }
    expect(await verifier.verify(session)).toBe(false)
    expect(await verifyOnServer(message.text, foreign)).toEqual({
      status: 401,
      body: { error: 'invalid signature' },
    })
    // The owner's signature without the wrapper: no code there, and it is not the owner's address.
    const plain = await owner.signMessage({ message: message.text })
    expect(await verifier.verify({ ...session, signature: plain })).toBe(false)
  })
})
