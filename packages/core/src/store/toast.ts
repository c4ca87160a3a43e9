/** Toast variants (SPEC §2). */
export type ToastVariant = 'loading' | 'success' | 'error'

/** The toast on show. */
export interface ToastState {
  open: boolean
  variant: ToastVariant
  message: string
  /** Increases with every toast shown, so the UI can restart its hide timer. */
  id: number
}

/** No toast. */
export function initialToastState(): ToastState {
  return { open: false, variant: 'success', message: '', id: 0 }
}
