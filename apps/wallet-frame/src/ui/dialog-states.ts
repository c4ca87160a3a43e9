import { showKeyReveal } from '../passkey/key-reveal.js'
import { ApprovalDialog, type ApprovalRequest } from './approval-dialog.js'
import { CodeInput } from './code-input.js'
import { FarcasterQr, type FarcasterQrTexts } from './farcaster-qr.js'
import { fillMessage, frameMessages as m } from './messages.js'
import { RecoveryPasswordDialog } from './recovery-password-dialog.js'

/**
 * Every dialog state the frame shows, rendered by the frame's own DOM code with example data
 * in the current locale: Storybook's frame stories and the frame's axe test use them. Not part
 * of the frame's bundle (nothing in `main.ts` imports it).
 */
export const FRAME_DIALOG_STATES = [
  'approval-send',
  'approval-typed-data',
  'approval-unlimited-approve',
  'approval-simulation-unavailable',
  'approval-revert',
  'email-code',
  'password-set',
  'password-enter',
  'export-key',
  'farcaster-qr',
] as const

/** One of {@link FRAME_DIALOG_STATES}. */
export type FrameDialogState = (typeof FRAME_DIALOG_STATES)[number]

const HOST = 'https://app.example'
const CHAIN = { id: 1, name: 'Ethereum' }
const ACCOUNT = '0x52908400098527886E0F7030069857D2E4169EE7'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** The approval request of an approval state, texts from the current catalogue. */
function approvalRequest(state: FrameDialogState): ApprovalRequest {
  const base = { origin: HOST, chain: CHAIN }
  const send = [
    fillMessage(m.DECODE_FROM, { address: ACCOUNT }),
    fillMessage(m.DECODE_TO, { address: RECIPIENT }),
  ]
  const fee = m.SIMULATION_FEE_NOTE
  switch (state) {
    case 'approval-typed-data':
      return {
        ...base,
        title: m.SIGN_TYPED_DATA,
        details: [
          'Permit2 · PermitSingle',
          `domain.verifyingContract: 0x000000000022D473030F116dDEE9F6B43aC78BA3`,
          `domain.chainId: 1`,
          `details.token: ${TOKEN}`,
          'details.amount: 250 USDC',
          `spender: ${ROUTER}`,
          'sigDeadline: 1767225600',
        ],
      }
    case 'approval-unlimited-approve':
      return {
        ...base,
        title: m.SEND_TRANSACTION,
        details: [
          ...send.slice(0, 1),
          fillMessage(m.DECODE_TO, { address: TOKEN }),
          'ERC-20 approve',
          `spender: ${ROUTER}`,
        ],
        warnings: [fillMessage(m.WARN_UNLIMITED_APPROVAL, { spender: ROUTER })],
        simulation: [
          fillMessage(m.SIMULATION_ALLOW_UNLIMITED, { spender: ROUTER, token: 'USDC' }),
          fee,
        ],
      }
    case 'approval-simulation-unavailable':
      return {
        ...base,
        title: m.SEND_TRANSACTION,
        details: [...send, fillMessage(m.DECODE_VALUE, { amount: '0.5', symbol: 'ETH' })],
        simulation: [fillMessage(m.SIMULATION_UNAVAILABLE, { reason: 'Method not found' })],
      }
    case 'approval-revert':
      return {
        ...base,
        title: m.SEND_TRANSACTION,
        details: [...send, fillMessage(m.DECODE_VALUE, { amount: '12', symbol: 'ETH' })],
        warnings: [fillMessage(m.WARN_VALUE_ABOVE_BALANCE, { symbol: 'ETH', balance: '1.2 ETH' })],
        simulation: [fillMessage(m.SIMULATION_REVERTED, { reason: 'insufficient funds' })],
      }
    default:
      return {
        ...base,
        title: m.SEND_TRANSACTION,
        details: [...send, fillMessage(m.DECODE_VALUE, { amount: '0.5', symbol: 'ETH' })],
        simulation: [fillMessage(m.SIMULATION_SEND, { amount: '0.5', asset: 'ETH' }), fee],
      }
  }
}

/** Texts the modal sends for the code field and the Farcaster view (its own catalogue's). */
export type HostTexts = {
  codeLabel: string
  codeSubmit: string
  farcaster: FarcasterQrTexts
}

const ENGLISH_HOST_TEXTS: HostTexts = {
  codeLabel: 'Login code',
  codeSubmit: 'Verify',
  farcaster: {
    qrLabel: 'QR code to sign in with Farcaster',
    openLabel: 'Open in Farcaster',
    copyLabel: 'Copy link',
    copiedLabel: 'Link copied',
    copyFailedLabel: 'Could not copy the link',
  },
}

/**
 * Renders `state` into `root` with the frame's own classes (its answer never comes: a
 * story shows the state, nothing is signed). `hostTexts`: the modal's texts, English default.
 */
export function renderFrameDialog(
  root: HTMLElement,
  state: FrameDialogState,
  hostTexts: HostTexts = ENGLISH_HOST_TEXTS,
): void {
  const pending = () => new Promise<never>(() => {})
  if (state.startsWith('approval-')) {
    void new ApprovalDialog(root).ask(approvalRequest(state))
  } else if (state === 'email-code') {
    new CodeInput(root).show(
      { label: hostTexts.codeLabel, submitLabel: hostTexts.codeSubmit },
      pending,
    )
  } else if (state === 'password-set') {
    void new RecoveryPasswordDialog(root).choose(pending)
  } else if (state === 'password-enter') {
    void new RecoveryPasswordDialog(root).enter(pending)
  } else if (state === 'export-key') {
    // An example key (all ones), never a real one.
    showKeyReveal(root, { address: ACCOUNT, privateKey: `0x${'1'.repeat(64)}` })
  } else {
    new FarcasterQr(root, undefined).show(
      'https://farcaster.xyz/~/siwf?channelToken=example',
      hostTexts.farcaster,
    )
  }
}
