import { FrameEndpoint } from '@foyer/frame-bridge'
import { AuthClient } from './auth/auth-client.js'
import { loadProofKey } from './auth/proof-key.js'
import { SessionStore } from './auth/session-store.js'
import { loadFrameConfig } from './config.js'
import { FarcasterLogin } from './farcaster/farcaster-login.js'
import { disallowedAncestors, readHostAncestry } from './host/host-ancestry.js'
import { PasskeyLogin } from './passkey/passkey-login.js'
import { SocialLogin } from './social/social-login.js'
import { ApprovalDialog } from './ui/approval-dialog.js'
import { CodeInput } from './ui/code-input.js'
import { frameMessages } from './ui/messages.js'
import { EmbeddedWallet } from './wallet/embedded-wallet.js'
import './styles.css'

/**
 * Boots the frame: reads its own config, learns which page embeds it (every ancestor origin
 * as the browser reports it), asks the auth server whether the project allows the parent, checks
 * every ancestor against the project's allowlist, and only then answers the bridge — from that one origin. A refused origin gets no ready event,
 * so the host shows 'Invalid App Configuration'.
 */
async function boot(): Promise<void> {
  const status = document.getElementById('status') as HTMLElement
  status.textContent = frameMessages.IDLE
  const projectId = new URLSearchParams(location.search).get('projectId')
  const ancestry = readHostAncestry(location, document.referrer)
  if (window.parent === window || !projectId || !ancestry) return
  const { hostOrigin } = ancestry
  const [config, proofKey] = await Promise.all([loadFrameConfig(), loadProofKey()])
  const auth = new AuthClient(config.authUrl, proofKey)
  const scope = { projectId, hostOrigin }
  const project = await auth.projectConfig(scope)
  // Every page around the frame must be the project's, not only the parent: a foreign page
  // framing an allowed dapp could cover and restyle the wallet.
  const foreign = disallowedAncestors(ancestry, project.allowedOrigins)
  if (foreign.length > 0) throw new Error(`Framed by a page the project does not allow: ${foreign}`)
  const endpoint = new FrameEndpoint({ allowedHostOrigins: [hostOrigin] })
  const sessions = new SessionStore(auth, `foyer-frame-session:${projectId}`)
  const dialog = new ApprovalDialog(document.getElementById('approval') as HTMLElement)
  const codeInput = new CodeInput(document.getElementById('code') as HTMLElement)
  const social = new SocialLogin({ auth, scope, window })
  const farcaster = new FarcasterLogin({ auth, scope })
  const passkeys = new PasskeyLogin({ auth, scope, window, origin: location.origin })
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
  })
  await wallet.restore()
  endpoint.start(wallet.handlers())
  Object.defineProperty(window, '__foyerFrameStats', { value: () => endpoint.stats() })
}

boot().catch((error: unknown) => {
  console.error('Foyer wallet frame could not start', error)
})
