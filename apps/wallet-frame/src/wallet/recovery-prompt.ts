import type { FrameEndpoint } from '@foyer/frame-bridge'
import type { Address } from 'viem'
import {
  openWithPasskey,
  openWithPassword,
  type PrfSecret,
  sealKind,
  sealWithPasskey,
  sealWithPassword,
} from '../custody/recovery-seal.js'
import type { Share } from '../custody/shamir.js'
import type { RecoveryUnlock } from '../custody/wallet-custody.js'
import type { RecoveryPasswordDialog } from '../ui/recovery-password-dialog.js'
import { shownAsApproval } from './shown-as-approval.js'

/** The message when a project's custody is `passkey` but the frame has no passkey to ask. */
export const NO_PASSKEY =
  'This wallet is protected by a passkey, which this browser cannot use here'

/** What {@link RecoveryPrompt} needs. */
export type RecoveryPromptDeps = {
  dialog: RecoveryPasswordDialog
  endpoint: Pick<FrameEndpoint, 'emit'>
  /** Runs before the form is shown. */
  beforeShow?: () => void
  /** The user's passkey PRF (passkey custody); absent where the frame has no passkey support. */
  prf?: PrfSecret
}

/**
 * Seals and opens the recovery share with what the user holds. The password is asked in the
 * frame's own form; while it is up, the frame tells the host it needs to be shown (the same
 * events as an approval), so the modal lays the frame over its view.
 */
export class RecoveryPrompt implements RecoveryUnlock {
  constructor(private readonly deps: RecoveryPromptDeps) {}

  seal(mode: 'password' | 'passkey', share: Share, address: Address): Promise<string> {
    if (mode === 'passkey') return sealWithPasskey(share, this.prf(), address)
    return this.shown(() => this.deps.dialog.choose((pw) => sealWithPassword(share, pw, address)))
  }

  open(sealed: string, address: Address): Promise<Share> {
    if (sealKind(sealed) === 'passkey') return openWithPasskey(sealed, this.prf(), address)
    return this.shown(() => this.deps.dialog.enter((pw) => openWithPassword(sealed, pw, address)))
  }

  private prf(): PrfSecret {
    if (!this.deps.prf) throw new Error(NO_PASSKEY)
    return this.deps.prf
  }

  private shown<T>(ask: () => Promise<T>): Promise<T> {
    this.deps.beforeShow?.()
    return shownAsApproval(this.deps.endpoint, 'recovery_password', ask)
  }
}
