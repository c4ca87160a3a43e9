import { createDecipheriv, createHmac } from 'node:crypto'
import { type AuthServer, startAuthServer } from '@foyer/auth-server'
import { FoyerError } from '@foyer/common'
import { type MailSink, startMailSink } from '@foyer/devstack'
import { type Address, recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthClient, type CustodyMode, type Session } from '../auth/auth-client.js'
import { ProofKey } from '../auth/proof-key.js'
import { confirmMailedDevice, frameFetchFrom, mailedCode } from '../test-utils/frame-test-server.js'
import { connectDevice } from '../wallet/device-confirmation.js'
import type { DeviceShareStore, StoredDevice } from './device-store.js'
import {
  openWithPasskey,
  openWithPassword,
  type PrfSecret,
  sealWithPasskey,
  sealWithPassword,
} from './recovery-seal.js'
import type { Share } from './shamir.js'
import { decodeShare } from './share-codec.js'
import { type RecoveryUnlock, WalletCustody } from './wallet-custody.js'
import { rebuildKey, withSigner, withSolanaSigner } from './wallet-keys.js'

/**
 * The custody table's attacks, against a real auth server: the frame's own custody code
 * creates wallets and enrols devices; the attacker then holds the whole database and every
 * server secret (RECOVERY_KEY, the session signing keys in `server_secrets`) and tries every
 * pair of shares it can read. In `password` and `passkey` modes no pair rebuilds a key; in
 * `operator` mode (custodial, the control) the same attacker does.
 */

const FRAME_ORIGIN = 'http://127.0.0.1:1'
const HOST_ORIGIN = 'https://app.example'
const RECOVERY_KEY = 'cd'.repeat(32)
const PASSWORD = 'correct horse battery staple'
/** Stands in for the passkey's PRF (unit level): HMAC of a fixed 32-byte authenticator secret. */
const AUTHENTICATOR_SECRET = Buffer.alloc(32, 7)
const prf: PrfSecret = async (salt) =>
  new Uint8Array(createHmac('sha256', AUTHENTICATOR_SECRET).update(salt).digest())

const unlock: RecoveryUnlock = {
  seal: (mode, share, address) =>
    mode === 'password'
      ? sealWithPassword(share, PASSWORD, address)
      : sealWithPasskey(share, prf, address),
  open: (sealed, address) =>
    sealed.startsWith('s1.prf.')
      ? openWithPasskey(sealed, prf, address)
      : openWithPassword(sealed, PASSWORD, address),
}

/** What the operator can do with RECOVERY_KEY: AES-256-GCM `v1.iv.tag.body`, user id as AAD. */
function openWithRecoveryKey(text: string, userId: string): string | undefined {
  const [version, iv, tag, body] = text.split('.')
  if (version !== 'v1' || !iv || !tag || body === undefined) return undefined
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(RECOVERY_KEY, 'hex'),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAAD(Buffer.from(userId, 'utf8'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return undefined
  }
}

/** One browser's IndexedDB, in memory (copies in and out, as IndexedDB does). */
function memoryDevices(): DeviceShareStore & { raw: Map<string, StoredDevice> } {
  const raw = new Map<string, StoredDevice>()
  const copy = (d: StoredDevice) => ({ ...d, share: { x: d.share.x, y: d.share.y.slice() } })
  return {
    raw,
    load: async (userId) => {
      const device = raw.get(userId)
      return device && copy(device)
    },
    info: async (userId) => {
      const device = raw.get(userId)
      return device && { address: device.address, deviceId: device.deviceId }
    },
    save: async (userId, device) => void raw.set(userId, copy(device)),
  }
}

describe('who can rebuild a key: database + every server secret', () => {
  let mail: MailSink
  let server: AuthServer
  let time = Date.now()
  beforeAll(async () => {
    mail = await startMailSink(0, 0)
    server = await startAuthServer({
      frameOrigins: [FRAME_ORIGIN],
      projects: {
        password: { allowedOrigins: [HOST_ORIGIN], custody: 'password' },
        passkey: { allowedOrigins: [HOST_ORIGIN], custody: 'passkey' },
        operator: { allowedOrigins: [HOST_ORIGIN], custody: 'operator' },
      },
      smtp: { url: mail.smtpUrl, from: 'login@foyer.test' },
      recoveryKey: RECOVERY_KEY,
      ephemeral: true,
      now: () => time,
      log: () => {},
      rateLimits: { perIpPerMinute: 1000, perEmailPerHour: 1000 },
    })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await mail?.close()
  })

  const frameFetch = frameFetchFrom(FRAME_ORIGIN)

  /** A browser: its own proof key, session and device store, running the frame's custody. */
  async function browser(projectId: CustodyMode, email: string, devices = memoryDevices()) {
    const auth = new AuthClient(server.url, await ProofKey.generate(), frameFetch)
    const scope = { projectId, hostOrigin: HOST_ORIGIN }
    const since = mail.messages.length
    time += 31_000 // past the previous code's cooldown
    await auth.projectConfig(scope) // the new browser learns the server's clock (Date)
    let codeSince = since
    if ((await auth.startEmail(scope, email)).action === 'VERIFY_DEVICE') {
      // A second browser of the user: the mailed link confirms it, then the code comes.
      await confirmMailedDevice(mail, email, since)
      codeSince = mail.messages.length
      await connectDevice(auth, scope, email)
    }
    const session: Session = await auth.verifyEmail(
      scope,
      email,
      await mailedCode(mail, email, codeSince),
    )
    const custody = new WalletCustody({
      auth,
      withToken: (call) => call(session.accessToken),
      devices,
      unlock,
      custody: projectId,
      deviceName: `${email} browser`,
    })
    const address = await custody.afterLogin(session.user.id)
    const sign = async (message: string) => {
      const { device, auth: authShare } = await custody.signingPair(session.user.id)
      return withSigner(device, authShare, address, (account) => account.signMessage({ message }))
    }
    const solanaAddress = async () => {
      const { device, auth: authShare } = await custody.signingPair(session.user.id)
      return withSolanaSigner(device, authShare, address, async (signer) => signer.address)
    }
    return { custody, address, devices, session, sign, solanaAddress }
  }

  /** Everything in the database, with every value the server's secrets can decrypt. */
  async function dumpWithSecrets(): Promise<{ texts: string[]; userIds: string[] }> {
    const sql = server.storage.sql
    const tables = await sql.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public'`,
    )
    const texts: string[] = []
    for (const { table_name } of tables) {
      for (const row of await sql.query(`select * from "${table_name}"`)) {
        for (const value of Object.values(row)) if (typeof value === 'string') texts.push(value)
      }
    }
    const userIds = (await sql.query<{ id: string }>('select id from users')).map((r) => r.id)
    for (const text of [...texts]) {
      for (const userId of userIds) {
        const opened = openWithRecoveryKey(text, userId)
        if (opened !== undefined) texts.push(opened)
      }
    }
    return { texts, userIds }
  }

  /** Every pair of shares the attacker can decode, tried against every wallet's address. */
  function rebuiltKeys(texts: string[], addresses: Address[]): number {
    const shares: Share[] = []
    for (const text of texts) {
      try {
        shares.push(decodeShare(text))
      } catch {}
    }
    expect(shares.length).toBeGreaterThan(0)
    let rebuilt = 0
    for (const a of shares) {
      for (const b of shares) {
        if (a === b || a.x === b.x) continue
        for (const address of addresses) {
          try {
            rebuildKey(a, b, address).fill(0)
            rebuilt += 1
          } catch {}
        }
      }
    }
    return rebuilt
  }

  it('the Solana key: one per user and per project, the same on every device of the wallet', {
    timeout: 120_000,
  }, async () => {
    const email = 'solana-user@example.com'
    // Each browser's clock follows the (fake) server clock when it logs in: asked right away.
    const laptop = await browser('operator', email)
    const solana = await laptop.solanaAddress()
    expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await laptop.solanaAddress()).toBe(solana) // deterministic: reload, same address
    const phone = await browser('operator', email) // a new device, from the recovery pair
    expect(await phone.solanaAddress()).toBe(solana)
    const otherProject = await browser('password', email)
    expect(await otherProject.solanaAddress()).not.toBe(solana)
    const otherUser = await browser('operator', 'solana-other@example.com')
    expect(await otherUser.solanaAddress()).not.toBe(solana)
    // Nothing the server stores is the Solana address's key or names it (derived in the frame).
    const { texts } = await dumpWithSecrets()
    expect(texts.some((text) => text.includes(solana))).toBe(false)
  })

  it('password and passkey modes: no pair of what the database and secrets hold is a key', {
    timeout: 120_000,
  }, async () => {
    const addresses: Address[] = []
    for (const mode of ['password', 'passkey'] as const) {
      const laptop = await browser(mode, `${mode}-user@example.com`)
      // A second browser of the same user: a new device from the recovery pair.
      const phone = await browser(mode, `${mode}-user@example.com`)
      expect(phone.address).toBe(laptop.address)
      addresses.push(laptop.address)
    }
    const { texts } = await dumpWithSecrets()
    expect(rebuiltKeys(texts, addresses)).toBe(0)
    // The sealed halves are there, but only as seals.
    expect(texts.some((text) => text.startsWith('s1.scrypt.17.8.1.'))).toBe(true)
    expect(texts.some((text) => text.startsWith('s1.prf.'))).toBe(true)
  })

  it('operator mode (custodial, the control): the same attacker rebuilds the key', {
    timeout: 60_000,
  }, async () => {
    const user = await browser('operator', 'operator-user@example.com')
    // The user on a new device: the service opens the recovery share for a fresh login.
    const phone = await browser('operator', 'operator-user@example.com')
    expect(phone.address).toBe(user.address)
    const { texts } = await dumpWithSecrets()
    expect(rebuiltKeys(texts, [user.address])).toBeGreaterThan(0)
  })

  it('a revoked device cannot sign; the other device still signs; a new login re-enrols', {
    timeout: 60_000,
  }, async () => {
    const laptop = await browser('password', 'revoke@example.com')
    const phone = await browser('password', 'revoke@example.com')
    const signed = await phone.sign('before')
    expect(await recoverMessageAddress({ message: 'before', signature: signed })).toBe(
      phone.address,
    )
    const phoneId = await phone.custody.deviceId(phone.session.user.id)
    await laptop.custody.revokeDevice(phoneId as string)
    await expect(phone.sign('after')).rejects.toBeInstanceOf(FoyerError)
    // The phone's local share with any share the server still holds: no key.
    const { texts } = await dumpWithSecrets()
    const local = [...phone.devices.raw.values()][0] as StoredDevice
    const held = texts.flatMap((text) => {
      try {
        return [decodeShare(text)]
      } catch {
        return []
      }
    })
    for (const share of held) {
      if (share.x === local.share.x) continue
      expect(() => rebuildKey(local.share, share, phone.address)).toThrow()
    }
    const stillSigns = await laptop.sign('still')
    expect(await recoverMessageAddress({ message: 'still', signature: stillSigns })).toBe(
      laptop.address,
    )
    expect((await laptop.custody.listDevices()).devices.map((d) => d.name)).toEqual([
      'revoke@example.com browser',
    ])
    // The user, with the recovery password, enrols the phone again after a fresh login.
    const again = await browser('password', 'revoke@example.com', phone.devices)
    expect(await recoverMessageAddress({ message: 'x', signature: await again.sign('x') })).toBe(
      laptop.address,
    )
  })

  it('a wrong recovery password opens nothing, and costs nothing', {
    timeout: 60_000,
  }, async () => {
    const owner = await browser('password', 'wrong@example.com')
    const sealed = await sealWithPassword(
      { x: 3, y: new Uint8Array(32).fill(1) },
      PASSWORD,
      owner.address,
    )
    await expect(openWithPassword(sealed, 'not the password', owner.address)).rejects.toThrow(
      'That recovery password does not open this wallet',
    )
    // A seal moved to another wallet does not open either (bound to the address).
    await expect(
      openWithPassword(sealed, PASSWORD, '0x000000000000000000000000000000000000dEaD'),
    ).rejects.toThrow('That recovery password does not open this wallet')
  })
})
