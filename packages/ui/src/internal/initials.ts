/**
 * Up to two letters standing for a name: the first letter of its first two words, or of
 * its only word. Works on code points, so names in any script (and emoji) are not split.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean)
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
  return letters.toLocaleUpperCase() || '?'
}
