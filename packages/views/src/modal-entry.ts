'use client'

/**
 * `@foyer/views/modal`: the modal alone, as an app package loads it on demand. Its chunk holds
 * what a visitor sees before connecting (Connect, the connection in progress, alerts and
 * toasts); every other view loads as its own chunk when needed.
 */
export { FoyerModal, type FoyerModalProps } from './modal/foyer-modal.js'
