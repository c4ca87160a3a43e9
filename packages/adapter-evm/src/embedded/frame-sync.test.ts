import { describe, expect, it } from 'vitest'
import { frameMetadata } from './frame-sync.js'

const app = { sdkType: 'foyer', sdkVersion: '1.0.0', name: 'Demo', url: '', icons: [] }

describe('frameMetadata: what SYNC_DAPP_DATA may carry of the app', () => {
  it('the name, url and first icon when they are web URLs; a data: icon is left out', () => {
    expect(
      frameMetadata({
        ...app,
        url: 'https://demo.example',
        icons: ['data:image/png;base64,AAAA', 'https://demo.example/icon.png'],
      }),
    ).toEqual({ name: 'Demo', url: 'https://demo.example' })
    expect(frameMetadata({ ...app, icons: ['https://demo.example/icon.png'] })).toEqual({
      name: 'Demo',
      icon: 'https://demo.example/icon.png',
    })
  })

  it('no name: no metadata; an overlong name is cut to what the frame takes', () => {
    expect(frameMetadata({ ...app, name: '  ' })).toBeUndefined()
    expect(frameMetadata({ ...app, name: 'x'.repeat(150) })?.name).toHaveLength(100)
  })

  it('a javascript: or relative url is left out', () => {
    expect(frameMetadata({ ...app, url: 'javascript:alert(1)' })).toEqual({ name: 'Demo' })
    expect(frameMetadata({ ...app, url: '/app' })).toEqual({ name: 'Demo' })
  })
})
