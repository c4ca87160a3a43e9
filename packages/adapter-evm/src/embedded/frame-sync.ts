import type { SupportedLocale } from '@foyer/common'
import type { FrameDappData, FrameThemeSync } from '@foyer/core'
import type { DappMetadata, FrameBridge, FrameRequestPayload } from '@foyer/frame-bridge'
import { frameThemePayload } from './frame-theme-payload.js'

/** The requests that keep the frame in step with the host: theme, locale, app data. */
type FrameSyncType = 'SYNC_THEME' | 'SYNC_LOCALE' | 'SYNC_DAPP_DATA'

/** The longest app name the frame takes. */
const MAX_NAME_LENGTH = 100

/** `value` when it is an absolute http(s) URL the frame accepts, else undefined. */
function webUrl(value: string | undefined): string | undefined {
  if (!value || value.length > 2000) return undefined
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:' ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * What the frame accepts of the app's metadata: its name (cut to 100 characters), url and
 * first icon when they are web URLs (a data: icon or a relative path is left out, rather than
 * the whole sync refused); undefined without a name.
 */
export function frameMetadata(data: FrameDappData): DappMetadata | undefined {
  const name = data.name.trim().slice(0, MAX_NAME_LENGTH)
  if (!name) return undefined
  const url = webUrl(data.url)
  const icon = webUrl(data.icons[0])
  return { name, ...(url ? { url } : {}), ...(icon ? { icon } : {}) }
}

/**
 * The host's latest theme, locale and app data for the frame (SPEC §7): each sent once the
 * frame is ready, and all sent again after the frame reloads. A failed sync leaves the frame
 * as it was (its own theme, English): logged, never thrown.
 */
export class FrameSync {
  private readonly latest = new Map<FrameSyncType, unknown>()

  constructor(
    private readonly ready: () => Promise<void>,
    private readonly bridge: FrameBridge,
    private readonly projectId: string,
  ) {}

  /** The modal's theme, in Foyer's and AppKit's names: the frame applies what keeps it readable. */
  theme(theme: FrameThemeSync): void {
    this.send('SYNC_THEME', frameThemePayload(theme))
  }

  /** The modal's locale: the frame's dialogs follow it. */
  locale(locale: SupportedLocale): void {
    this.send('SYNC_LOCALE', { locale })
  }

  /** The app's data (SYNC_DAPP_DATA): approvals name the app beside the verified origin. */
  dappData(data: FrameDappData): void {
    const metadata = frameMetadata(data)
    this.send('SYNC_DAPP_DATA', {
      projectId: this.projectId,
      sdkType: data.sdkType,
      sdkVersion: data.sdkVersion,
      ...(metadata ? { metadata } : {}),
    })
  }

  /** Sends every kept payload again (the frame reloaded and lost them). */
  resend(): void {
    for (const [type, payload] of [...this.latest]) this.send(type, payload as never)
  }

  private send<T extends FrameSyncType>(type: T, payload: FrameRequestPayload<T>): void {
    this.latest.set(type, payload)
    void this.ready()
      .then(() => this.bridge.request(type, payload))
      .catch((error: unknown) =>
        console.warn(`[foyer] the wallet frame did not take ${type}`, error),
      )
  }
}
