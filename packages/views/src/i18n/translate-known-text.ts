import { en } from '@foyer/common'
import type { ViewMessages } from '../messages/en.js'

type TextKey = readonly ['errors' | 'toasts' | 'ui', string]

let englishIndex: Map<string, TextKey> | undefined

function index(): Map<string, TextKey> {
  if (englishIndex) return englishIndex
  englishIndex = new Map()
  for (const section of ['errors', 'toasts', 'ui'] as const) {
    for (const [key, text] of Object.entries(en[section])) {
      if (!text.includes('{') && !englishIndex.has(text)) englishIndex.set(text, [section, key])
    }
  }
  return englishIndex
}

/**
 * The catalogue's text for a message core set in English (a toast such as 'Transaction
 * started' or an error's SPEC text): the same key in `messages`, or the text unchanged when
 * it is not a known catalogue text.
 */
export function translateKnownText(text: string, messages: ViewMessages): string {
  const key = index().get(text)
  if (!key) return text
  const translated = (messages[key[0]] as Record<string, string | undefined>)[key[1]]
  return translated ?? text
}
