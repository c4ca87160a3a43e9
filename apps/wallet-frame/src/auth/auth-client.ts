import * as z from 'zod/mini'
import type {
  CustodyMode,
  PasskeyList,
  ProjectConfig,
  Session,
  StepUpMethod,
  WalletDevice,
} from './auth-answers.js'
import {
  AuthApiError,
  address,
  custodyModeSchema,
  deviceSchema,
  deviceStatusSchema,
  emailStartSchema,
  errorSchema,
  NOT_JSON,
  passkeyListSchema,
  projectConfigSchema,
  sessionSchema,
  stepUpMethodsSchema,
  stepUpProofSchema,
  webauthnJson,
} from './auth-answers.js'
import type { ProofSigner } from './proof-key.js'

/**
 * The auth server's HTTP API as the frame uses it (AUTH-API.md), every answer zod-parsed.
 * Errors carry the server's `{ error: { code, message } }`: the message verbatim (e.g. 'Please
 * try again after 12 seconds') and the code.
 * Every request carries a `DPoP` proof of the frame's key; session tokens go as
 * `Authorization: DPoP <token>` (RFC 9449), so they are useless anywhere but in this frame.
 */

export type {
  AuthUser,
  CustodyMode,
  PasskeyList,
  ProjectConfig,
  Session,
  StepUpMethod,
  WalletDevice,
} from './auth-answers.js'
export { AuthApiError, needsStepUp, STEP_UP_REQUIRED } from './auth-answers.js'

/** What every project-scoped call carries. */
export type ProjectScope = { projectId: string; hostOrigin: string }

/** A client of one auth server. */
export class AuthClient {
  constructor(
    private readonly baseUrl: string,
    private readonly signer: ProofSigner,
    private readonly fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  ) {}

  private async call<T>(
    method: string,
    path: string,
    schema: z.ZodMiniType<T> | undefined,
    options: { body?: unknown; token?: string; channelToken?: string; stepUp?: string } = {},
  ): Promise<T> {
    const url = new URL(path, this.baseUrl)
    const headers: Record<string, string> = {
      dpop: await this.signer.proof(method, url, options.token),
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.token) headers.authorization = `DPoP ${options.token}`
    if (options.stepUp) headers['foyer-step-up'] = options.stepUp
    // The Farcaster relay API names a channel by a bearer token (its clients are third parties).
    if (options.channelToken) headers.authorization = `Bearer ${options.channelToken}`
    const response = await this.fetchImpl(url, {
      method,
      headers,
      credentials: 'omit',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const date = response.headers.get('date')
    if (date) this.signer.syncClock(Date.parse(date))
    // Only a 204 has no body: a body that is not JSON fails every schema, an optional one too.
    const json: unknown =
      response.status === 204 ? undefined : await response.json().catch(() => NOT_JSON)
    if (!response.ok) {
      const error = errorSchema.safeParse(json)
      if (!error.success) {
        throw new AuthApiError(`HTTP status code: ${response.status}`, response.status)
      }
      throw new AuthApiError(error.data.error.message, response.status, error.data.error.code)
    }
    if (!schema) return undefined as T
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new AuthApiError('An error occurred', response.status)
    return parsed.data
  }

  /** The project's allowlist and account answers; 403 'Invalid App Configuration' if `hostOrigin` is not allowed. */
  projectConfig({ projectId, hostOrigin }: ProjectScope): Promise<ProjectConfig> {
    const query = new URLSearchParams({ hostOrigin })
    return this.call(
      'GET',
      `/v1/projects/${encodeURIComponent(projectId)}/config?${query}`,
      projectConfigSchema,
    )
  }

  /** Sends a login code to `email`, or (a new browser of a known user) a link confirming it. */
  startEmail(scope: ProjectScope, email: string) {
    return this.call('POST', '/v1/email/start', emailStartSchema, { body: { ...scope, email } })
  }

  /** Whether the mailed link confirmed this frame's key; once it did, the code is sent. */
  deviceStatus(scope: ProjectScope, email: string) {
    return this.call('POST', '/v1/email/device/status', deviceStatusSchema, {
      body: { ...scope, email },
    })
  }

  /** Exchanges the emailed code for a session. */
  verifyEmail(scope: ProjectScope, email: string, otp: string): Promise<Session> {
    return this.call('POST', '/v1/email/verify', sessionSchema, { body: { ...scope, email, otp } })
  }

  /** Where to send the user for a social login (bound to this frame's key: `dpopJkt`). */
  socialAuthorizeUrl(scope: ProjectScope, provider: string, redirectUri: string): string {
    const query = new URLSearchParams({ ...scope, redirectUri, dpopJkt: this.signer.jkt })
    return new URL(
      `/v1/social/${encodeURIComponent(provider)}/authorize?${query}`,
      this.baseUrl,
    ).toString()
  }

  /** Exchanges a social login's one-time code for a session. */
  exchangeSocial(scope: ProjectScope, loginCode: string): Promise<Session> {
    return this.call('POST', '/v1/social/exchange', sessionSchema, {
      body: { ...scope, loginCode },
    })
  }

  /** Opens a Sign In With Farcaster channel (the relay API `@farcaster/auth-client` uses). */
  createFarcasterChannel(body: { siweUri: string; domain: string }) {
    return this.call(
      'POST',
      '/v1/channel',
      z.object({ channelToken: z.string(), url: z.url(), nonce: z.string() }),
      { body },
    )
  }

  /** A channel's state: pending until the Farcaster client approved. */
  farcasterChannelStatus(channelToken: string) {
    return this.call(
      'GET',
      '/v1/channel/status',
      z.object({ state: z.enum(['pending', 'completed']) }),
      { channelToken },
    )
  }

  /** Exchanges an approved channel for a session of the FID's user. */
  exchangeFarcaster(scope: ProjectScope, channelToken: string): Promise<Session> {
    return this.call('POST', '/v1/farcaster/session', sessionSchema, {
      body: { ...scope, channelToken },
    })
  }

  /** A fresh session for a refresh token (which is used up). */
  refresh(refreshToken: string): Promise<Session> {
    return this.call('POST', '/v1/session/refresh', sessionSchema, { body: { refreshToken } })
  }

  /** Revokes the session. */
  signOut(token: string): Promise<void> {
    return this.call('POST', '/v1/session/signout', undefined, { token })
  }

  /** The address of the user's wallet, or null before one exists. */
  async walletAddress(token: string): Promise<string | null> {
    const user = await this.call('GET', '/v1/user', z.object({ address: z.nullable(address) }), {
      token,
    })
    return user.address
  }

  /**
   * Stores a new wallet: the first device's auth share and the recovery pair (its user half
   * sealed in non-custodial modes), once per user. Answers the device's id.
   */
  putWallet(
    token: string,
    body: {
      address: string
      authShare: string
      recoveryAuthShare: string
      recoveryShare: string
      deviceName: string
    },
  ): Promise<{ deviceId: string }> {
    return this.call('PUT', '/v1/wallet', z.object({ deviceId: z.string() }), { token, body })
  }

  /**
   * This device's auth share (its last use is recorded), or undefined when the device was
   * removed from the wallet (revoked) or the user has no wallet (an empty 204; older servers
   * answer 404).
   */
  async authShare(
    token: string,
    deviceId: string,
  ): Promise<{ address: string; authShare: string } | undefined> {
    try {
      return await this.call(
        'GET',
        `/v1/wallet/auth-share?${new URLSearchParams({ deviceId })}`,
        z.optional(z.object({ address, authShare: z.string() })),
        { token },
      )
    } catch (error) {
      if (error instanceof AuthApiError && (error.status === 404 || error.status === 410)) {
        return undefined
      }
      throw error
    }
  }

  /** The recovery pair (only for a fresh login: the verify-device step; a step-up proof if asked). */
  recoveryShare(token: string, stepUp?: string) {
    return this.call(
      'POST',
      '/v1/wallet/recovery-share',
      z.object({
        address,
        custody: custodyModeSchema,
        recoveryAuthShare: z.string(),
        recoveryShare: z.string(),
      }),
      { token, stepUp },
    )
  }

  /** Enrols this browser as a device of the wallet (right after the verify-device step). */
  enrolDevice(token: string, body: { authShare: string; deviceName: string }) {
    return this.call('POST', '/v1/wallet/devices', z.object({ deviceId: z.string() }), {
      token,
      body,
    })
  }

  /** The wallet's custody mode (as it was created) and its devices, oldest first. */
  devices(token: string): Promise<{ custody: CustodyMode; devices: WalletDevice[] }> {
    return this.call(
      'GET',
      '/v1/wallet/devices',
      z.object({ custody: custodyModeSchema, devices: z.array(deviceSchema) }),
      { token },
    )
  }

  /** Deletes a device's auth share: that browser's share is useless from now on (step-up). */
  revokeDevice(token: string, deviceId: string, stepUp?: string): Promise<void> {
    return this.call(
      'POST',
      `/v1/wallet/devices/${encodeURIComponent(deviceId)}/revoke`,
      undefined,
      { token, stepUp },
    )
  }

  /** Creation options of a passkey sign-up (a new user), bound to this frame's key. */
  passkeyRegisterOptions(scope: ProjectScope) {
    return this.call('POST', '/v1/passkey/register/options', webauthnJson, { body: scope })
  }

  /** Redeems a passkey sign-up's answer: a session of the new user. */
  passkeyRegister(scope: ProjectScope, response: Record<string, unknown>): Promise<Session> {
    return this.call('POST', '/v1/passkey/register/verify', sessionSchema, {
      body: { ...scope, response },
    })
  }

  /** Request options of a passkey login, bound to this frame's key. */
  passkeyLoginOptions(scope: ProjectScope) {
    return this.call('POST', '/v1/passkey/login/options', webauthnJson, { body: scope })
  }

  /** Redeems a passkey login's answer: a session of the passkey's user. */
  passkeyLogin(scope: ProjectScope, response: Record<string, unknown>): Promise<Session> {
    return this.call('POST', '/v1/passkey/login/verify', sessionSchema, {
      body: { ...scope, response },
    })
  }

  /** Creation options of a passkey added to the signed-in account (step-up if it has a factor). */
  passkeyAddOptions(token: string, stepUp?: string) {
    return this.call('POST', '/v1/passkey/add/options', webauthnJson, { token, stepUp })
  }

  /** Stores the passkey the signed-in user just made. */
  passkeyAdd(token: string, response: Record<string, unknown>) {
    return this.call('POST', '/v1/passkey/add/verify', z.object({ credentialId: z.string() }), {
      token,
      body: { response },
    })
  }

  /** Request options of a fresh check with one of the signed-in user's passkeys (step-up). */
  passkeyStepUpOptions(token: string) {
    return this.call('POST', '/v1/passkey/step-up/options', webauthnJson, { token })
  }

  /** Redeems a step-up's answer (single use): the step-up proof of this session and key. */
  passkeyStepUp(token: string, response: Record<string, unknown>) {
    return this.call(
      'POST',
      '/v1/passkey/step-up/verify',
      z.object({ verified: z.literal(true), stepUpToken: z.string() }),
      {
        token,
        body: { response },
      },
    )
  }

  /** The second factors the signed-in user can step up with. */
  async stepUpMethods(token: string): Promise<StepUpMethod[]> {
    return (await this.call('GET', '/v1/step-up', stepUpMethodsSchema, { token })).methods
  }

  /** Redeems a step-up proof before signing above the project's value (single use). */
  redeemStepUp(token: string, stepUp: string): Promise<void> {
    return this.call('POST', '/v1/step-up/redeem', undefined, { token, stepUp })
  }

  /** Redeems a step-up proof before the export popup shows the key (single use). */
  redeemExport(token: string, stepUp: string): Promise<void> {
    return this.call('POST', '/v1/wallet/export', undefined, { token, stepUp })
  }

  /** Mails a step-up code to the account's email (a user with no second factor). */
  emailStepUpStart(token: string): Promise<void> {
    return this.call('POST', '/v1/step-up/email/start', undefined, { token })
  }

  /** The emailed code for a step-up proof (single use, this frame key only). */
  async emailStepUp(token: string, code: string): Promise<string> {
    const body = { code }
    const proof = await this.call('POST', '/v1/step-up/email/verify', stepUpProofSchema, {
      token,
      body,
    })
    return proof.stepUpToken
  }

  /** A new authenticator-app secret: its `otpauth://` URI (drawn in the frame only). */
  async totpSetup(token: string, stepUp?: string): Promise<string> {
    const answer = await this.call('POST', '/v1/totp/setup', z.object({ uri: z.string() }), {
      token,
      stepUp,
    })
    return answer.uri
  }

  /** Confirms the authenticator app with its first code. */
  async totpConfirm(token: string, code: string): Promise<StepUpMethod[]> {
    return (
      await this.call('POST', '/v1/totp/confirm', stepUpMethodsSchema, {
        token,
        body: { code },
      })
    ).methods
  }

  /** An authenticator-app code for a step-up proof (single use). */
  async totpStepUp(token: string, code: string): Promise<string> {
    return (
      await this.call('POST', '/v1/totp/step-up', stepUpProofSchema, { token, body: { code } })
    ).stepUpToken
  }

  /** The signed-in user's passkeys. */
  async passkeys(token: string): Promise<PasskeyList> {
    return (await this.call('GET', '/v1/passkeys', passkeyListSchema, { token })).passkeys
  }

  /** Starts an email change (step-up if the user has a factor): a code goes to the current address. */
  updateEmailStart(token: string, newEmail: string, stepUp?: string): Promise<void> {
    return this.call('POST', '/v1/email/update/start', undefined, {
      token,
      body: { newEmail },
      stepUp,
    })
  }

  /** Confirms the current address's code: a code goes to the new address. */
  updateEmailPrimary(token: string, otp: string): Promise<void> {
    return this.call('POST', '/v1/email/update/primary', undefined, { token, body: { otp } })
  }

  /** Confirms the new address's code. */
  updateEmailSecondary(token: string, otp: string) {
    return this.call('POST', '/v1/email/update/secondary', z.object({ email: z.string() }), {
      token,
      body: { otp },
    })
  }
}
