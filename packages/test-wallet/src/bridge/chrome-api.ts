/**
 * The few `chrome.*` extension APIs the test wallet uses, typed by hand so that the
 * package needs no `@types/chrome`. The real `chrome` object satisfies these shapes.
 */

/** Who sent a `chrome.runtime` message. */
export interface ChromeMessageSender {
  id?: string
  origin?: string
  url?: string
}

/** `chrome.runtime`, as far as messaging goes. */
export interface ChromeRuntime {
  id: string
  sendMessage(message: unknown): Promise<unknown>
  onMessage: {
    addListener(
      listener: (
        message: unknown,
        sender: ChromeMessageSender,
        sendResponse: (response: unknown) => void,
      ) => boolean | undefined,
    ): void
  }
}

/** A `chrome.storage` area (`local`). */
export interface ChromeStorageArea {
  get(key: string): Promise<Record<string, unknown>>
  set(items: Record<string, unknown>): Promise<void>
}

/** One key's change in `chrome.storage.onChanged`. */
export interface ChromeStorageChange {
  oldValue?: unknown
  newValue?: unknown
}

/** `chrome.storage`. */
export interface ChromeStorage {
  local: ChromeStorageArea
  onChanged: {
    addListener(
      listener: (changes: Record<string, ChromeStorageChange>, areaName: string) => void,
    ): void
  }
}

/** The `chrome` global of an extension context. */
export interface ChromeApi {
  runtime: ChromeRuntime
  storage: ChromeStorage
}
