import { currentFrameLocale } from '../i18n/frame-locale.js'
import {
  type KeyReveal,
  PASSKEY_DONE,
  PASSKEY_OPTIONS,
  type PasskeyCeremony,
  passkeyHelloSchema,
  passkeyResponseSchema,
} from './passkey-messages.js'

/** How long the frame waits for the popup and the user. */
export const PASSKEY_CEREMONY_TIMEOUT_MS = 120_000

/** What the frame's side of a ceremony needs: its window (messages) and origin. */
export interface CeremonyDeps {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'parent'>
  origin: string
  timeoutMs?: number
}

/** One ceremony the frame runs through its popup: ask the options, redeem the answer. */
export interface CeremonySteps<T> {
  ceremony: PasskeyCeremony
  /** The auth server's options (asked once the popup is up, so the challenge is fresh). */
  options(): Promise<Record<string, unknown>>
  /** Redeems the authenticator's answer with the auth server (the frame's DPoP key). */
  redeem(response: Record<string, unknown>): Promise<T>
  /** Key export: what the popup shows once redeemed (posted to the popup only). */
  reveal?(value: T): Promise<KeyReveal>
  /** Whether a refused answer may be given again (a mistyped code): the popup asks anew. */
  retry?(error: unknown): boolean
}

/**
 * Runs a passkey ceremony in the frame's popup: waits for the popup's hello (own origin, not
 * the host page), sends it the options, takes its answer, redeems it and tells the popup the
 * outcome. Rejects with the popup's or the server's message; after the timeout with 'Request
 * was aborted'. Messages of other origins or shapes are ignored.
 */
export function runPasskeyCeremony<T>(
  deps: CeremonyDeps,
  steps: CeremonySteps<T>,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let popup: MessageEventSource | undefined
    let busy: boolean | 'redeeming' = false
    const finish = (outcome: () => void) => {
      clearTimeout(timer)
      deps.window.removeEventListener('message', onMessage)
      signal?.removeEventListener('abort', onAbort)
      outcome()
    }
    const tell = (ok: boolean, message?: string, extra?: { reveal?: KeyReveal; retry?: true }) =>
      popup?.postMessage(
        { type: PASSKEY_DONE, ok, ...(message ? { message } : {}), ...extra },
        { targetOrigin: deps.origin },
      )
    const messageOf = (error: unknown) =>
      error instanceof Error ? error.message : 'An error occurred'
    const fail = (error: unknown) => {
      const message = messageOf(error)
      tell(false, message)
      finish(() => reject(error instanceof Error ? error : new Error(message)))
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== deps.origin || !event.source || event.source === deps.window.parent)
        return
      if (!popup && !busy && passkeyHelloSchema.safeParse(event.data).success) {
        busy = true
        const source = event.source
        steps.options().then((options) => {
          popup = source
          source.postMessage(
            {
              type: PASSKEY_OPTIONS,
              ceremony: steps.ceremony,
              options,
              locale: currentFrameLocale(),
            },
            { targetOrigin: deps.origin },
          )
        }, fail)
        return
      }
      if (!popup || event.source !== popup) return
      const answer = passkeyResponseSchema.safeParse(event.data)
      if (!answer.success) return
      if (!answer.data.response) {
        fail(new Error(answer.data.error ?? 'The passkey prompt was closed'))
        return
      }
      if (busy === 'redeeming') return
      busy = 'redeeming'
      steps
        .redeem(answer.data.response)
        .then(async (value) => {
          tell(true, undefined, steps.reveal ? { reveal: await steps.reveal(value) } : undefined)
          finish(() => resolve(value))
        })
        .catch((error: unknown) => {
          busy = true
          if (steps.retry?.(error)) tell(false, messageOf(error), { retry: true })
          else fail(error)
        })
    }
    const onAbort = () => fail(new Error('Request was aborted'))
    const timer = setTimeout(onAbort, deps.timeoutMs ?? PASSKEY_CEREMONY_TIMEOUT_MS)
    deps.window.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort)
  })
}
