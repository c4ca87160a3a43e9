import { HTML_CORE_SDK_VERSION_PREFIX } from '@foyer/wallet-directory/protocol'

/**
 * Wallet ids hidden from `/getWallets` for sdk versions starting with `html-core-`
 * (SPEC §7). The core-only SDK connects over WalletConnect deep links and QR codes alone,
 * with no injected-provider or browser-extension connector, so it hides three wallets that
 * offer neither a mobile nor a desktop link and are reached only through a browser
 * extension or a web app:
 *
 * - Rabby (`fbc8d86a…`): browser extension only;
 * - Authereum (`71dad538…`): web app only;
 * - Torus (`3f1bc4a8…`): web app only.
 *
 * Operators override the list with the `hiddenForHtmlCore` option.
 */
export const DEFAULT_HIDDEN_FOR_HTML_CORE: readonly string[] = [
  'fbc8d86ad914ebd733fec4812b4b7af5ca709fdd9e75a930115e5baa02c4ef4c',
  '71dad538ba02a9b321041d388f9c1efe14e0d1915a2ea80a90405d2f6b67a33d',
  '3f1bc4a8fd72b3665459ec5c99ee51b424f6beeebe46b45f4a70cf08a84cbc50',
]

/** Whether an sdk version (`sv`) belongs to the core-only HTML SDK. */
export function isHtmlCoreSdkVersion(sdkVersion: string | undefined): boolean {
  return sdkVersion?.startsWith(HTML_CORE_SDK_VERSION_PREFIX) ?? false
}
