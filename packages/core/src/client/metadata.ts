/** What the app says about itself to wallets (SPEC §3 "Dapp metadata"). */
export interface DappMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** Dapp metadata as sent, with the project and SDK ids. */
export interface FullDappMetadata extends DappMetadata {
  projectId: string | undefined
  sdkType: string
  sdkVersion: string
}

interface DocumentLike {
  title?: string
  querySelector(selector: string): { getAttribute(name: string): string | null } | null
  location?: { origin?: string; href?: string }
}

/**
 * Metadata read from the page: its title, og:description, origin and favicon. Returns empty
 * fields on a server (no `document`), so it is safe to call anywhere.
 */
export function readPageMetadata(doc: DocumentLike | undefined = pageDocument()): DappMetadata {
  if (!doc) return { name: '', description: '', url: '', icons: [] }
  const origin = doc.location?.origin ?? ''
  const description =
    doc.querySelector('meta[property="og:description"]')?.getAttribute('content') ??
    doc.querySelector('meta[name="description"]')?.getAttribute('content') ??
    ''
  const iconHref = doc.querySelector('link[rel~="icon"]')?.getAttribute('href')
  return {
    name: doc.title ?? '',
    description,
    url: origin,
    icons: [resolveIcon(iconHref ?? '/favicon.ico', doc.location?.href ?? origin)].filter(
      (icon): icon is string => icon !== undefined,
    ),
  }
}

function resolveIcon(href: string, base: string): string | undefined {
  try {
    return new URL(href, base).href
  } catch {
    return undefined
  }
}

function pageDocument(): DocumentLike | undefined {
  return typeof document === 'undefined' ? undefined : (document as unknown as DocumentLike)
}
