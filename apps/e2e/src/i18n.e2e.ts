import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { saveScreenshot } from './harness/artifacts.js'
import { stackInboxUrl } from './harness/auth-inbox.js'
import { devnetRpc } from './harness/devnet-rpc.js'
import {
  approveInFrame,
  EMBEDDED_WALLET_FRAME,
  logInWithEmail,
} from './harness/embedded-wallet-flows.js'
import { connectTestWallet, modalClosed } from './harness/flows.js'
import { useDemoSession } from './harness/use-demo-session.js'
import {
  animationsSettled,
  checkView,
  dialogLocator,
  expectText,
  viewLocator,
} from './harness/views.js'

// The demo's language picker on the real build: Arabic mirrors the modal and translates it;
// Connect and Account in Arabic, German, Japanese and Russian keep every text inside its box
// and the modal (measured in the page), with screenshots; axe runs on the right-to-left views.
// The embedded wallet's frame follows the picker: an email user's approvals in German, then
// in Arabic (right to left).
const demo = useDemoSession({ embeddedWallet: true })

/** Known texts of each locale's catalogue (the modal title, the close button, Account). */
const TEXTS = {
  ar: { connect: 'ربط المحفظة', close: 'إغلاق', account: 'الحساب', disconnect: 'قطع الاتصال' },
  de: { connect: 'Wallet verbinden', close: 'Schließen', account: 'Konto', disconnect: 'Trennen' },
  ja: { connect: 'ウォレットを接続', close: '閉じる', account: 'アカウント', disconnect: '切断' },
  ru: {
    connect: 'Подключить кошелёк',
    close: 'Закрыть',
    account: 'Аккаунт',
    disconnect: 'Отключить',
  },
} as const

type TestedLocale = keyof typeof TEXTS

async function chooseLocale(page: Page, locale: string) {
  await page.getByTestId('demo-locale').selectOption(locale)
}

/** Closes the modal with its (translated) close button. */
async function closeModal(page: Page, closeLabel: string) {
  await dialogLocator(page).getByRole('button', { name: closeLabel }).click()
  await modalClosed(page)
}

/**
 * Back to the page in English whatever a test left (the shared afterEach closes the modal
 * with an English label): Escape closes the modal, then the picker chooses English.
 */
async function backToEnglish(page: Page) {
  if ((await dialogLocator(page).count()) > 0) {
    await page.keyboard.press('Escape')
    await modalClosed(page)
  }
  await chooseLocale(page, 'en')
  await expectText(page.getByTestId('foyer-connect-button'), /Connect Wallet|ETH/)
}

/** A text that does not fit: where it is, what it says and how it overflows. */
interface Overflow {
  text: string
  reason: string
}

/**
 * Every element of the modal that shows text of its own: its content must fit its box
 * (scrollWidth ≤ clientWidth, for block boxes; clipped text is overflow too) and its box must
 * lie inside the modal's box horizontally. Visually hidden texts are skipped.
 */
async function textOverflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')
    if (!dialog) return [{ text: '', reason: 'no dialog' }]
    const modal = dialog.getBoundingClientRect()
    const found: { text: string; reason: string }[] = []
    for (const element of dialog.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
      if (!ownText) continue
      if (element.closest('.foyer-visually-hidden')) continue
      const box = element.getBoundingClientRect()
      if (box.width < 2 || box.height < 2) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      const text = ownText.slice(0, 60)
      if (style.display !== 'inline' && element.scrollWidth > element.clientWidth + 1) {
        found.push({
          text,
          reason: `content ${element.scrollWidth}px wider than its box ${element.clientWidth}px`,
        })
      }
      if (box.left < modal.left - 1 || box.right > modal.right + 1) {
        found.push({
          text,
          reason: `box ${Math.round(box.left)}–${Math.round(box.right)} outside the modal ${Math.round(modal.left)}–${Math.round(modal.right)}`,
        })
      }
    }
    return found
  })
}

/** Waits for the view, checks that nothing overflows and keeps a screenshot. */
async function expectFits(page: Page, locale: TestedLocale, view: string) {
  await page.getByTestId(`foyer-view-${view}`).waitFor({ state: 'visible' })
  await animationsSettled(page)
  expect(await textOverflows(page), `${view} in ${locale}`).toEqual([])
  await saveScreenshot(page, `i18n-${locale}-${view}`, { fullPage: false })
}

describe('the modal in other languages', () => {
  test('Arabic from the picker: the modal mirrors and speaks Arabic; axe passes', async () => {
    const { page } = demo
    await chooseLocale(page, 'ar')
    await expectText(page.getByTestId('foyer-connect-button'), TEXTS.ar.connect)
    await page.click('#connect')
    const view = await checkView(page, 'Connect', 'i18n-ar')
    const dialog = dialogLocator(page)
    // The dialog is named by its translated title.
    expect(await page.getByRole('dialog', { name: TEXTS.ar.connect }).count()).toBe(1)
    const root = page.locator('.foyer-root', { has: view }).last()
    expect(await root.getAttribute('dir')).toBe('rtl')
    expect(await root.getAttribute('lang')).toBe('ar')
    // The All Wallets row (the local stack has a wallet directory) is translated too.
    await expectText(view, /كل المحافظ/)
    // The close button sits at the inline end: on the left in a right-to-left modal.
    const close = dialog.getByRole('button', { name: TEXTS.ar.close })
    const closeBox = await close.boundingBox()
    const dialogBox = await dialog.boundingBox()
    expect(closeBox && dialogBox && closeBox.x < dialogBox.x + dialogBox.width / 2).toBe(true)
    await closeModal(page, TEXTS.ar.close)
    await chooseLocale(page, 'en')
    await expectText(page.getByTestId('foyer-connect-button'), 'Connect Wallet')
  })

  test('Connect fits in Arabic, German, Japanese and Russian', async () => {
    const { page } = demo
    try {
      for (const locale of Object.keys(TEXTS) as TestedLocale[]) {
        await chooseLocale(page, locale)
        await expectText(page.getByTestId('foyer-connect-button'), TEXTS[locale].connect)
        await page.click('#connect')
        await expectFits(page, locale, 'Connect')
        await closeModal(page, TEXTS[locale].close)
      }
    } finally {
      await backToEnglish(page)
    }
  })

  test('Account fits in Arabic, German, Japanese and Russian; axe on Account in Arabic', async () => {
    const { page } = demo
    await connectTestWallet(page, 'i18n-en')
    try {
      await accountInEveryLocale(page)
    } finally {
      await backToEnglish(page)
    }
    await page.click('#connect')
    await dialogLocator(page).getByRole('button', { name: 'Disconnect' }).click()
    await expectText(page.getByTestId('demo-status'), 'disconnected')
    if ((await dialogLocator(page).count()) > 0) await closeModal(page, 'Close')
  })
})

/** Account in each tested locale: title, disconnect button, nothing overflowing. */
async function accountInEveryLocale(page: Page) {
  for (const locale of Object.keys(TEXTS) as TestedLocale[]) {
    await chooseLocale(page, locale)
    await page.click('#connect')
    const dialog = dialogLocator(page)
    await expectText(dialog.getByRole('heading', { level: 2 }).first(), TEXTS[locale].account)
    expect(await dialog.getByRole('button', { name: TEXTS[locale].disconnect }).count()).toBe(1)
    await expectFits(page, locale, 'Account')
    if (locale === 'ar') await checkView(page, 'Account', 'i18n-ar')
    await closeModal(page, TEXTS[locale].close)
  }
}

describe('the wallet frame in the modal’s language', () => {
  test('an email user’s send approval in German, then a signature in Arabic, right to left', async () => {
    const { page, session } = demo
    await page.click('#connect')
    await logInWithEmail(page, stackInboxUrl(session.stack), 'i18n@example.com')
    await viewLocator(page, 'Account').waitFor({ timeout: 60_000 })
    const address = (await page.getByTestId('demo-address').textContent()) ?? ''
    await page.keyboard.press('Escape')
    await modalClosed(page)
    const frame = page.frameLocator(EMBEDDED_WALLET_FRAME)
    try {
      // The frame is loaded (English); the picker changes its language live.
      await chooseLocale(page, 'de')
      const rpcUrl = session.stack.chains[0]!.rpcUrl
      await devnetRpc(rpcUrl, 'anvil_setBalance', [address, '0xde0b6b3a7640000'])
      await page.getByTestId('demo-send-to').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
      await page.getByTestId('demo-send-amount').fill('0.01')
      await page.getByTestId('demo-send-button').click()
      await expectText(frame.locator('#foyer-approval-title'), 'Transaktion senden')
      await expectText(frame.getByTestId('frame-approve'), 'Bestätigen')
      await expectText(frame.getByTestId('frame-reject'), 'Ablehnen')
      await expectText(
        frame.getByTestId('frame-origin'),
        /^Angefragt von http:\/\/127\.0\.0\.1:\d+$/,
      )
      // The page's own name for itself, marked as its claim below the verified origin.
      await expectText(frame.getByTestId('frame-app-name'), /„Foyer demo“/)
      // The simulated change, valued at the data service's price (3,000 USD per devnet ETH).
      await expectText(frame.getByTestId('frame-simulation'), /Du sendest 0\.01 ETH \(30,00\s\$\)/)
      expect(await frame.locator('html').getAttribute('lang')).toBe('de')
      await saveScreenshot(page, 'i18n-de-frame-send', { fullPage: false })
      await approveInFrame(page)
      await expectText(page.getByTestId('demo-tx-status'), /success|mined|confirmed/i, 60_000)
      await modalClosed(page)

      await chooseLocale(page, 'ar')
      await page.getByTestId('demo-sign-input').fill('مرحبا')
      await page.getByTestId('demo-sign-button').click()
      await expectText(frame.locator('#foyer-approval-title'), 'توقيع هذه الرسالة')
      await expectText(frame.getByTestId('frame-approve'), 'موافقة')
      expect(await frame.locator('html').getAttribute('dir')).toBe('rtl')
      // Right to left: Reject (first in the DOM) sits on the right, Approve on its left.
      const reject = await frame.getByTestId('frame-reject').boundingBox()
      const approve = await frame.getByTestId('frame-approve').boundingBox()
      expect(reject && approve && reject.x > approve.x).toBe(true)
      await saveScreenshot(page, 'i18n-ar-frame-sign', { fullPage: false })
      await closeModal(page, TEXTS.ar.close)
      await expectText(page.getByTestId('demo-sign-error'), 'Request was aborted')
    } finally {
      await backToEnglish(page)
    }
    await page.click('#connect')
    await viewLocator(page, 'Account').getByTestId('foyer-disconnect').click()
    await expectText(page.getByTestId('demo-status'), 'disconnected')
    if ((await dialogLocator(page).count()) > 0) await closeModal(page, 'Close')
  })
})
