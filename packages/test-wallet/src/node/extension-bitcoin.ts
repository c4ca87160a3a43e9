import type { BrowserContext } from 'playwright-core'
import {
  BITCOIN_WORKER_CONTROLS,
  type BitcoinExtensionConfig,
  type BitcoinSettings,
  bitcoinConfigSchema,
  bitcoinSettingsSchema,
} from '../bridge/bitcoin-bridge.js'
import { callWorkerControl } from './extension.js'

function callBitcoinControl(
  context: BrowserContext,
  name: 'configure' | 'getState',
  argument: unknown,
): Promise<unknown> {
  return callWorkerControl(context, BITCOIN_WORKER_CONTROLS, name, argument)
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
