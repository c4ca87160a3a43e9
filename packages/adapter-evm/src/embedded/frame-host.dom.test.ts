// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { FrameHost } from './frame-host.js'

describe('the embedded wallet frame in the host page', () => {
  it('may use passkeys (a step-up in the frame) and the clipboard, for its own origin only', () => {
    const { iframe } = new FrameHost('https://frame.example/wallet/')
    const features = iframe.allow.split(';').map((feature) => feature.trim())
    // Each feature without an origin list: the default allowlist, the frame's own origin.
    expect(features.sort()).toEqual([
      'clipboard-write',
      'publickey-credentials-create',
      'publickey-credentials-get',
    ])
  })
})
