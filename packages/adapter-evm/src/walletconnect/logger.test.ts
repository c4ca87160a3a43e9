import { createLogger } from '@foyer/core'
import { WalletConnectMemoryStorage } from '@foyer/test-wallet/walletconnect'
import { describe, expect, it, vi } from 'vitest'
import { resolveWalletConnectOptions } from './options.js'
import { closeUniversalProvider, startUniversalProvider } from './universal-provider.js'

describe('WalletConnect logging', () => {
  it("WalletConnect's clients are created with core's logger: their logs land in its bounded buffer, not the console", async () => {
    const spies = (['log', 'debug', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    )
    const logger = createLogger({ level: 'trace' })
    const options = {
      ...resolveWalletConnectOptions({
        relayUrl: 'ws://127.0.0.1:9',
        storage: new WalletConnectMemoryStorage(),
      }),
      relayUrl: 'ws://127.0.0.1:9',
      logger,
    }
    const provider = await startUniversalProvider(options)
    try {
      const contexts = new Set(logger.entries().map((entry) => entry.context))
      expect([...contexts].some((context) => context?.startsWith('walletconnect'))).toBe(true)
      // The Sign client and its core log through the same buffer.
      expect(provider.client.logger.level).toBe('trace')
      logger.setLevel('error')
      const before = logger.entries().length
      provider.client.core.logger.info('routine')
      provider.client.core.logger.error('relay refused')
      expect(logger.entries().slice(before)).toEqual([
        expect.objectContaining({ level: 'error', message: 'relay refused' }),
      ])
      for (const spy of spies) expect(spy).not.toHaveBeenCalled()
    } finally {
      await closeUniversalProvider(provider).catch(() => {})
      vi.restoreAllMocks()
    }
  }, 30_000)
})
