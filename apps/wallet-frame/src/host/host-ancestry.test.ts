import { describe, expect, it } from 'vitest'
import { disallowedAncestors, readHostAncestry } from './host-ancestry.js'

const ALLOWED = ['https://dapp.example', 'http://127.0.0.1:*']

describe('host ancestry', () => {
  it('takes every ancestor from location.ancestorOrigins, the parent first', () => {
    const ancestry = readHostAncestry(
      { ancestorOrigins: ['https://dapp.example', 'https://prize.evil'] },
      'https://dapp.example/page',
    )
    expect(ancestry).toEqual({
      hostOrigin: 'https://dapp.example',
      ancestors: ['https://dapp.example', 'https://prize.evil'],
    })
  })

  it('a foreign page anywhere above the allowed dapp is named, and so refused', () => {
    const framed = {
      hostOrigin: 'https://dapp.example',
      ancestors: ['https://dapp.example', 'https://prize.evil'],
    }
    expect(disallowedAncestors(framed, ALLOWED)).toEqual(['https://prize.evil'])
    const direct = { hostOrigin: 'http://127.0.0.1:5173', ancestors: ['http://127.0.0.1:5173'] }
    expect(disallowedAncestors(direct, ALLOWED)).toEqual([])
  })

  it('without ancestorOrigins the referrer origin is the only (parent) check', () => {
    expect(readHostAncestry({}, 'https://dapp.example/x?y')).toEqual({
      hostOrigin: 'https://dapp.example',
      ancestors: ['https://dapp.example'],
    })
    expect(readHostAncestry({ ancestorOrigins: [] }, '')).toBeUndefined()
    expect(readHostAncestry({}, 'not a url')).toBeUndefined()
    expect(readHostAncestry({}, 'data:text/html,x')).toBeUndefined()
  })
})
