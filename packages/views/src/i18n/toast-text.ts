import type { ToastMessage } from '@foyer/core'
import { errorText, t } from '../messages/context.js'
import type { ViewMessages } from '../messages/en.js'

/**
 * The text a toast shows in the catalogue's language (`locale` formats its numbers): a key's
 * catalogue text with its values filled, an error's text by its code, or the string as given
 * (text the views already took from their catalogue).
 */
export function toastText(message: ToastMessage, messages: ViewMessages, locale: string): string {
  if (typeof message === 'string') return message
  if ('error' in message) return errorText(messages, message.error)
  const [section, key] = message.key.split('.') as ['toasts' | 'ui', string]
  const template = (messages[section] as Record<string, string>)[key] ?? message.key
  return t(template, message.values, locale)
}
