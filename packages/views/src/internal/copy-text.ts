import { type FoyerClient, showToast } from '@foyer/core'

/** Copies `text` to the clipboard and says how it went in a toast. */
export async function copyText(
  client: FoyerClient,
  text: string,
  toasts: { copied: string; failed: string },
): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard')
    await navigator.clipboard.writeText(text)
    showToast(client, 'success', toasts.copied)
  } catch {
    showToast(client, 'error', toasts.failed)
  }
}
