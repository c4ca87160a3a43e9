/**
 * A small ICU MessageFormat subset, enough for the modal's catalogue (a full ICU library
 * would cost more than every catalogue together):
 *
 * - `{name}`: a value; numbers are written with the locale's digits and grouping;
 * - `{count, plural, =0 {none} one {# item} other {# items}}`: exact `=N` cases first, then
 *   the locale's plural category (`Intl.PluralRules`), then `other`; `#` is the number;
 * - `{kind, select, in {…} out {…} other {…}}`: the case named by the value, else `other`.
 *
 * Apostrophes are plain text (no ICU quoting), so `l'adresse` needs no escaping.
 */
export type MessageNode =
  | string
  | { readonly type: 'argument'; readonly name: string }
  | { readonly type: 'pound' }
  | {
      readonly type: 'plural' | 'select'
      readonly name: string
      readonly cases: Readonly<Record<string, readonly MessageNode[]>>
    }

/** A message that is not valid in the supported syntax. */
export class MessageSyntaxError extends Error {
  override name = 'MessageSyntaxError'
}

/** Values for a message's arguments. */
export type IcuValues = Readonly<Record<string, string | number | bigint>>

const NAME = /^[A-Za-z_][\w]*$/

class Parser {
  private index = 0
  constructor(private readonly text: string) {}

  parse(): MessageNode[] {
    const nodes = this.nodes(false, false)
    if (this.index < this.text.length) this.fail('unmatched "}"')
    return nodes
  }

  private fail(reason: string): never {
    throw new MessageSyntaxError(`${reason} at ${this.index} in ${JSON.stringify(this.text)}`)
  }

  private nodes(nested: boolean, inPlural: boolean): MessageNode[] {
    const nodes: MessageNode[] = []
    let text = ''
    while (this.index < this.text.length) {
      const char = this.text[this.index] as string
      if (char === '}') {
        if (!nested) this.fail('unmatched "}"')
        break
      }
      if (char === '{') {
        if (text) nodes.push(text)
        text = ''
        nodes.push(this.argument())
        continue
      }
      if (char === '#' && inPlural) {
        if (text) nodes.push(text)
        text = ''
        nodes.push({ type: 'pound' })
        this.index++
        continue
      }
      text += char
      this.index++
    }
    if (text) nodes.push(text)
    return nodes
  }

  private argument(): MessageNode {
    const close = this.text.indexOf('}', this.index)
    const open = this.text.indexOf('{', this.index + 1)
    const end = this.text.indexOf(',', this.index)
    this.index++
    if (close < 0) this.fail('unclosed "{"')
    if (end < 0 || end > close || (open >= 0 && open < end)) {
      const name = this.text.slice(this.index, close).trim()
      if (!NAME.test(name)) this.fail(`bad argument name ${JSON.stringify(name)}`)
      this.index = close + 1
      return { type: 'argument', name }
    }
    const name = this.text.slice(this.index, end).trim()
    if (!NAME.test(name)) this.fail(`bad argument name ${JSON.stringify(name)}`)
    this.index = end + 1
    const typeMatch = /^\s*(\w*)\s*([,}])/.exec(this.text.slice(this.index))
    const type = typeMatch?.[1] ?? ''
    if (!typeMatch || typeMatch[2] !== ',' || (type !== 'plural' && type !== 'select')) {
      this.fail(`unsupported type ${JSON.stringify(type)}`)
    }
    this.index += typeMatch[0].length
    const cases: Record<string, MessageNode[]> = {}
    for (;;) {
      this.skipSpace()
      if (this.index >= this.text.length) this.fail('unclosed "{"')
      if (this.text[this.index] === '}') break
      const keyMatch = /^(=\d+|[A-Za-z_][\w-]*)\s*\{/.exec(this.text.slice(this.index))
      if (!keyMatch) this.fail('expected a case')
      const key = keyMatch[1] as string
      if (Object.hasOwn(cases, key)) this.fail(`duplicate case ${key}`)
      if (type === 'plural' && !/^(=\d+|zero|one|two|few|many|other)$/.test(key)) {
        this.fail(`bad plural case ${key}`)
      }
      this.index += keyMatch[0].length
      cases[key] = this.nodes(true, type === 'plural')
      if (this.text[this.index] !== '}') this.fail('unclosed case')
      this.index++
    }
    if (!Object.hasOwn(cases, 'other')) this.fail('missing "other" case')
    this.index++
    return { type, name, cases }
  }

  private skipSpace() {
    while (/\s/.test(this.text[this.index] ?? '')) this.index++
  }
}

/** Parses a message; throws {@link MessageSyntaxError} when it is not valid. */
export function parseMessage(text: string): MessageNode[] {
  return new Parser(text).parse()
}

/** The names of every argument a message uses (plain, plural and select). */
export function messageArguments(text: string): Set<string> {
  const names = new Set<string>()
  const visit = (nodes: readonly MessageNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string' || node.type === 'pound') continue
      names.add(node.name)
      if (node.type !== 'argument') for (const branch of Object.values(node.cases)) visit(branch)
    }
  }
  visit(parseMessage(text))
  return names
}

const parsed = new Map<string, readonly MessageNode[] | undefined>()
const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

function cached<T>(cache: Map<string, T>, locale: string, create: () => T): T {
  let value = cache.get(locale)
  if (value === undefined) {
    value = create()
    cache.set(locale, value)
  }
  return value
}

function formatNumber(value: number | bigint, locale: string): string {
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value)
}

function render(
  nodes: readonly MessageNode[],
  values: IcuValues,
  locale: string,
  pound: number | bigint | undefined,
): string {
  let out = ''
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node
    } else if (node.type === 'pound') {
      out += pound === undefined ? '#' : formatNumber(pound, locale)
    } else {
      const value = Object.hasOwn(values, node.name) ? values[node.name] : undefined
      if (node.type === 'argument') {
        out +=
          value === undefined
            ? `{${node.name}}`
            : typeof value === 'string'
              ? value
              : formatNumber(value, locale)
      } else if (node.type === 'select') {
        const branch = node.cases[String(value)] ?? node.cases.other ?? []
        out += render(branch, values, locale, pound)
      } else {
        const count = typeof value === 'string' ? Number(value) : (value ?? 0)
        const exact = node.cases[`=${String(count)}`]
        const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(
          Number(count),
        )
        const branch = exact ?? node.cases[category] ?? node.cases.other ?? []
        out += render(branch, values, locale, count)
      }
    }
  }
  return out
}

/**
 * Formats a catalogue message for `locale`. A value without an argument stays visible as
 * `{name}`; a message that does not parse is shown as written (never a crash).
 *
 * @example formatIcu('{count, plural, one {# wallet} other {# wallets}}', { count: 2 }, 'en')
 */
export function formatIcu(text: string, values: IcuValues = {}, locale = 'en'): string {
  if (!text.includes('{')) return text
  let nodes = parsed.get(text)
  if (!parsed.has(text)) {
    try {
      nodes = parseMessage(text)
    } catch {
      nodes = undefined
    }
    parsed.set(text, nodes)
  }
  return nodes ? render(nodes, values, locale, undefined) : text
}
