/** Props of {@link EmailField}. */
export interface EmailFieldProps {
  /** The input's id; the error's id is derived from it. */
  id: string
  label: string
  placeholder: string
  value: string
  onChange(value: string): void
  busy: boolean
  error: string | undefined
  /** Prefix of the test ids: `<prefix>-input` and `<prefix>-error`. */
  testIdPrefix: string
}

/**
 * An email input with its label and its error, announced when it appears and tied to the input
 * (`aria-describedby`), as the Connect view's email field and the email update use it.
 */
export function EmailField(props: EmailFieldProps) {
  const { id, error, testIdPrefix } = props
  const errorId = `${id}-error`
  return (
    <div className="foyer-field">
      <label className="foyer-field-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="foyer-input"
        data-testid={`${testIdPrefix}-input`}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        placeholder={props.placeholder}
        value={props.value}
        disabled={props.busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {error && (
        <p
          id={errorId}
          className="foyer-field-error"
          role="alert"
          data-testid={`${testIdPrefix}-error`}
        >
          {error}
        </p>
      )}
    </div>
  )
}
