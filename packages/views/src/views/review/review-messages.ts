import { type DecodedLine, simulationMessages } from '@foyer/common/decode'
import { t, useMessages } from '../../messages/context.js'
import type { ViewMessages } from '../../messages/en.js'
import { enReview } from '../../messages/en-review.js'

/** The review steps' texts: the catalogue's `review` and `decode`, over their English. */
export type ReviewTexts = {
  review: { readonly [Key in keyof typeof enReview]: string }
  decode: { readonly [Key in keyof typeof simulationMessages]: string }
}

/**
 * The lazily loaded sections of `messages` (`LAZY_SECTIONS`): a translated catalogue's
 * texts, else the English that only the review chunks carry.
 */
export function reviewTexts(messages: ViewMessages): ReviewTexts {
  return {
    review: { ...enReview, ...messages.review },
    decode: { ...simulationMessages, ...messages.decode },
  }
}

/** {@link reviewTexts} of the nearest catalogue. */
export function useReviewTexts(): ReviewTexts {
  return reviewTexts(useMessages())
}

/** A decoded simulation line in the user's language. */
export function simulationText(texts: ReviewTexts, line: DecodedLine): string {
  const template = texts.decode[line.key as keyof ReviewTexts['decode']]
  return template === undefined ? line.key : t(template, line.values)
}
