/**
 * Characters that can disguise a displayed name: C0/C1 controls, zero-width characters
 * (U+200B–U+200D, U+2060, U+FEFF, U+180E), direction marks, embeddings, overrides and
 * isolates (U+200E–U+200F, U+202A–U+202E, U+2066–U+2069, U+061C), and the soft hyphen.
 */
const DISGUISING_CHARACTERS =
  /[\p{Cc}\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu

/**
 * An untrusted name (a wallet's announcement, a directory entry) as plain single-line display
 * text: disguising characters removed, whitespace runs collapsed to one space, trimmed, cut to
 * `maxLength` code points. May return `''`: the caller decides whether that is acceptable.
 */
export function sanitizeDisplayName(value: string, maxLength: number): string {
  const text = value.replace(/\s+/g, ' ').replace(DISGUISING_CHARACTERS, '').trim()
  return [...text].slice(0, maxLength).join('').trim()
}
