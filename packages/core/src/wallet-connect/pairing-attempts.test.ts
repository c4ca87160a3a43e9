import { describe, expect, it } from 'vitest'
import { PairingAttempts } from './pairing-attempts.js'

/** A pairing the test settles by hand. */
function manualPairing() {
  let resolve!: (value: string) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<string>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { pair: () => promise, resolve, reject }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

/** What a superseded attempt rejects with (SPEC §8 'Request was aborted'). */
const ABORTED = { name: 'FoyerError', code: 'REQUEST_ABORTED', shortMessage: 'Request was aborted' }

describe('PairingAttempts', () => {
  it('resolves a single attempt with its pairing', async () => {
    const attempts = new PairingAttempts<string>()
    const pairing = manualPairing()
    const outcome = attempts.run(pairing.pair)
    expect(attempts.pending).toBe(true)
    pairing.resolve('session')
    await expect(outcome).resolves.toBe('session')
    expect(attempts.pending).toBe(false)
  })

  it('a superseded attempt waits for the newest, then aborts; the newest gets the result', async () => {
    const attempts = new PairingAttempts<string>()
    const older = manualPairing()
    const newer = manualPairing()
    const first = attempts.run(older.pair)
    let firstSettled = false
    first.then(
      () => {
        firstSettled = true
      },
      () => {
        firstSettled = true
      },
    )
    const second = attempts.run(newer.pair)
    older.reject(new Error('proposal expired'))
    await tick()
    expect(firstSettled).toBe(false)
    newer.resolve('session')
    await expect(second).resolves.toBe('session')
    await expect(first).rejects.toMatchObject(ABORTED)
  })

  it('an approval of an older pairing still connects the newest attempt', async () => {
    const attempts = new PairingAttempts<string>()
    const older = manualPairing()
    const first = attempts.run(older.pair)
    const second = attempts.run(manualPairing().pair)
    older.resolve('scanned late')
    await expect(second).resolves.toBe('scanned late')
    await expect(first).rejects.toMatchObject(ABORTED)
  })

  it("the newest attempt's failure fails every waiting attempt", async () => {
    const attempts = new PairingAttempts<string>()
    const first = attempts.run(manualPairing().pair)
    const newer = manualPairing()
    const second = attempts.run(newer.pair)
    newer.reject(new Error('User rejected.'))
    await expect(second).rejects.toThrow('User rejected.')
    await expect(first).rejects.toMatchObject(ABORTED)
    expect(attempts.pending).toBe(false)
  })

  it('a pairing that throws synchronously fails its attempt', async () => {
    const attempts = new PairingAttempts<string>()
    await expect(
      attempts.run(() => {
        throw new Error('not initialized')
      }),
    ).rejects.toThrow('not initialized')
  })
})
