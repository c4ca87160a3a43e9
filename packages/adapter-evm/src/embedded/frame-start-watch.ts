import { FoyerError } from '@foyer/common'
import type { FrameBridge, FrameConfigErrorCause } from '@foyer/frame-bridge'

/**
 * How long after the frame's page loaded its LOADING event may take (it is posted by the
 * frame's first script, before the page's load event, so only a frame that did not render
 * misses it).
 */
export const FRAME_SILENCE_MS = 3_000

/** Why the frame does not serve the page: a cause the frame reported, or none heard at all. */
export type FrameStartFailure = FrameConfigErrorCause | 'frame-not-rendered'

/** What the developer reads in the console for each failure (SPEC §8 'Invalid App Configuration'). */
export const FRAME_START_HINTS: Readonly<Record<FrameStartFailure, string>> = {
  'host-not-allowed':
    "the auth service refused this page's origin for the project id: the project is unknown, or this origin is not in its allowed origins",
  'ancestor-not-allowed': 'a page that frames this one is not in the project’s allowed origins',
  'frame-origin-refused':
    "the auth service refused the wallet frame's origin: add it to the auth service's FRAME_ORIGINS",
  'auth-unreachable': "the wallet frame's auth service did not answer",
  'frame-config-invalid': "the wallet frame's /frame-config.json is missing or invalid",
  'frame-not-rendered':
    "the wallet frame did not start under this page: the auth service does not know the project id, or this page's origin is not in the project's allowed origins (the frame's frame-ancestors then refuses it), or services.embeddedWallet is not the frame's URL",
}

/** Where the frame was loaded, named in the console line. */
export interface FrameStartContext {
  frameOrigin: string
  projectId: string
  /** This page's origin. */
  pageOrigin: string
}

/**
 * Watches the frame start: a CONFIG_ERROR from the frame, or a page load with no LOADING event
 * ever heard within {@link FRAME_SILENCE_MS}, fails it at once with 'Invalid App Configuration' (its cause in
 * the console) instead of letting every login wait for a ready event that never comes.
 */
export class FrameStartWatch {
  private announced = 0
  private failure: FoyerError<'APP_CONFIGURATION_INVALID'> | undefined
  private rejectFailed: ((error: unknown) => void) | undefined
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()
  /** Rejects with the failure once there is one; never resolves. */
  readonly failed: Promise<never>

  constructor(
    iframe: HTMLIFrameElement,
    bridge: FrameBridge,
    private readonly context: FrameStartContext,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {
    this.failed = new Promise<never>((_, reject) => {
      this.rejectFailed = reject
    })
    this.failed.catch(() => undefined)
    bridge.on('LOADING', () => {
      this.announced += 1
    })
    bridge.on('CONFIG_ERROR', ({ cause }) => this.fail(cause))
    iframe.addEventListener('load', () => this.onLoad())
  }

  /** The failure, once the frame reported or showed one. */
  get error(): FoyerError<'APP_CONFIGURATION_INVALID'> | undefined {
    return this.failure
  }

  /** Stops the timers (the session is going away). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
  }

  private onLoad(): void {
    // Only the first start is watched: a frame that announced itself once did render here.
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      if (this.announced === 0) this.fail('frame-not-rendered')
    }, FRAME_SILENCE_MS)
    this.timers.add(timer)
  }

  private fail(cause: FrameStartFailure): void {
    if (this.failure) return
    const { frameOrigin, projectId, pageOrigin } = this.context
    const hint = `${FRAME_START_HINTS[cause]} (project ${JSON.stringify(projectId)}, page ${pageOrigin}, frame ${frameOrigin})`
    this.failure = new FoyerError('APP_CONFIGURATION_INVALID', { values: { cause }, details: hint })
    this.log(`[foyer] Invalid App Configuration: ${hint}`)
    this.stop()
    this.rejectFailed?.(this.failure)
  }
}
