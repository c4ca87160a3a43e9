import {
  entryOption,
  isListedConnector,
  type WalletListEntry,
  type WalletOption,
} from '@foyer/core'
import { Button, SearchInput, Spinner } from '@foyer/ui'
import { type ReactNode, useMemo, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { VirtualList } from '../../internal/virtual-list.js'
import { errorText, t, useFormat, useMessages } from '../../messages/context.js'
import { AUTOFOCUS_ATTRIBUTE } from '../../modal/use-view-focus.js'
import { selectWallet } from '../../wallets/select-wallet.js'
import { useConnectors } from '../../wallets/use-connectors.js'
import { WalletOptionRow } from '../../wallets/wallet-option-row.js'
import { useWalletPages } from './use-wallet-pages.js'
import { useWalletSearch } from './use-wallet-search.js'

/** Height of one wallet row with its gap (ListItem is 56 px high). */
export const WALLET_ROW_HEIGHT = 64
/** Height of the list's viewport. */
export const WALLET_LIST_HEIGHT = 400

/**
 * The AllWallets view (SPEC §2, §9): the directory's wallets 40 to a page, loaded as the
 * list scrolls, or the results of a name search (100 entries, 300 ms minimum wait), in a
 * virtualized, keyboard-navigable list. Installed wallets connect through their connector.
 */
export default function AllWalletsView() {
  const client = useClient()
  const messages = useMessages()
  const format = useFormat()
  const [query, setQuery] = useState('')
  const search = useWalletSearch(client, query)
  const searching = search.status !== 'idle'
  const pages = useWalletPages(client)
  const connectors = useConnectors(client)
  const listed = useMemo(() => connectors.filter(isListedConnector), [connectors])

  const entries: WalletListEntry[] = search.status === 'done' ? search.wallets : pages.wallets
  // Each entry's option is built once (per connector list): a new page of 40 costs 40 options,
  // not one per wallet listed so far (thousands when scrolled far down a large directory).
  const optionCache = useMemo(() => {
    void listed
    return new WeakMap<WalletListEntry, WalletOption>()
  }, [listed])
  const options = useMemo(
    () =>
      entries.map((entry) => {
        let option = optionCache.get(entry)
        if (!option) {
          option = entryOption(client, entry, listed)
          optionCache.set(entry, option)
        }
        return option
      }),
    [client, entries, listed, optionCache],
  )

  let body: ReactNode
  if (
    search.status === 'searching' ||
    (!searching && pages.status === 'loading' && !entries.length)
  ) {
    body = (
      <div className="foyer-center" data-testid="foyer-wallets-loading">
        <Spinner label={messages.modal.loading} />
      </div>
    )
  } else if (
    search.status === 'failed' ||
    (!searching && pages.status === 'failed' && !entries.length)
  ) {
    const error = search.status === 'failed' ? search.error : pages.error
    body = (
      <div className="foyer-stack foyer-center" role="alert">
        <p>{messages.allWallets.loadFailed}</p>
        <p className="foyer-muted">{errorText(messages, error)}</p>
        {search.status !== 'failed' && (
          <Button variant="secondary" onClick={pages.retry}>
            {messages.allWallets.retry}
          </Button>
        )}
      </div>
    )
  } else if (options.length === 0) {
    body = (
      <p className="foyer-muted foyer-center" data-testid="foyer-wallets-empty">
        {search.status === 'done'
          ? t(messages.allWallets.noResults, { query: search.query })
          : messages.allWallets.empty}
      </p>
    )
  } else {
    body = (
      <VirtualList<WalletOption>
        items={options}
        rowHeight={WALLET_ROW_HEIGHT}
        height={WALLET_LIST_HEIGHT}
        label={messages.allWallets.list}
        total={search.status === 'done' ? options.length : (pages.count ?? options.length)}
        getKey={(option) => option.id}
        renderRow={(option, _index, rowProps) => (
          <WalletOptionRow
            option={option}
            onClick={() => selectWallet(client, option)}
            {...rowProps}
          />
        )}
        onEndReached={searching ? undefined : pages.loadMore}
        footer={
          !searching && pages.status === 'loading' ? (
            <div className="foyer-center foyer-list-footer">
              <Spinner label={messages.modal.loading} />
            </div>
          ) : undefined
        }
        data-testid="foyer-wallet-list"
      />
    )
  }

  const shownCount = search.status === 'done' ? search.count : pages.count
  return (
    <div className="foyer-stack" data-testid="foyer-view-AllWallets">
      <SearchInput
        label={messages.allWallets.search}
        hideLabel
        placeholder={messages.allWallets.searchPlaceholder}
        clearLabel={messages.allWallets.clearSearch}
        {...{ [AUTOFOCUS_ATTRIBUTE]: '' }}
        value={query}
        onValueChange={setQuery}
      />
      <p className="foyer-visually-hidden" aria-live="polite">
        {shownCount === undefined || search.status === 'searching'
          ? ''
          : format(messages.allWallets.results, { count: shownCount })}
      </p>
      {body}
    </div>
  )
}
