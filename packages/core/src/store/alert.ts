/** How an alert looks. */
export type AlertVariant = 'error' | 'warning' | 'info' | 'success'

/** The alert on show, and the keys already shown (each provider-error alert shows once). */
export interface AlertState {
  open: boolean
  variant: AlertVariant
  /** The headline, SPEC §8 text. */
  message: string
  /** A sentence saying what to do. */
  description: string | undefined
  /** The catalogue key of the alert on show, if it came from the catalogue. */
  key: string | undefined
  /** Catalogue keys shown so far by this client. */
  shownKeys: string[]
}

/** No alert. */
export function initialAlertState(): AlertState {
  return {
    open: false,
    variant: 'error',
    message: '',
    description: undefined,
    key: undefined,
    shownKeys: [],
  }
}
