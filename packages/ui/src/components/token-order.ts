/** One token a {@link TokenPicker} offers. */
export interface TokenPickerItem {
  /** Unique among the picker's tokens (a CAIP-10 id or address); searchable. */
  id: string
  symbol: string
  /** The token's full name ("Ether"); searchable. */
  name?: string
  /** The token's icon; its symbol's initials show without one. */
  imageUrl?: string
  /** The user's balance, already formatted ("2.000 ETH"). */
  balance?: string
  /** The balance's money value, already formatted ("4,000.00 USD"). */
  value?: string
  /** The user holds some: such tokens are listed first. */
  held?: boolean
}

/**
 * The tokens a picker lists for `query`: the user's own tokens first, each group in its given
 * order; with a query, only those whose symbol, name or id contains it (case-insensitive),
 * symbols that start with it ahead of the rest.
 */
export function orderTokens(
  tokens: readonly TokenPickerItem[],
  query: string,
): readonly TokenPickerItem[] {
  const needle = query.trim().toLowerCase()
  const rank = (token: TokenPickerItem): number => {
    const symbol = token.symbol.toLowerCase()
    let match = 0
    if (needle !== '') {
      if (symbol.startsWith(needle)) match = 0
      else if (
        symbol.includes(needle) ||
        (token.name ?? '').toLowerCase().includes(needle) ||
        token.id.toLowerCase().includes(needle)
      )
        match = 1
      else return -1
    }
    return (token.held ? 0 : 2) + match
  }
  return tokens
    .map((token, index) => ({ token, index, rank: rank(token) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.token)
}
