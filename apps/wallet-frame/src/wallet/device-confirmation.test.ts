import { describe, expect, it } from 'vitest'
import {
  DEVICE_NOT_CONFIRMED_YET,
  type DeviceStatus,
  waitForDeviceConfirmation,
} from './device-confirmation.js'

/** A fake clock the waits move, and the server's answers in order. */
function server(answers: (DeviceStatus | Error)[]) {
  let time = 0
  const asked: number[] = []
  return {
    asked,
    deps: {
      status: async () => {
        asked.push(time)
        const next = answers.shift() ?? { status: 'pending' as const }
        if (next instanceof Error) throw next
        return next
      },
      now: () => time,
      sleep: async (ms: number) => {
        time += ms
      },
    },
  }
}

describe('waitForDeviceConfirmation', () => {
  it('asks every 2 s until the link confirmed this browser', async () => {
    const { asked, deps } = server([
      { status: 'pending' },
      { status: 'pending' },
      { action: 'VERIFY_OTP' },
    ])
    await waitForDeviceConfirmation(deps)
    expect(asked).toEqual([0, 2_000, 4_000])
  })

  it('gives up before the host times out, with a message saying what to do', async () => {
    const { asked, deps } = server([])
    await expect(waitForDeviceConfirmation(deps)).rejects.toThrow(DEVICE_NOT_CONFIRMED_YET)
    expect(asked.at(-1)).toBeLessThanOrEqual(20_000)
  })

  it("ends on the server's error (a cooldown, a refused project) as it is", async () => {
    const { deps } = server([new Error('Please try again after 12 seconds')])
    await expect(waitForDeviceConfirmation(deps)).rejects.toThrow(
      'Please try again after 12 seconds',
    )
  })
})
