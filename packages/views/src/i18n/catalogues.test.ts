import { simulationMessages } from '@foyer/common/decode'
import { describe, expect, it } from 'vitest'
import { enViews, type ViewMessages } from '../messages/en.js'
import { enDevice } from '../messages/en-device.js'
import { enReview } from '../messages/en-review.js'
import { type MessageNode, messageArguments, parseMessage } from './icu-message.js'
import { SUPPORTED_LOCALES } from './locales.js'

/** Every text of a catalogue by its dotted key. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>()
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof child === 'string') texts.set(path, child)
    else for (const [inner, text] of flatten(child, path)) texts.set(inner, text)
  }
  return texts
}

/** Texts any language may keep as in English: brand names, bare placeholders, codes. */
const SAME_AS_ENGLISH_EVERYWHERE = new Set([
  '{name}',
  '{message}',
  '{value} USD',
  '{amount} gwei',
  '{amount} sat/vB',
  '#{tokenId}',
  'WalletConnect',
  'Farcaster',
  'NFTs',
  'EOA',
])

/** Words a language really writes as English does (loanwords), per locale. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  de: ['Wallets', 'Token', 'Website', 'Name', 'Code'],
  es: ['Tokens', 'Token'],
  fr: ['QR code', 'Code'],
  id: ['Token', 'Testnet'],
  it: ['Account', 'Wallet', 'Token', 'Max'],
  nl: [
    'Code',
    'Account',
    'Wallets',
    'Tokens',
    'Token',
    '{name} is {address}',
    '{count, plural, one {# wallet} other {# wallets}}',
  ],
  pl: ['Token'],
  'pt-BR': ['Tokens', 'Token', 'QR code'],
  sv: ['Tokens', 'Token', 'Max'],
  tr: ['Token'],
  vi: ['Token'],
}

function pluralNodes(nodes: readonly MessageNode[]): { cases: Record<string, unknown> }[] {
  const found: { cases: Record<string, unknown> }[] = []
  for (const node of nodes) {
    if (typeof node === 'string' || node.type === 'pound' || node.type === 'argument') continue
    if (node.type === 'plural') found.push(node as { cases: Record<string, unknown> })
    for (const branch of Object.values(node.cases)) found.push(...pluralNodes(branch))
  }
  return found
}

// English of the lazily loaded sections (LAZY_SECTIONS) is in their own modules.
const english = flatten({
  ...enViews,
  review: enReview,
  decode: simulationMessages,
  device: enDevice,
})

describe('the English catalogue', () => {
  it('parses, every text', () => {
    for (const [key, text] of english) expect(() => parseMessage(text), key).not.toThrow()
  })
})

describe.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))('catalogue %s', (locale) => {
  const load = async () =>
    flatten(((await import(`./catalogues/${locale}.ts`)) as { default: ViewMessages }).default)

  it('has every key of English, and no other', async () => {
    const texts = await load()
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('has valid syntax and the same placeholders in every text', async () => {
    const texts = await load()
    for (const [key, text] of texts) {
      expect(() => parseMessage(text), `${locale} ${key}`).not.toThrow()
      const englishText = english.get(key) ?? ''
      expect([...messageArguments(text)].sort(), `${locale} ${key}: ${text}`).toEqual(
        [...messageArguments(englishText)].sort(),
      )
    }
  })

  it("has every plural form the language's rules use", async () => {
    const texts = await load()
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    for (const [key, text] of texts) {
      for (const plural of pluralNodes(parseMessage(text))) {
        for (const category of categories) {
          expect(Object.keys(plural.cases), `${locale} ${key} needs "${category}"`).toContain(
            category,
          )
        }
      }
    }
  })

  it('translates every text (none left in English but brand names and loanwords)', async () => {
    const texts = await load()
    const allowed = new Set([...SAME_AS_ENGLISH_EVERYWHERE, ...(SAME_AS_ENGLISH[locale] ?? [])])
    const untranslated = [...texts].filter(
      ([key, text]) => text === english.get(key) && !allowed.has(text),
    )
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([])
  })
})
