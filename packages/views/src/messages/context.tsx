import { errorFromProvider, formatMessage, type MessageValues } from '@foyer/common'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { enViews, type PartialViewMessages, type ViewMessages } from './en.js'
import { mergeMessages } from './merge.js'

const MessagesContext = createContext<ViewMessages>(enViews)

/** Props of {@link MessagesProvider}. */
export interface MessagesProviderProps {
  /** Texts that replace the English ones; any subset of the catalogue. */
  messages?: PartialViewMessages | undefined
  children?: ReactNode
}

/** Provides the message catalogue (English with the app's overrides) to the views below. */
export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const value = useMemo(() => mergeMessages(messages), [messages])
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>
}

/** The catalogue of the nearest {@link MessagesProvider}, English by default. */
export function useMessages(): ViewMessages {
  return useContext(MessagesContext)
}

/** Fills a catalogue text's `{placeholders}`. */
export function t(template: string, values?: MessageValues): string {
  return formatMessage(template, values)
}

/**
 * The text to show for an error (SPEC §8): the error is mapped to a FoyerError (a wallet's
 * 4001 becomes USER_REJECTED, and so on), then its code's text is read from the catalogue, so
 * translations apply, and filled with the error's values.
 */
export function errorText(messages: ViewMessages, error: unknown): string {
  const mapped = errorFromProvider(error)
  const template = (messages.errors as Record<string, string | undefined>)[mapped.code]
  return template === undefined ? mapped.shortMessage : formatMessage(template, mapped.values)
}
