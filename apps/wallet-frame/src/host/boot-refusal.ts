import type { FrameConfigErrorCause } from '@foyer/frame-bridge'
import { AuthApiError } from '../auth/auth-client.js'

/**
 * Why the frame will not serve the page that embeds it (SPEC §8 'Invalid App Configuration').
 * main.ts reports `reason` to the parent (CONFIG_ERROR) and logs the message in the frame's console.
 */
export class BootRefusal extends Error {
  constructor(
    readonly reason: FrameConfigErrorCause,
    message: string,
  ) {
    super(message)
    this.name = 'BootRefusal'
  }
}

/** What each cause means for whoever set the deployment up (the frame's console line). */
export const BOOT_REFUSAL_HINTS: Readonly<Record<FrameConfigErrorCause, string>> = {
  'host-not-allowed':
    "the auth service refused this page's origin for the project: the project id is unknown, or the origin is not in its allowed origins (auth service --project / PROJECTS)",
  'ancestor-not-allowed':
    'a page around this one is not in the project’s allowed origins (every framing page must be)',
  'frame-origin-refused':
    "the auth service refused the wallet frame's own origin: add it to the auth service's --frame-origin / FRAME_ORIGINS",
  'auth-unreachable':
    "the auth service named in the frame's /frame-config.json did not answer (is it running, and is authUrl right?)",
  'frame-config-invalid':
    "the wallet frame's /frame-config.json is missing or invalid (it must name authUrl and the networks)",
}

/** A refusal with the hint of `cause` and, for the log, what failed. */
export function bootRefusal(cause: FrameConfigErrorCause, failure?: unknown): BootRefusal {
  const detail = failure instanceof Error ? ` (${failure.message})` : ''
  return new BootRefusal(cause, `${BOOT_REFUSAL_HINTS[cause]}${detail}`)
}

/**
 * Why asking the auth service for the project failed. A 403 is the project refusing the page.
 * A request that never got an answer is told apart with a `no-cors` GET of `/health`: it
 * reaches a running server whatever its CORS rules (the answer stays opaque), so a server that
 * answers it refused this frame's origin, and one that does not is unreachable.
 */
export async function projectRefusalCause(
  failure: unknown,
  authUrl: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<FrameConfigErrorCause> {
  if (failure instanceof AuthApiError) {
    return failure.status === 403 ? 'host-not-allowed' : 'auth-unreachable'
  }
  try {
    await fetchImpl(new URL('/health', authUrl), {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
    })
    return 'frame-origin-refused'
  } catch {
    return 'auth-unreachable'
  }
}
