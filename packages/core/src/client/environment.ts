const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i

/**
 * Whether the page runs on a phone or tablet: a mobile user agent, or a coarse pointer on a
 * narrow screen. False on a server.
 */
export function detectMobile(): boolean {
  if (typeof navigator === 'undefined') return false
  if (MOBILE_USER_AGENT.test(navigator.userAgent)) return true
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false
  return window.matchMedia('(pointer: coarse)').matches && window.innerWidth < 768
}

/** The page's address and host, empty on a server. */
export function pageLocation(): { url: string; domain: string } {
  if (typeof location === 'undefined') return { url: '', domain: '' }
  return { url: location.href, domain: location.hostname }
}

/** 'dark' when the page prefers a dark scheme, else 'light' (also on a server). */
export function preferredThemeMode(): 'light' | 'dark' {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light'
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}
