import { describe, expect, it } from 'vitest'
import { isListening, portOf } from './test-utils/processes.js'
import type { DevstackInfo } from './types.js'
import { devstackGlobalSetup } from './vitest-setup.js'

describe('devstackGlobalSetup', () => {
  it('provides the stack as plain JSON and stops it at teardown', async () => {
    const provided = new Map<string, DevstackInfo>()
    const teardown = await devstackGlobalSetup({ directory: false, relay: false })({
      provide: (key, value) => provided.set(key, value),
    })
    try {
      const info = provided.get('devstack')!
      expect(info.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
      // vitest passes provided values between processes: they must survive serialisation.
      expect(JSON.parse(JSON.stringify(info))).toEqual(info)
      expect(info).not.toHaveProperty('stop')
      expect(info.directoryUrl).toBeUndefined()
      for (const chain of info.chains) expect(await isListening(portOf(chain.rpcUrl))).toBe(true)
    } finally {
      await teardown()
    }
    for (const chain of provided.get('devstack')!.chains) {
      expect(await isListening(portOf(chain.rpcUrl))).toBe(false)
    }
  })
})
