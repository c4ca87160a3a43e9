import {
  ANNOUNCE_PROVIDER_EVENT,
  type Announcement,
  parseAnnouncement,
  REQUEST_PROVIDER_EVENT,
} from './announcement.js'

/**
 * Listens for EIP-6963 announcements on `target` (the window) and asks wallets to announce
 * themselves. Announcements that fail validation are dropped with a warning. Returns a
 * function that stops listening.
 */
export function watchAnnouncedProviders(
  target: EventTarget,
  onAnnouncement: (announcement: Announcement) => void,
): () => void {
  const listener = (event: Event) => {
    const announcement = parseAnnouncement((event as CustomEvent<unknown>).detail)
    if (announcement) onAnnouncement(announcement)
    else console.warn('[foyer] ignored an invalid EIP-6963 wallet announcement')
  }
  target.addEventListener(ANNOUNCE_PROVIDER_EVENT, listener)
  target.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))
  return () => target.removeEventListener(ANNOUNCE_PROVIDER_EVENT, listener)
}
