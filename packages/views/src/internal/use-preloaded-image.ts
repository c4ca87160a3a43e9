import { IMAGE_PRELOAD_TIMEOUT_MS } from '@foyer/common'
import { useEffect, useState } from 'react'

/** How an image preload ended. */
export type PreloadStatus = 'loading' | 'loaded' | 'failed'

/**
 * Preloads an image and reports when it may be shown: `'loaded'` once the browser has it,
 * `'failed'` when it errors or is not there within `timeoutMs` (SPEC §9: 2 s); a late load
 * is then ignored, so a slow image server never makes the list jump. Without a source, or
 * on a server, the status is `'failed'`.
 */
export function usePreloadedImage(
  src: string | undefined,
  timeoutMs: number = IMAGE_PRELOAD_TIMEOUT_MS,
): PreloadStatus {
  const canLoad = Boolean(src) && typeof Image !== 'undefined'
  const [result, setResult] = useState<{ src: string; status: PreloadStatus } | undefined>()
  useEffect(() => {
    if (!src || typeof Image === 'undefined') return
    let settled = false
    const settle = (status: PreloadStatus) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      setResult({ src, status })
    }
    const image = new Image()
    const timer = setTimeout(() => settle('failed'), timeoutMs)
    image.onload = () => settle('loaded')
    image.onerror = () => settle('failed')
    image.decoding = 'async'
    image.referrerPolicy = 'no-referrer'
    image.src = src
    return () => {
      settled = true
      clearTimeout(timer)
      image.onload = null
      image.onerror = null
    }
  }, [src, timeoutMs])
  if (!canLoad) return 'failed'
  return result && result.src === src ? result.status : 'loading'
}
