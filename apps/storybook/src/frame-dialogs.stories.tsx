import { isSupportedLocale, localeDirection } from '@foyer/common'
import {
  FRAME_DIALOG_STATES,
  type FrameDialogState,
  renderFrameDialog,
} from '@foyer/wallet-frame/dialog-states'
import { setFrameLocale } from '@foyer/wallet-frame/i18n'
import frameCss from '@foyer/wallet-frame/styles.css?inline'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useRef } from 'react'

/** The frame page's own box (its `body` rules, which a shadow root does not match). */
const FRAME_PAGE_CSS = `
.frame-page { box-sizing: border-box; height: 100%; padding: 16px; display: flex;
  flex-direction: column; background: Canvas; color: CanvasText;
  font-family: var(--frame-font, system-ui, sans-serif); }
#approval { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; }`

interface FrameDialogProps {
  state: FrameDialogState
  locale: string
  themeMode: 'light' | 'dark'
}

/**
 * One dialog of the wallet frame, drawn by the frame's own DOM code (not a React copy) in a
 * shadow root with the frame's stylesheet, at the frame's size, in the toolbar's language
 * (right to left for ar, fa, he) and theme.
 */
function FrameDialog({ state, locale, themeMode }: FrameDialogProps) {
  const host = useRef<HTMLDivElement>(null)
  const frameLocale = isSupportedLocale(locale) ? locale : 'en'
  useEffect(() => {
    const element = host.current
    if (!element) return
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    let current = true
    void setFrameLocale(frameLocale, element).then(() => {
      if (!current) return
      const style = document.createElement('style')
      style.textContent = `${frameCss}\n${FRAME_PAGE_CSS}`
      const page = document.createElement('div')
      page.className = 'frame-page'
      const root = document.createElement('div')
      root.id = 'approval'
      page.append(root)
      shadow.replaceChildren(style, page)
      renderFrameDialog(root, state)
    })
    return () => {
      current = false
    }
  }, [state, frameLocale])
  return (
    <div
      ref={host}
      data-testid={`frame-dialog-${state}`}
      dir={localeDirection(frameLocale)}
      style={{
        colorScheme: themeMode,
        width: 380,
        height: 600,
        border: '1px solid var(--foyer-color-border)',
        borderRadius: 12,
        overflow: 'hidden',
      }}
    />
  )
}

/** The toolbar's language and theme, passed to the frame (which has its own, like the product). */
const withFrameGlobals: Decorator = (Story, context) => (
  <Story
    args={{
      ...context.args,
      locale: String(context.globals.locale ?? 'en'),
      themeMode: context.globals.theme === 'dark' ? 'dark' : 'light',
    }}
  />
)

const meta = {
  title: 'Wallet frame/Dialogs',
  component: FrameDialog,
  decorators: [withFrameGlobals],
  args: { state: 'approval-send', locale: 'en', themeMode: 'light' },
  argTypes: { state: { control: 'select', options: FRAME_DIALOG_STATES } },
} satisfies Meta<typeof FrameDialog>

export default meta
type Story = StoryObj<typeof meta>

export const ApprovalSend: Story = { args: { state: 'approval-send' } }
export const ApprovalTypedData: Story = { args: { state: 'approval-typed-data' } }
export const ApprovalUnlimitedApprove: Story = { args: { state: 'approval-unlimited-approve' } }
export const ApprovalSimulationUnavailable: Story = {
  args: { state: 'approval-simulation-unavailable' },
}
export const ApprovalRevert: Story = { args: { state: 'approval-revert' } }
export const EmailCode: Story = { args: { state: 'email-code' } }
export const PasswordSet: Story = { args: { state: 'password-set' } }
export const PasswordEnter: Story = { args: { state: 'password-enter' } }
export const ExportKey: Story = { args: { state: 'export-key' } }
export const FarcasterQr: Story = { args: { state: 'farcaster-qr' } }

/** Right to left and dark: the unlimited approval in Arabic. */
export const ApprovalUnlimitedArabicDark: Story = {
  args: { state: 'approval-unlimited-approve' },
  globals: { locale: 'ar', theme: 'dark', direction: 'rtl' },
}
/** Right to left: the recovery password in Hebrew. */
export const PasswordSetHebrew: Story = {
  args: { state: 'password-set' },
  globals: { locale: 'he', direction: 'rtl' },
}
