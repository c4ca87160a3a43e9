import {
  type AltoInstance,
  type AnvilInstance,
  deployAccountAbstraction,
  devstackAccounts,
  startAlto,
  startAnvil,
} from '@foyer/devstack'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type LocalAccount,
  parseEther,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toFoyerSmartAccount } from './foyer-smart-account.js'

const CHAIN_ID = 31337
let anvil: AnvilInstance
let alto: AltoInstance
let contracts: { entryPoint: Address; accountFactory: Address }

beforeAll(async () => {
  anvil = await startAnvil({
    chainId: CHAIN_ID,
    host: '127.0.0.1',
    port: 0,
    mnemonic: 'test test test test test test test test test test test junk',
    accounts: 3,
    balanceEther: 1000,
  })
  const [deployer, executor] = devstackAccounts()
  contracts = await deployAccountAbstraction({
    rpcUrl: anvil.rpcUrl,
    chain: chain(),
    deployerKey: deployer!.privateKey,
  })
  alto = await startAlto({
    rpcUrl: anvil.rpcUrl,
    entryPoint: contracts.entryPoint,
    executorKey: executor!.privateKey,
  })
}, 120_000)

afterAll(async () => {
  await alto?.stop()
  await anvil?.stop()
})

function chain() {
  return defineChain({
    id: CHAIN_ID,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
}

describe('the Foyer smart account on anvil with a real alto bundler', () => {
  it('is deployed by its first user operation, which runs a batch of two transfers', async () => {
    const client = createPublicClient({ chain: chain(), transport: http(anvil.rpcUrl) })
    const owner = privateKeyToAccount(generatePrivateKey())
    const withOwner = <T>(use: (account: LocalAccount) => Promise<T>) => use(owner)
    const account = await toFoyerSmartAccount({
      client,
      contracts,
      owner: owner.address,
      withOwner,
    })
    expect(await client.getCode({ address: account.address })).toBeUndefined()

    const funder = createWalletClient({
      chain: chain(),
      transport: http(anvil.rpcUrl),
      account: privateKeyToAccount(devstackAccounts()[2]!.privateKey),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
    })

    const bundler = createBundlerClient({ client, transport: http(alto.url) })
    const first = privateKeyToAccount(generatePrivateKey()).address
    const second = privateKeyToAccount(generatePrivateKey()).address
    const hash = await bundler.sendUserOperation({
      account,
      calls: [
        { to: first, value: parseEther('0.01') },
        { to: second, value: parseEther('0.02') },
      ],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
    expect(receipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await client.getBalance({ address: first })).toBe(parseEther('0.01'))
    expect(await client.getBalance({ address: second })).toBe(parseEther('0.02'))
  }, 120_000)
})
