import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type DevstackInfoFile, readDevstackInfo, writeDevstackInfo } from './info-file.js'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-devstack-info-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const sample: DevstackInfoFile = {
  chains: [
    {
      chainId: 31337,
      name: 'Foyer Devnet',
      rpcUrl: 'http://127.0.0.1:8545',
      caipNetworkId: 'eip155:31337',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
  mnemonic: 'test test test test test test test test test test test junk',
  accounts: [
    {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    },
  ],
  contracts: { tokens: [], nfts: [] },
  balances: [],
  transfers: [
    {
      chainId: 31337,
      hash: '0x01',
      blockNumber: '5',
      timestamp: 1,
      from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      kind: 'native',
      value: '1',
    },
  ],
  directoryUrl: 'http://127.0.0.1:4100',
  pid: 1234,
  pids: [1235],
}

describe('devstack info file', () => {
  it('reads back what was written, creating the folder', async () => {
    const file = path.join(tmp, 'nested', 'devstack.json')
    await writeDevstackInfo(file, sample)
    expect(await readDevstackInfo(file)).toEqual(sample)
  })

  it('rejects a file of the wrong shape, naming the field', async () => {
    const file = path.join(tmp, 'bad.json')
    fs.writeFileSync(file, JSON.stringify({ ...sample, chains: [{ chainId: 'one' }] }))
    await expect(readDevstackInfo(file)).rejects.toThrow(/not a devstack info file[\s\S]*chains/)
  })

  it('rejects a transfer of an unknown kind', async () => {
    const file = path.join(tmp, 'kind.json')
    const transfer = { ...sample.transfers[0], kind: 'erc1155' }
    fs.writeFileSync(file, JSON.stringify({ ...sample, transfers: [transfer] }))
    await expect(readDevstackInfo(file)).rejects.toThrow(/transfers/)
  })
})
