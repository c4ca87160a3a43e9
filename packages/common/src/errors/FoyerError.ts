import { en, type FoyerErrorCode } from '../messages/en.js'
import { formatMessage, type MessageValues, type PlaceholderNames } from '../messages/format.js'

export type { FoyerErrorCode } from '../messages/en.js'

/** The placeholder names of one error code's message, e.g. `'status'` for `HTTP_STATUS`. */
export type FoyerErrorValueNames<Code extends FoyerErrorCode> = PlaceholderNames<
  (typeof en.errors)[Code]
>

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never

type ValuesOption<Code extends FoyerErrorCode> =
  true extends IsUnion<Code>
    ? { values?: MessageValues }
    : [FoyerErrorValueNames<Code>] extends [never]
      ? { values?: MessageValues }
      : { values: Readonly<Record<FoyerErrorValueNames<Code>, string | number | bigint>> }

/**
 * Options of a {@link FoyerError}. `values` fill the placeholders of the message and are
 * required when the code's message has any (e.g. `{ status: 404 }` for `HTTP_STATUS`).
 */
export type FoyerErrorOptions<Code extends FoyerErrorCode = FoyerErrorCode> = {
  /** Technical detail for logs; never shown as the headline. */
  details?: string
  /** The error that caused this one. */
  cause?: unknown
} & ValuesOption<Code>

type ConstructorRest<Code extends FoyerErrorCode> =
  true extends IsUnion<Code>
    ? [options?: FoyerErrorOptions<Code>]
    : [FoyerErrorValueNames<Code>] extends [never]
      ? [options?: FoyerErrorOptions<Code>]
      : [options: FoyerErrorOptions<Code>]

/**
 * The one error class of Foyer. `code` is stable and meant for programs; `shortMessage`
 * is the user-facing text of SPEC §8 (verbatim, from the `en` catalogue); `details` and
 * `cause` are for logs. To show a translation, look `code` up in another catalogue and
 * fill it with `values`.
 *
 * @example
 * throw new FoyerError('HTTP_STATUS', { values: { status: 502 }, details: url })
 */
export class FoyerError<Code extends FoyerErrorCode = FoyerErrorCode> extends Error {
  override name = 'FoyerError' as const
  /** Stable machine-readable code. */
  readonly code: Code
  /** The user-facing text (SPEC §8), placeholders filled. */
  readonly shortMessage: string
  /** Technical detail for logs. */
  readonly details: string | undefined
  /** The values that filled the message's placeholders. */
  readonly values: MessageValues

  constructor(code: Code, ...[options]: ConstructorRest<Code>) {
    const values: MessageValues = options?.values ?? {}
    const shortMessage = formatMessage(en.errors[code], values)
    const details = options?.details
    super(
      details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      options && 'cause' in options ? { cause: options.cause } : undefined,
    )
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
    this.values = values
  }
}

/**
 * Whether `value` is a {@link FoyerError} (optionally with the given code). Also
 * recognises errors from another copy of this package by their shape.
 */
export function isFoyerError<Code extends FoyerErrorCode>(
  value: unknown,
  code?: Code,
): value is FoyerError<Code> {
  const isOne =
    value instanceof FoyerError ||
    (value instanceof Error &&
      value.name === 'FoyerError' &&
      typeof (value as { code?: unknown }).code === 'string' &&
      typeof (value as { shortMessage?: unknown }).shortMessage === 'string')
  return isOne && (code === undefined || (value as FoyerError).code === code)
}
