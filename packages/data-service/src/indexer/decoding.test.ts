import { describe, expect, it } from 'vitest'
import { TRANSFER_TOPIC } from './chain-reader.js'
import { parseNftMetadata } from './nft-metadata.js'
import { decodeTransferLog } from './range-builder.js'

const topic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}`
const A = `0x${'a'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const log = (topics: string[], data: string) => ({
  address: `0x${'1'.repeat(40)}`,
  topics,
  data,
  transactionHash: `0x${'f'.repeat(64)}`,
  logIndex: 3n,
  blockNumber: 9n,
})

describe('decodeTransferLog', () => {
  it('reads ERC-20 (amount in data) and ERC-721 (token id in the 4th topic) layouts', () => {
    expect(
      decodeTransferLog(log([TRANSFER_TOPIC, topic(A), topic(B)], `0x${'0'.repeat(62)}ff`)),
    ).toMatchObject({
      kind: 'erc20',
      from: A,
      to: B,
      amount: 255n,
      tokenId: null,
    })
    expect(
      decodeTransferLog(log([TRANSFER_TOPIC, topic(A), topic(B), `0x${'0'.repeat(63)}7`], '0x')),
    ).toMatchObject({
      kind: 'erc721',
      amount: 1n,
      tokenId: 7n,
    })
  })

  it('skips logs that match neither layout', () => {
    expect(decodeTransferLog(log([TRANSFER_TOPIC, topic(A)], '0x'))).toBeNull()
    expect(
      decodeTransferLog(
        log([TRANSFER_TOPIC, `0x${'f'.repeat(64)}`, topic(B)], `0x${'0'.repeat(64)}`),
      ),
    ).toBeNull()
    expect(decodeTransferLog(log([TRANSFER_TOPIC, topic(A), topic(B)], '0x01'))).toBeNull()
  })
})

describe('parseNftMetadata', () => {
  const base64 = (value: unknown) =>
    `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`

  it('reads name, image and the spam flag of data: documents', () => {
    expect(
      parseNftMetadata(base64({ name: 'A', image: 'https://x.test/a.png', spam: true })),
    ).toEqual({
      name: 'A',
      image: 'https://x.test/a.png',
      isSpam: true,
    })
    expect(parseNftMetadata(`data:application/json,${encodeURIComponent('{"name":"B"}')}`)).toEqual(
      {
        name: 'B',
        image: null,
        isSpam: false,
      },
    )
  })

  it('gives null for remote or broken URIs, and drops unsafe images', () => {
    expect(parseNftMetadata('ipfs://cid/1.json')).toBeNull()
    expect(parseNftMetadata('data:application/json;base64,!!!')).toBeNull()
    expect(
      parseNftMetadata(base64({ name: 'C', image: 'javascript:alert(1)', spam: 'yes' })),
    ).toEqual({
      name: 'C',
      image: null,
      isSpam: false,
    })
  })
})
