import { type MessageNode, parseMessage } from './icu-message.js'

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}

/** How much longer pseudo texts are than English: translations often run this much longer. */
export const PSEUDO_EXPANSION = 0.35

function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)
}

function serialize(nodes: readonly MessageNode[], transform: (text: string) => string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return transform(node)
      if (node.type === 'pound') return '#'
      if (node.type === 'argument') return `{${node.name}}`
      const cases = Object.entries(node.cases)
        .map(([key, branch]) => `${key} {${serialize(branch, transform)}}`)
        .join(' ')
      return `{${node.name}, ${node.type}, ${cases}}`
    })
    .join('')
}

/**
 * The pseudo-locale form of an English text: letters accented, padded about 35 % longer
 * and bracketed (`[Ćóññéçţ Ŵáļļéţ ~~~~~]`), arguments and plural/select syntax kept, so
 * untranslated texts (plain English) and overflow stand out.
 */
export function pseudoLocalize(text: string): string {
  const letters = text.replace(/\{[^}]*\}/g, '').length
  const padding = '~'.repeat(Math.max(1, Math.round(letters * PSEUDO_EXPANSION)))
  return `[${serialize(parseMessage(text), accent)} ${padding}]`
}

/** Applies {@link pseudoLocalize} to every text of a catalogue, keeping its shape. */
export function pseudoCatalogue<T>(catalogue: T): T {
  if (typeof catalogue === 'string') return pseudoLocalize(catalogue) as T
  return Object.fromEntries(
    Object.entries(catalogue as Record<string, unknown>).map(([key, value]) => [
      key,
      pseudoCatalogue(value),
    ]),
  ) as T
}
