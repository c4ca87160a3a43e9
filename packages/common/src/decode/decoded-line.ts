/**
 * The English texts of the request decoder, keyed by a stable id. The decoder returns
 * {@link DecodedLine}s (a key and its values), never sentences, so the wallet frame and the
 * modal's views each show them in the user's language: a translation is an object of the same
 * keys with the same `{placeholders}`.
 */
export const decodeMessages = {
  DECODE_FROM: 'From: {address}',
  DECODE_TO: 'To: {address}',
  DECODE_TO_NEW_CONTRACT: 'To: (new contract)',
  DECODE_VALUE: 'Value: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Call {index} of {count}',
  DECODE_UNKNOWN_CALL: 'Unknown contract call: selector {selector}, {bytes} bytes',
  DECODE_CONTRACT_CREATION: 'Contract creation: {bytes} bytes of code',
  DECODE_FUNCTION: 'Call: {standard} {function}',
  DECODE_TYPE: 'Type: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (unlimited)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: unlimited {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} characters, in full below)',
  DECODE_FIELD_FULL: '{path} (in full):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Unlimited approval: {spender} could take all of this token from your account, now and at any time later.',
  WARN_APPROVAL_FOR_ALL:
    'This lets {operator} move every item of this collection you own, now and at any time later.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} is not a contract. Approvals are normally given to an app’s contract, not to a personal address.',
  WARN_HASH_SIGN:
    'This message is exactly 32 bytes: this looks like a transaction hash. Signing it could authorise a payment from your account. Reject unless you know exactly why it is asked.',
  WARN_TOKEN_NO_CODE:
    '{address} has no contract code: this token call would do nothing, or the address is wrong.',
  WARN_VALUE_ABOVE_BALANCE: 'This sends more {symbol} than the account holds ({balance}).',
  SIMULATION_SEND: 'You send {amount} {asset}',
  SIMULATION_RECEIVE: 'You receive {amount} {asset}',
  SIMULATION_SEND_VALUED: 'You send {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'You receive {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'You send {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'You receive {amount} × {item}',
  SIMULATION_ALLOW: 'You allow {spender} to spend {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED: 'You allow {spender} to spend all of token {token} (unlimited)',
  SIMULATION_ALLOW_ITEM: 'You allow {spender} to move {item}',
  SIMULATION_ALLOW_ALL: 'You allow {spender} to move all your items of {token}',
  SIMULATION_NO_CHANGES: 'No balance of your account changes.',
  SIMULATION_FEE_NOTE: 'The network fee is not included.',
  SIMULATION_REVERTED:
    'The network says this request would fail ({reason}). If you approve, it will likely fail and still cost a fee.',
  SIMULATION_UNAVAILABLE:
    'The network could not simulate this request ({reason}), so what it changes is not shown. Check the details below.',
} as const

/** The id of one decoder text. */
export type DecodeMessageKey = keyof typeof decodeMessages

/** A catalogue of the decoder's texts in one language. */
export type DecodeCatalogue = Readonly<Record<DecodeMessageKey, string>>

/** One line of a decoded request: which text, and the values of its placeholders. */
export type DecodedLine = {
  readonly key: DecodeMessageKey
  readonly values: Readonly<Record<string, string>>
}

/** A {@link DecodedLine}; numbers and bigints become their decimal text. */
export function decodedLine(
  key: DecodeMessageKey,
  values: Readonly<Record<string, string | number | bigint>> = {},
): DecodedLine {
  const text: Record<string, string> = {}
  for (const [name, value] of Object.entries(values)) text[name] = String(value)
  return { key, values: text }
}

/** A line in the catalogue's language (a placeholder without a value is left empty). */
export function fillDecodedLine(line: DecodedLine, catalogue: DecodeCatalogue): string {
  return catalogue[line.key].replace(/\{(\w+)\}/g, (_, name: string) => line.values[name] ?? '')
}
