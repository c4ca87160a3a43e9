import { FoyerError } from '@foyer/common'
import { type Address, getAddress } from 'viem'
import type { AuthClient, CustodyMode, WalletDevice } from '../auth/auth-client.js'
import type { DeviceShareStore } from './device-store.js'
import type { Share } from './shamir.js'
import { decodeShare, encodeShare } from './share-codec.js'
import { createWalletShares, enrolDevice } from './wallet-keys.js'

/**
 * How the user's half of the recovery pair is sealed and opened in a non-custodial mode: the
 * frame asks the user (a recovery password typed into the frame, or the passkey).
 */
export interface RecoveryUnlock {
  /** Sign-up: seals the recovery share for the first time (asks to set a password). */
  seal(mode: Exclude<CustodyMode, 'operator'>, share: Share, address: Address): Promise<string>
  /** A new device: opens the sealed share (asks for the password until it opens, or throws). */
  open(sealed: string, address: Address): Promise<Share>
}

/** What {@link WalletCustody} needs. */
export type WalletCustodyDeps = {
  auth: AuthClient
  /** Runs a call with a fresh access token of the current session. */
  withToken<T>(call: (token: string) => Promise<T>): Promise<T>
  devices: DeviceShareStore
  unlock: RecoveryUnlock
  /** The project's mode, used when the wallet is created. */
  custody: CustodyMode
  /** This browser's name in the device list ('Chrome on macOS'). */
  deviceName: string
  /**
   * Runs a call the server guards with step-up (the recovery share, revoking a device): again
   * with a proof of a fresh check when the server asks for one. Default: the call as it is.
   */
  stepUp?<T>(call: (proof: string | undefined) => Promise<T>): Promise<T>
}

/**
 * The key shares' life in the frame: a new wallet (first device + recovery pair), a new
 * device after a fresh login (recovery pair → key → this device's own polynomial), and the
 * pair a signature needs (this device's local share + its auth share on the server).
 */
export class WalletCustody {
  constructor(private readonly deps: WalletCustodyDeps) {}

  /**
   * After a login: creates the wallet, or enrols this browser when it has no device of it (or
   * its device was revoked). Answers the wallet's address.
   */
  async afterLogin(userId: string): Promise<Address> {
    const { auth, withToken, devices } = this.deps
    const existing = await withToken((token) => auth.walletAddress(token))
    if (!existing) return this.create(userId)
    const address = getAddress(existing)
    const local = await devices.info(userId)
    if (local && local.address.toLowerCase() === address.toLowerCase()) {
      const enrolled = await withToken((token) => auth.authShare(token, local.deviceId))
      if (enrolled) return address
    }
    await this.enrol(userId, address)
    return address
  }

  /** The address of a wallet this browser can still sign for, or undefined. */
  async restore(userId: string): Promise<Address | undefined> {
    const local = await this.deps.devices.info(userId)
    if (!local) return undefined
    const stored = await this.deps.withToken((token) =>
      this.deps.auth.authShare(token, local.deviceId),
    )
    if (!stored || stored.address.toLowerCase() !== local.address.toLowerCase()) return undefined
    return getAddress(stored.address)
  }

  /**
   * This device's pair for one signature; the caller zeroes both shares.
   *
   * @throws {FoyerError} NO_ACCOUNTS_FOUND when this browser has no device, or it was revoked.
   */
  async signingPair(userId: string): Promise<{ device: Share; auth: Share }> {
    const local = await this.deps.devices.load(userId)
    if (!local) throw new FoyerError('NO_ACCOUNTS_FOUND')
    const stored = await this.deps.withToken((token) =>
      this.deps.auth.authShare(token, local.deviceId),
    )
    if (!stored) {
      local.share.y.fill(0)
      throw new FoyerError('NO_ACCOUNTS_FOUND')
    }
    return { device: local.share, auth: decodeShare(stored.authShare) }
  }

  /** This browser's device id for `userId`, if it has one. */
  async deviceId(userId: string): Promise<string | undefined> {
    return (await this.deps.devices.info(userId))?.deviceId
  }

  /** The wallet's custody mode and devices. */
  listDevices(): Promise<{ custody: CustodyMode; devices: WalletDevice[] }> {
    return this.deps.withToken((token) => this.deps.auth.devices(token))
  }

  /** Revokes a device: its auth share is deleted on the server (after a step-up if asked). */
  revokeDevice(deviceId: string): Promise<void> {
    return this.guarded((proof) =>
      this.deps.withToken((token) => this.deps.auth.revokeDevice(token, deviceId, proof)),
    )
  }

  private guarded<T>(call: (proof: string | undefined) => Promise<T>): Promise<T> {
    return this.deps.stepUp ? this.deps.stepUp(call) : call(undefined)
  }

  private async create(userId: string): Promise<Address> {
    const { auth, withToken, devices, unlock, custody, deviceName } = this.deps
    const wallet = createWalletShares()
    try {
      const recoveryShare =
        custody === 'operator'
          ? encodeShare(wallet.recovery)
          : await unlock.seal(custody, wallet.recovery, wallet.address)
      const { deviceId } = await withToken((token) =>
        auth.putWallet(token, {
          address: wallet.address,
          authShare: encodeShare(wallet.auth),
          recoveryAuthShare: encodeShare(wallet.recoveryAuth),
          recoveryShare,
          deviceName,
        }),
      )
      await devices.save(userId, { address: wallet.address, deviceId, share: wallet.device })
      return wallet.address
    } finally {
      for (const share of [wallet.device, wallet.auth, wallet.recoveryAuth, wallet.recovery]) {
        share.y.fill(0)
      }
    }
  }

  private async enrol(userId: string, address: Address): Promise<void> {
    const { auth, withToken, devices, unlock, deviceName } = this.deps
    const answer = await this.guarded((proof) =>
      withToken((token) => auth.recoveryShare(token, proof)),
    )
    const recoveryAuth = decodeShare(answer.recoveryAuthShare)
    const recovery =
      answer.custody === 'operator'
        ? decodeShare(answer.recoveryShare)
        : await unlock.open(answer.recoveryShare, address)
    try {
      const pair = enrolDevice(recoveryAuth, recovery, address)
      try {
        const { deviceId } = await withToken((token) =>
          auth.enrolDevice(token, { authShare: encodeShare(pair.auth), deviceName }),
        )
        await devices.save(userId, { address, deviceId, share: pair.device })
      } finally {
        pair.auth.y.fill(0)
        pair.device.y.fill(0)
      }
    } finally {
      recoveryAuth.y.fill(0)
      recovery.y.fill(0)
    }
  }
}
