import { useState } from 'react'

/**
 * Whether an image source should be shown: there is one and it has not failed to load.
 * Pass `onError` to the `<img>`; a new `src` is tried again.
 */
export function useImageFallback(src: string | undefined): {
  showImage: boolean
  onError: () => void
} {
  const [failedSrc, setFailedSrc] = useState<string>()
  return { showImage: Boolean(src) && src !== failedSrc, onError: () => setFailedSrc(src) }
}
