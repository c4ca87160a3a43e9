import { BITCOIN_REGTEST_NETWORK, deriveBitcoinTestAccount } from '@foyer/test-wallet/bitcoin'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { expect, test } from 'vitest'
import { connectTestWallet } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import { expectText } from './harness/views.js'

// `npm run demo` with nothing installed: the demo injects the test wallet, whose Bitcoin side
// (BIP-84 payment, BIP-86 ordinals keys) uses the stack's local chain (esplora API, blocks
// every 5 s).
const demo = useDemoSession({ testWallet: 'injected' })

function esplora(path: string, init?: RequestInit): Promise<Response> {
  const url = demo.session.stack.bitcoin?.esploraUrl
  if (!url) throw new Error('The stack runs no Bitcoin chain')
  return fetch(`${url}${path}`, init)
}

/** Satoshis as a BTC decimal string, trailing zeros dropped (as the demo shows it). */
function formatBtc(sats: bigint): string {
  const digits = sats.toString().padStart(9, '0')
  const fraction = digits.slice(-8).replace(/0+$/, '')
  return `${digits.slice(0, -8)}${fraction ? `.${fraction}` : ''}`
}

async function ledgerSnapshot(addresses: readonly string[]) {
  const utxos = await Promise.all(
    addresses.map(async (address) => (await esplora(`/address/${address}/utxo`)).json()),
  )
  return JSON.stringify(utxos)
}

test('connects the Bitcoin test wallet: payment and ordinals addresses, balance in BTC', async () => {
  const keys = deriveBitcoinTestAccount(demo.session.stack.mnemonic, 0)
  await connectTestWallet(demo.page, 'bitcoin')
  await expectText(demo.page.getByTestId('demo-btc-payment'), keys.payment.address)
  await expectText(demo.page.getByTestId('demo-btc-ordinals'), keys.ordinals.address)
  await expectText(demo.page.getByTestId('demo-btc-balance'), '1 BTC')
})

test('signs a message with BIP-322, verified independently by bip322-js', async () => {
  const keys = deriveBitcoinTestAccount(demo.session.stack.mnemonic, 0)
  const message = 'Hello from the Foyer demo'
  await demo.page.getByTestId('demo-btc-sign').click()
  const signature = demo.page.getByTestId('demo-btc-signature')
  await expectText(signature, /^[A-Za-z0-9+/]+=*$/)
  const text = (await signature.textContent()) ?? ''
  expect(Verifier.verifySignature(keys.payment.address, message, text)).toBe(true)
  expect(Verifier.verifySignature(keys.payment.address, `${message}!`, text)).toBe(false)
})

test('signs a PSBT; a double-spending broadcast is refused with a clear error, ledger unchanged', async () => {
  const keys = deriveBitcoinTestAccount(demo.session.stack.mnemonic, 0)
  await demo.page.getByTestId('demo-btc-sign-psbt').click()
  const psbtLine = demo.page.getByTestId('demo-btc-psbt')
  await expectText(psbtLine, /^[A-Za-z0-9+/]+=*$/)
  const signed = Transaction.fromPSBT(base64.decode((await psbtLine.textContent()) ?? ''))
  // The wallet signed the ordinals input with a taproot key-path signature; btc-signer
  // finalizes it into a witness for the ordinals output key.
  const input = signed.getInput(0)
  expect(input.tapKeySig).toHaveLength(64)
  expect(input.witnessUtxo?.script).toEqual(keys.ordinals.script)
  const finalized = Transaction.fromPSBT(signed.toPSBT())
  finalized.finalize()
  expect(finalized.getInput(0).finalScriptWitness).toEqual([input.tapKeySig])

  // Someone spends the same output first (a conflicting transaction, signed here).
  const conflicting = new Transaction()
  conflicting.addInput({
    txid: input.txid!,
    index: input.index!,
    witnessUtxo: input.witnessUtxo!,
    tapInternalKey: keys.ordinals.publicKey,
  })
  conflicting.addOutputAddress(
    keys.payment.address,
    input.witnessUtxo!.amount - 2_000n,
    BITCOIN_REGTEST_NETWORK,
  )
  conflicting.sign(keys.ordinals.privateKey)
  conflicting.finalize()
  const first = await esplora('/tx', { method: 'POST', body: hex.encode(conflicting.extract()) })
  expect(first.status).toBe(200)

  const before = await ledgerSnapshot([keys.payment.address, keys.ordinals.address])
  await demo.page.getByTestId('demo-btc-broadcast').click()
  await expectText(demo.page.getByTestId('demo-btc-broadcast-result'), /double spend/)
  expect(await ledgerSnapshot([keys.payment.address, keys.ordinals.address])).toBe(before)
  expect((await esplora(`/tx/${finalized.id}`)).status).toBe(404)
})

test('sends BTC to another address; the balance changes with the next block', async () => {
  const keys = deriveBitcoinTestAccount(demo.session.stack.mnemonic, 0)
  const recipient = deriveBitcoinTestAccount(demo.session.stack.mnemonic, 1).payment.address
  const recipientBefore = (await (await esplora(`/address/${recipient}`)).json()) as {
    chain_stats: { funded_txo_sum: number }
  }
  // Start from a settled balance: nothing of the payment address waits for a block.
  type AddressStats = {
    chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
    mempool_stats: { tx_count: number }
  }
  const stats = async () =>
    (await (await esplora(`/address/${keys.payment.address}`)).json()) as AddressStats
  await expect.poll(async () => (await stats()).mempool_stats.tx_count, { timeout: 20_000 }).toBe(0)
  const settled = await stats()
  const before = BigInt(settled.chain_stats.funded_txo_sum - settled.chain_stats.spent_txo_sum)
  await expectText(demo.page.getByTestId('demo-btc-balance'), `${formatBtc(before)} BTC`)

  await demo.page.getByTestId('demo-btc-to').fill(recipient)
  await demo.page.getByTestId('demo-btc-amount').fill('0.1')
  await demo.page.getByTestId('demo-btc-send').click()
  const txidLine = demo.page.getByTestId('demo-btc-txid')
  await expectText(txidLine, /^[0-9a-f]{64}$/)
  const txid = (await txidLine.textContent()) ?? ''
  const tx = (await (await esplora(`/tx/${txid}`)).json()) as {
    fee: number
    vout: { scriptpubkey_address: string; value: number }[]
  }
  expect(tx.vout[0]).toEqual(
    expect.objectContaining({ scriptpubkey_address: recipient, value: 1e7 }),
  )
  // The balance less 0.1 and the fee, once the transaction is in a block (every 5 s).
  const expected = formatBtc(before - 10_000_000n - BigInt(tx.fee))
  await expectText(demo.page.getByTestId('demo-btc-balance'), `${expected} BTC`)
  const status = (await (await esplora(`/tx/${txid}/status`)).json()) as { confirmed: boolean }
  expect(status.confirmed).toBe(true)
  const recipientAfter = (await (await esplora(`/address/${recipient}`)).json()) as {
    chain_stats: { funded_txo_sum: number }
  }
  expect(recipientAfter.chain_stats.funded_txo_sum).toBe(
    recipientBefore.chain_stats.funded_txo_sum + 1e7,
  )
  expect(keys.payment.address).not.toBe(recipient)
})
