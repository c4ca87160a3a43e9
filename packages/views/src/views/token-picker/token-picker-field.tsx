import { type TokenPickerOptions, useTokenPicker } from './use-token-picker.js'

/** Props of {@link TokenPickerField}. */
export type TokenPickerFieldProps = TokenPickerOptions

/**
 * A token field of Swap and Buy: its label over a pill with the chosen token's icon and
 * symbol; pressing the pill opens the `TokenPicker` under it (search, balances, the user's
 * tokens first).
 */
export function TokenPickerField(props: TokenPickerFieldProps) {
  const { pill, picker } = useTokenPicker(props)
  return (
    <div className="foyer-field">
      <span className="foyer-field-label" aria-hidden="true">
        {props.label}
      </span>
      {pill}
      {picker}
    </div>
  )
}
