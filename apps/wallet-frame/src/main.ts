import './zod-jitless.js'
import {
  announceFrameLoading,
  FrameEndpoint,
  type FrameHandlers,
  reportFrameConfigError,
} from '@foyer/frame-bridge'
import { AuthClient, type ProjectConfig } from './auth/auth-client.js'
import { loadProofKey } from './auth/proof-key.js'
import { SessionStore } from './auth/session-store.js'
import { loadFrameConfig } from './config.js'
import { FarcasterLogin } from './farcaster/farcaster-login.js'
import { BootRefusal, bootRefusal, projectRefusalCause } from './host/boot-refusal.js'
import { disallowedAncestors, readHostAncestry } from './host/host-ancestry.js'
import { hostSyncHandlers } from './host/host-sync.js'
import { loginMethodsHandler } from './host/login-methods.js'
import { PasskeyLogin } from './passkey/passkey-login.js'
import { passkeyPrf } from './passkey/prf.js'
import { SocialLogin } from './social/social-login.js'
import { ApprovalDialog } from './ui/approval-dialog.js'
import { CodeInput } from './ui/code-input.js'
import { FarcasterQr } from './ui/farcaster-qr.js'
import { focusFirstFieldOnEntry } from './ui/first-field.js'
import { frameMessages } from './ui/messages.js'
import { RecoveryPasswordDialog } from './ui/recovery-password-dialog.js'
import { StepUpDialog } from './ui/step-up-dialog.js'
import { EmbeddedWallet } from './wallet/embedded-wallet.js'
import './styles.css'

/**
 * Boots the frame: reads its own config, learns which page embeds it (every ancestor origin
 * as the browser reports it), asks the auth server whether the project allows the parent, checks
 * every ancestor against the project's allowlist, and only then answers the bridge — from that one
 * origin. The parent hears LOADING at once; a page the frame will not serve gets CONFIG_ERROR
 * with the cause (never a ready event), so the host shows 'Invalid App Configuration' at once.
 */
async function boot(): Promise<void> {
  const status = document.getElementById('status') as HTMLElement
  status.textContent = frameMessages.IDLE
  const projectId = new URLSearchParams(location.search).get('projectId')
  const ancestry = readHostAncestry(location, document.referrer)
  if (window.parent === window || !projectId || !ancestry) return
  const { hostOrigin } = ancestry
  announceFrameLoading(window, hostOrigin)
  try {
    await start(projectId, ancestry)
  } catch (error) {
    if (!(error instanceof BootRefusal)) throw error
    reportFrameConfigError(window, hostOrigin, error.reason)
    console.error(`Foyer wallet frame: Invalid App Configuration: ${error.message}`)
  }
}

/** Checks the configuration and the project, then answers the bridge. */
async function start(
  projectId: string,
  ancestry: NonNullable<ReturnType<typeof readHostAncestry>>,
): Promise<void> {
  const { hostOrigin } = ancestry
  const [config, proofKey] = await Promise.all([
    loadFrameConfig().catch((error: unknown) => {
      throw bootRefusal('frame-config-invalid', error)
    }),
    loadProofKey(),
  ])
  const auth = new AuthClient(config.authUrl, proofKey)
  const scope = { projectId, hostOrigin }
  const project: ProjectConfig = await auth.projectConfig(scope).catch(async (error: unknown) => {
    throw bootRefusal(await projectRefusalCause(error, config.authUrl), error)
  })
  // Every page around the frame must be the project's, not only the parent: a foreign page
  // framing an allowed dapp could cover and restyle the wallet.
  const foreign = disallowedAncestors(ancestry, project.allowedOrigins)
  if (foreign.length > 0) {
    throw bootRefusal('ancestor-not-allowed', new Error(`framed by ${foreign.join(', ')}`))
  }
  const endpoint = new FrameEndpoint({ allowedHostOrigins: [hostOrigin] })
  const sessions = new SessionStore(auth, `foyer-frame-session:${projectId}`)
  const approvalRoot = document.getElementById('approval') as HTMLElement
  const dialog = new ApprovalDialog(approvalRoot)
  const recoveryDialog = new RecoveryPasswordDialog(approvalRoot)
  const stepUpDialog = new StepUpDialog(approvalRoot)
  const codeInput = new CodeInput(document.getElementById('code') as HTMLElement)
  const social = new SocialLogin({
    auth,
    scope,
    window,
    proofKeyKept: proofKey.persistent,
  })
  const farcaster = new FarcasterLogin({ auth, scope })
  const passkeys = new PasskeyLogin({ auth, scope, window, origin: location.origin })
  const farcasterQr = new FarcasterQr(document.getElementById('farcaster') as HTMLElement)
  const wallet = new EmbeddedWallet({
    config,
    scope,
    project,
    auth,
    sessions,
    dialog,
    codeInput,
    endpoint,
    social,
    farcaster,
    passkeys,
    farcasterQr,
    recoveryDialog,
    stepUpDialog,
    // Passkey custody: the recovery share's key comes from the passkey's PRF (RP ID: this host).
    prf: (salt) => passkeyPrf(salt, { rpId: location.hostname }),
  })
  focusFirstFieldOnEntry(window)
  await wallet.restore()
  const handlers: FrameHandlers = {
    ...wallet.handlers(),
    ...loginMethodsHandler(project),
    ...hostSyncHandlers({ projectId, dialog, root: document.documentElement }),
  }
  endpoint.start(handlers)
  Object.defineProperty(window, '__foyerFrameStats', { value: () => endpoint.stats() })
}

boot().catch((error: unknown) => {
  console.error('Foyer wallet frame could not start', error)
})
