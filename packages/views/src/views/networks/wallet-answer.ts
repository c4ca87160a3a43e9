import { FoyerError } from '@foyer/common'

/**
 * How long the Networks list waits for the wallet to answer a switch (with its add-chain
 * fallback). A wallet that never answers (some mobile wallets over WalletConnect) must not
 * leave the list switching; a slow one (a person finding their phone) gets a minute.
 */
export const SWITCH_ANSWER_TIMEOUT_MS = 60_000

/**
 * What a switch fails with when the wallet did not answer in time: the list stopped waiting
 * ('Request was aborted').
 */
export const NO_ANSWER = new FoyerError('REQUEST_ABORTED', { details: 'no answer to the switch' })

/**
 * `request`, or a rejection with {@link NO_ANSWER} once `timeoutMs` passed without an answer.
 * The request itself goes on: a wallet that switches later moves the app (`chainChanged`).
 */
export function answeredWithin<T>(request: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const noAnswer = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(NO_ANSWER), timeoutMs)
  })
  return Promise.race([request, noAnswer]).finally(() => clearTimeout(timer))
}
