'use client'

/**
 * `@foyer/views/base`: what an app package needs before the modal's chunk loads — the
 * message catalogue, the store hook and amount formatting. Importing it loads no view.
 */
export { type ReadableStore, shallowEqual, useStoreSelector } from './client/use-store.js'
export { formatAmount, formatAmountWithSymbol } from './internal/format-amount.js'
export * from './messages/index.js'
