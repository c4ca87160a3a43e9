import type { ChainNamespace } from '@foyer/common'

/** Modal state (SPEC §3 "Modal state"). */
export interface ModalState {
  open: boolean
  /** True while the modal waits for something before it can show its view. */
  loading: boolean
  /** Loading per namespace, for views that wait on one chain only. */
  loadingByNamespace: Partial<Record<ChainNamespace, boolean>>
  /** True for 500 ms after a refused action; the UI shakes the modal. */
  shake: boolean
  /** The namespace the modal was opened for, if any. */
  namespace: ChainNamespace | undefined
  /**
   * Whether the visitor ticked the legal checkbox (`features.legalCheckbox`) in this page's
   * session; until then no connect method works.
   */
  legalAccepted: boolean
}

/** The modal state of a fresh client. */
export function initialModalState(): ModalState {
  return {
    open: false,
    loading: false,
    loadingByNamespace: {},
    shake: false,
    namespace: undefined,
    legalAccepted: false,
  }
}
