/**
 * The English texts of the Send and Swap review and result steps, of their token picker
 * (`token…`) and of Send's Paste button: a lazily loaded section
 * (see `LAZY_SECTIONS`), imported only by those steps' chunks, so the initial English
 * catalogue does not carry them. Every other catalogue translates them under `review`.
 */
export const enReview = {
  sendHeading: 'Review the send',
  youSend: 'You send',
  network: 'Network',
  networkValue: '{name} (chain {id})',
  changes: 'What changes in your account (simulated)',
  simulating: 'Simulating the send…',
  noSimulation: 'This send could not be simulated, so what it changes is not shown.',
  confirmSend: 'Confirm send',
  edit: 'Edit',
  sent: 'Sent',
  transaction: 'Transaction {hash}',
  copyHash: 'Copy the hash',
  hashCopied: 'Transaction hash copied',
  copyHashFailed: 'Could not copy the hash',
  done: 'Done',
  swapHeading: 'Review the swap',
  youPay: 'You pay',
  youReceive: 'You receive (estimated)',
  approvalFirst: 'Approval first',
  approvalValue: '{spender} may spend {amount}',
  approvalUnlimited: '{spender} may spend all your {symbol} (unlimited)',
  preparingSwap: 'Preparing the swap…',
  simulatingSwap: 'Simulating the swap…',
  noSwapSimulation: 'This swap could not be simulated, so what it changes is not shown.',
  confirmSwap: 'Confirm swap',
  planMismatch:
    'The transactions the data service prepared do not match this swap, so they are not sent.',
  tokenSearch: 'Search tokens',
  tokenNoMatch: 'No token matches “{query}”.',
  /** Send's receiver field: its button that reads the clipboard, and the browser's refusal. */
  paste: 'Paste',
  pasteRefused:
    'The browser did not let Foyer read the clipboard: paste with Ctrl+V (⌘V on a Mac).',
} as const
