import type { BrowserContext } from 'playwright-core'
import {
  BITCOIN_WORKER_CONTROLS,
  type BitcoinExtensionConfig,
  type BitcoinSettings,
  bitcoinConfigSchema,
  bitcoinSettingsSchema,
} from '../bridge/bitcoin-bridge.js'
import { getTestWalletServiceWorker } from './extension.js'

async function callBitcoinControl(
  context: BrowserContext,
  name: 'configure' | 'getState',
  argument: unknown,
): Promise<unknown> {
  const worker = await getTestWalletServiceWorker(context)
  return worker.evaluate(
    async ([globalName, control, arg]) => {
      const controls = (
        globalThis as unknown as Record<string, Record<string, (value: unknown) => unknown>>
      )[globalName]
      if (!controls) throw new Error('The test wallet worker has not started its Bitcoin side.')
      return controls[control]!(arg)
    },
    [BITCOIN_WORKER_CONTROLS, name, argument] as const,
  )
}

/**
 * Configures the extension's Bitcoin side through its service worker: the local chain's
 * esplora API (`esploraUrl`) and, with `reset: true`, no granted sites. Its keys are the
 * BIP-84/86 accounts of the wallet's mnemonic and account; its approvals take the same
 * decisions as the EVM side (`queueTestWalletExtensionDecisions`). Resolves the settings.
 */
export async function configureTestWalletExtensionBitcoin(
  context: BrowserContext,
  config: BitcoinExtensionConfig,
): Promise<BitcoinSettings> {
  const parsed = bitcoinConfigSchema.parse(config)
  return bitcoinSettingsSchema.parse(await callBitcoinControl(context, 'configure', parsed))
}

/** The Bitcoin side's settings: its esplora API and the sites it granted. */
export async function readTestWalletExtensionBitcoin(
  context: BrowserContext,
): Promise<BitcoinSettings> {
  return bitcoinSettingsSchema.parse(await callBitcoinControl(context, 'getState', undefined))
}
