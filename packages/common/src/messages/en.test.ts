import { describe, expect, it } from 'vitest'
import { en } from './en.js'
import { formatMessage } from './format.js'

describe('en catalogue: SPEC texts, verbatim', () => {
  it.each([
    ['DISCONNECT_FAILED', 'Failed to disconnect'],
    ['TRANSACTIONS_FETCH_FAILED', 'Failed to fetch transactions'],
    ['PROVIDER_UNDEFINED', 'Provider is undefined'],
    ['PROVIDER_NOT_FOUND', 'Provider not found'],
    ['NO_ACCOUNTS_FOUND', 'No accounts found'],
    ['CONNECTOR_TYPE_NOT_FOUND', 'Connector type not found'],
    ['CHAIN_NOT_SUPPORTED', 'Chain is not supported'],
    ['HTTP_STATUS', 'HTTP status code: {status}'],
    ['EMAIL_COOLDOWN', 'Please try again after {seconds} seconds'],
    ['TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
    ['AUTH_INIT_FAILED', 'A problem occurred while trying initialize authentication'],
    ['SIGNATURE_DECLINED', 'Signature declined'],
    ['SMART_ACCOUNTS_UNSUPPORTED', 'This application might not support Smart Accounts'],
    ['NAME_RESOLVE_FAILED', 'Error resolving name'],
    ['NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions'],
    ['NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address'],
    ['NAME_REGISTRATION_FAILED', 'Error registering name {name}'],
    ['NETWORK_NOT_FOUND', 'Network not found'],
    ['AUTH_CONNECTOR_NOT_FOUND', 'Address or auth connector not found'],
    ['SIWX_NOT_ENABLED', 'SIWX is not enabled'],
    ['NO_ACTIVE_CAIP_ADDRESS', 'No ActiveCaipAddress found'],
    ['INVALID_CAIP_ADDRESS', 'Invalid CAIP Address'],
    ['ADAPTER_NOT_FOUND', 'Adapter not found'],
    ['CAIP_NETWORK_UNDEFINED', 'CaipNetwork is undefined'],
    ['CAIP_NETWORK_OR_ADDRESS_UNDEFINED', 'CaipNetwork or CaipAddress is undefined'],
    ['UNSUPPORTED_CHAIN', 'Unsupported chain'],
    ['SIWE_AND_SIWX_BOTH_SET', 'Cannot set both siweConfig and siwx options'],
    ['UNKNOWN_ERROR', 'An error occurred'],
    ['REQUEST_ABORTED', 'Request was aborted'],
    ['SOMETHING_WENT_WRONG', 'Something went wrong'],
    ['EMAIL_LOGIN_DEPENDENCY_FAILED', 'Unable to load email login dependency'],
    ['SEND_TRANSACTION_FAILED', 'Failed to send transaction. Please try again.'],
    ['RPC_METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed'],
    ['INVALID_SEND_INPUT', 'Please enter a valid amount and receiver address'],
    ['FRAME_NOT_SET', 'W3mFrame: iframe is not set'],
  ] as const)('errors.%s is %j', (code, text) => {
    expect(en.errors[code]).toBe(text)
  })

  it('has the alerts of SPEC §8 with their titles', () => {
    expect(
      Object.fromEntries(Object.entries(en.alerts).map(([k, v]) => [k, v.shortMessage])),
    ).toEqual({
      NETWORK_NOT_FOUND: 'Network Not Found',
      ORIGIN_NOT_ALLOWED: 'Invalid App Configuration',
      ANALYTICS_FORBIDDEN: 'Invalid App Configuration',
      FRAME_LOAD_FAILED: 'Invalid App Configuration',
      SESSION_EXPIRED: 'Session Expired',
      INVALID_PROJECT_ID: 'Invalid Project ID',
      PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
      SOCIALS_TIMEOUT: 'Social Login Timed Out',
    })
    for (const alert of Object.values(en.alerts))
      expect(alert.longMessage.length).toBeGreaterThan(10)
  })

  it('has the toast and UI texts of SPEC §6 and §8', () => {
    expect(en.toasts.TRANSACTION_STARTED).toBe('Transaction started')
    expect(en.toasts.AUTHENTICATING).toBe('Authenticating...')
    expect(en.ui.ACTION_NOT_ALLOWED).toBe('Action not allowed')
  })

  it('has a non-empty text for every error code', () => {
    for (const text of Object.values(en.errors)) expect(text.trim()).not.toBe('')
  })
})

describe('formatMessage', () => {
  it('fills placeholders', () => {
    expect(formatMessage(en.errors.HTTP_STATUS, { status: 404 })).toBe('HTTP status code: 404')
    expect(formatMessage(en.errors.EMAIL_COOLDOWN, { seconds: 12 })).toBe(
      'Please try again after 12 seconds',
    )
    expect(formatMessage('{a} and {a} or {b}', { a: 1, b: 2n })).toBe('1 and 1 or 2')
  })

  it('leaves a placeholder without a value in place', () => {
    expect(formatMessage(en.errors.NAME_REGISTRATION_FAILED)).toBe('Error registering name {name}')
    expect(formatMessage('{toString}', {})).toBe('{toString}')
  })
})
