import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/**
 * Colour distance (0–1, pixelmatch's YIQ measure) below which two pixels count as equal.
 * Anti-aliased edge pixels are not counted (pixelmatch's default).
 */
export const COLOUR_THRESHOLD = 0.1

/** How many pixels may differ before an image counts as changed. */
export const MAX_DIFF_PIXELS = 20

/** The outcome of comparing a screenshot with its reference. */
export type Comparison =
  | { same: true; diffPixels: number }
  | { same: false; diffPixels: number; reason: string; diffPng?: Buffer }

/**
 * Compares two PNGs. A size change, or more than {@link MAX_DIFF_PIXELS} pixels further apart
 * than {@link COLOUR_THRESHOLD}, is a change; the diff image (changed pixels in red over a
 * faded copy of the reference) comes with a change of pixels.
 */
export function comparePngs(
  reference: Buffer,
  actual: Buffer,
  options: { maxDiffPixels?: number; threshold?: number } = {},
): Comparison {
  const maxDiffPixels = options.maxDiffPixels ?? MAX_DIFF_PIXELS
  const expected = PNG.sync.read(reference)
  const received = PNG.sync.read(actual)
  if (expected.width !== received.width || expected.height !== received.height) {
    return {
      same: false,
      diffPixels: Number.NaN,
      reason: `size changed from ${expected.width}×${expected.height} to ${received.width}×${received.height}`,
    }
  }
  const diff = new PNG({ width: expected.width, height: expected.height })
  const diffPixels = pixelmatch(
    expected.data,
    received.data,
    diff.data,
    expected.width,
    expected.height,
    { threshold: options.threshold ?? COLOUR_THRESHOLD },
  )
  if (diffPixels <= maxDiffPixels) return { same: true, diffPixels }
  return {
    same: false,
    diffPixels,
    reason: `${diffPixels} pixels differ (at most ${maxDiffPixels} may)`,
    diffPng: PNG.sync.write(diff),
  }
}
