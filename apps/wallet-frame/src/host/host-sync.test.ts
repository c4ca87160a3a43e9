// @vitest-environment happy-dom
import type { FrameHandler } from '@foyer/frame-bridge'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { frameLocaleSettled, setFrameLocale } from '../i18n/frame-locale.js'
import { ApprovalDialog, type ApprovalRequest } from '../ui/approval-dialog.js'
import { englishFrameMessages, frameMessages } from '../ui/messages.js'
import { hostSyncHandlers } from './host-sync.js'

const EVIL = 'https://evil.example'
const REQUEST: ApprovalRequest = {
  title: 'Send a transaction',
  // The origin the bridge verified (the endpoint's `hostOrigin`), never one the host sent.
  origin: EVIL,
  chain: { id: 31337, name: 'Foyer Devnet' },
  details: ['To: 0x0000000000000000000000000000000000000001'],
}

function setup() {
  const root = document.createElement('div')
  document.body.replaceChildren(root)
  const dialog = new ApprovalDialog(root)
  const handlers = hostSyncHandlers({
    projectId: 'demo',
    dialog,
    root: document.documentElement,
  })
  const context = { hostOrigin: EVIL }
  const show = async () => {
    void dialog.ask(REQUEST)
    for (let i = 0; i < 5; i++) await Promise.resolve()
    const get = (id: string) => root.querySelector(`[data-testid="${id}"]`)?.textContent
    return { get, root }
  }
  return { handlers, context, show }
}

afterEach(async () => {
  await setFrameLocale('en')
})

describe('SYNC_DAPP_DATA: the app the host page claims to be', () => {
  it('a host claiming "Uniswap" is shown with its real origin, the name marked unverified', async () => {
    const { handlers, context, show } = setup()
    const sync = handlers.SYNC_DAPP_DATA as FrameHandler<'SYNC_DAPP_DATA'>
    await sync(
      {
        projectId: 'demo',
        sdkVersion: '1.0.0',
        metadata: {
          name: 'Uniswap',
          url: 'https://app.uniswap.org',
          icon: 'https://app.uniswap.org/favicon.png',
        },
      },
      context,
    )
    const { get, root } = await show()
    expect(get('frame-origin')).toBe(`Requested by ${EVIL}`)
    expect(get('frame-app-name')).toBe(
      'The site above calls its app “Uniswap”. Only the site’s address is verified, not this name.',
    )
    // The claimed url appears nowhere: only the verified origin names the requester.
    expect(root.textContent).not.toContain('app.uniswap.org')
    // The verified origin comes first.
    const origin = root.querySelector('[data-testid="frame-origin"]')!
    const claim = root.querySelector('[data-testid="frame-app-name"]')!
    expect(origin.compareDocumentPosition(claim)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })

  it('without app data, only the origin shows; app data for another project is refused', async () => {
    const { handlers, context, show } = setup()
    const sync = handlers.SYNC_DAPP_DATA as FrameHandler<'SYNC_DAPP_DATA'>
    expect(() =>
      sync({ projectId: 'other', sdkVersion: '1', metadata: { name: 'Uniswap' } }, context),
    ).toThrow()
    const { get } = await show()
    expect(get('frame-origin')).toBe(`Requested by ${EVIL}`)
    expect(get('frame-app-name')).toBeUndefined()
  })
})

describe('SYNC_LOCALE: the frame speaks the modal’s language', () => {
  it('Arabic: the next approval is in Arabic, right to left', async () => {
    const { handlers, context, show } = setup()
    const status = document.createElement('p')
    status.id = 'status'
    status.textContent = englishFrameMessages.IDLE
    document.body.append(status)
    await (handlers.SYNC_LOCALE as FrameHandler<'SYNC_LOCALE'>)({ locale: 'ar' }, context)
    expect(status.textContent).toBe('محفظة Foyer المدمجة')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
    const { root } = await show()
    expect(root.querySelector('[data-testid="frame-approve"]')?.textContent).toBe('موافقة')
    expect(root.querySelector('[data-testid="frame-reject"]')?.textContent).toBe('رفض')
    expect(root.querySelector('[data-testid="frame-origin"]')?.textContent).toBe(`مطلوب من ${EVIL}`)
  })

  it('German after Arabic: left to right again; English restores every text', async () => {
    const { handlers, context } = setup()
    const sync = handlers.SYNC_LOCALE as FrameHandler<'SYNC_LOCALE'>
    await sync({ locale: 'ar' }, context)
    await sync({ locale: 'de' }, context)
    expect(document.documentElement.dir).toBe('ltr')
    expect(frameMessages.APPROVE_BUTTON).toBe('Bestätigen')
    await sync({ locale: 'en' }, context)
    expect(frameMessages).toEqual(englishFrameMessages)
  })

  it('a request right after a switch waits for its catalogue (texts are written after it)', async () => {
    void setFrameLocale('ja')
    await frameLocaleSettled()
    expect(frameMessages.SEND_TRANSACTION).toBe('トランザクションを送信')
  })

  it('two quick switches: the last one asked wins, whichever catalogue loads first', async () => {
    const first = setFrameLocale('zh-TW')
    const second = setFrameLocale('fr')
    await Promise.all([first, second])
    expect(document.documentElement.lang).toBe('fr')
    expect(frameMessages.APPROVE_BUTTON).toBe('Approuver')
  })
})

describe("SYNC_THEME: the app's theme in the frame's dialogs", () => {
  it('follows the mode; a hostile value is logged and left out, never thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { handlers, context } = setup()
    const sync = handlers.SYNC_THEME as FrameHandler<'SYNC_THEME'>
    const root = document.documentElement
    root.removeAttribute('style')
    await sync(
      {
        themeMode: 'dark',
        themeVariables: { '--foyer-accent': 'red;}body{display:none' },
        w3mThemeVariables: { '--w3m-accent': 'red;}body{display:none', '--w3m-z-index': 9 },
      },
      context,
    )
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--frame-accent')).toBe('')
    expect(warn).toHaveBeenCalledWith('[foyer frame] theme variables not applied: --foyer-accent')
    await sync({ themeMode: 'light', w3mThemeVariables: { '--w3m-accent': '#1c7a4f' } }, context)
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--frame-accent')).toBe('#1c7a4f')
    warn.mockRestore()
    delete root.dataset.theme
    root.removeAttribute('style')
  })
})
