import type { FoyerClient } from '@foyer/core'
import { useSyncExternalStore } from 'react'
import type { ReviewedSend } from './send-review.js'

/** Where the send view is: the form, the review, or the result of a confirmed send. */
export type SendStep =
  /** The form; with why the last confirmed send failed, if it did. */
  | { kind: 'form'; error?: string | undefined }
  | { kind: 'review'; send: ReviewedSend }
  | {
      kind: 'result'
      send: ReviewedSend
      result: { status: 'pending' } | { status: 'sent'; hash: string }
    }

type StepStore = {
  step: SendStep
  listeners: Set<() => void>
  set(step: SendStep): void
}

const FORM: SendStep = { kind: 'form' }
const stores = new WeakMap<FoyerClient, StepStore>()

/**
 * The send view's step, per client, outside the view: an embedded wallet's approval shows
 * its own view over Send (ApproveTransaction), which unmounts Send until the approval is
 * answered, and the send must come back to its result, not to an empty form. The step goes
 * back to the form once the user leaves the send flow (another view, or the modal closed).
 */
function stepStore(client: FoyerClient): StepStore {
  const existing = stores.get(client)
  if (existing) return existing
  const store: StepStore = {
    step: FORM,
    listeners: new Set(),
    set(step) {
      if (store.step === step) return
      store.step = step
      for (const listener of store.listeners) listener()
    },
  }
  const leaveFlow = () => {
    const { view } = client.stores.router.getState()
    const open = client.stores.modal.getState().open
    if (!open || (view !== 'WalletSend' && view !== 'ApproveTransaction')) store.set(FORM)
  }
  client.stores.router.subscribe(leaveFlow)
  client.stores.modal.subscribe(leaveFlow)
  stores.set(client, store)
  return store
}

/** The send step of `client` and its setter (see {@link stepStore}). */
export function useSendStep(client: FoyerClient): [SendStep, (step: SendStep) => void] {
  const store = stepStore(client)
  const step = useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener)
      return () => store.listeners.delete(listener)
    },
    () => store.step,
    () => store.step,
  )
  return [step, store.set]
}
