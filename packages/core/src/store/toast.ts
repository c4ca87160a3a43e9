import type { en, FoyerError, MessageValues } from '@foyer/common'

/** Toast variants (SPEC §2). */
export type ToastVariant = 'loading' | 'success' | 'error'

/** A catalogue text a toast can show: `toasts.<KEY>` or `ui.<KEY>` of the message catalogue. */
export type ToastTextKey = `toasts.${keyof typeof en.toasts}` | `ui.${keyof typeof en.ui}`

/**
 * What a toast says. Core raises keys and errors, never English text: the views show a
 * `{ key, values }` as the catalogue's text in the user's language (placeholders filled) and
 * an `{ error }` as its code's text (its values filled). A plain string is shown as it is:
 * the views pass text they already took from their catalogue.
 */
export type ToastMessage =
  | string
  | { readonly key: ToastTextKey; readonly values?: MessageValues }
  | { readonly error: FoyerError }

/** The toast on show. */
export interface ToastState {
  open: boolean
  variant: ToastVariant
  message: ToastMessage
  /** Increases with every toast shown, so the UI can restart its hide timer. */
  id: number
}

/** No toast. */
export function initialToastState(): ToastState {
  return { open: false, variant: 'success', message: '', id: 0 }
}
