import { ONRAMP_FEE_MAX_PERCENT, ONRAMP_FEE_MIN_PERCENT } from '@foyer/common'
import {
  type FoyerClient,
  getOnrampClient,
  type OnrampDataClient,
  type OnrampOrder,
} from '@foyer/core'
import { Button, ListItem, Spinner } from '@foyer/ui'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useClient } from '../../client/client-context.js'
import { useAccountState, useActiveNetwork } from '../../client/use-client-state.js'
import { t, useMessages } from '../../messages/context.js'
import { TokenPickerField } from '../token-picker/token-picker-field.js'
import { WithFieldImage } from './field-image.js'
import { OnrampStatus } from './onramp-status.js'
import { useOnrampOptions, useOnrampQuote } from './use-onramp-data.js'

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/
/** The currency the amount is in (the view asks for US dollars, as its texts say). */
const FIAT_CURRENCY = 'USD'

/**
 * The directory's image (SPEC §7 `/public/getTokenImage`, `/public/getCurrencyImage`) of a
 * token by its symbol or of a currency by its code, or none: no directory, one without the
 * method, or a builder that refuses the id. Not core's `tokenImageUrl`: importing it here
 * would split the modal's shared chunks and grow the first load.
 */
function directoryImageUrl(
  client: FoyerClient,
  kind: 'tokenImageUrl' | 'currencyImageUrl',
  id: string,
): string | undefined {
  try {
    return client.directory?.[kind]?.(id.toUpperCase())
  } catch {
    return undefined
  }
}

/**
 * The on-ramp view (OnRampProviders): the providers the data service offers on the active
 * network with their fees, the asset and the dollar amount, a quote (fee and what arrives),
 * then the provider's hosted checkout in a new window; the view follows the order until the
 * account is credited. Its own chunk, shown only when `features.onramp` is on and the time
 * zone is not restricted.
 */
export default function OnrampView() {
  const client = useClient()
  const messages = useMessages()
  const onramp = getOnrampClient(client)
  if (!onramp) {
    return (
      <p className="foyer-muted" data-testid="foyer-view-OnRampProviders">
        {messages.onramp.optionsFailed}
      </p>
    )
  }
  return <OnrampForm onramp={onramp} />
}

function OnrampForm({ onramp }: { onramp: OnrampDataClient }) {
  const client = useClient()
  const messages = useMessages()
  const account = useAccountState(client)
  const network = useActiveNetwork(client)
  const options = useOnrampOptions(onramp, network?.caipNetworkId)
  const [providerId, setProviderId] = useState<string | undefined>(undefined)
  const [asset, setAsset] = useState<string | undefined>(undefined)
  const [amount, setAmount] = useState('100')
  const [checkout, setCheckout] = useState<{ order: OnrampOrder; url: string } | undefined>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const popup = useRef<Window | null>(null)
  const id = useId()

  const ready = options.status === 'ready' ? options.options : undefined
  const provider = ready?.providers.find((p) => p.id === providerId) ?? ready?.providers[0]
  const chosenAsset = provider?.assets.find((a) => a.asset === asset) ?? provider?.assets[0]
  const amountValid =
    AMOUNT.test(amount) &&
    ready !== undefined &&
    Number(amount) >= ready.minAmount &&
    Number(amount) <= ready.maxAmount
  const quote = useOnrampQuote(
    onramp,
    provider && chosenAsset && network && amountValid
      ? {
          providerId: provider.id,
          caipNetworkId: network.caipNetworkId,
          asset: chosenAsset.asset,
          amount,
        }
      : undefined,
  )

  if (options.status === 'loading') {
    return (
      <div className="foyer-center" data-testid="foyer-view-OnRampProviders">
        <Spinner label={messages.modal.loading} />
      </div>
    )
  }
  if (!ready || !network || !account?.address) {
    return (
      <p className="foyer-field-error" role="alert" data-testid="foyer-view-OnRampProviders">
        {messages.onramp.optionsFailed}
      </p>
    )
  }
  if (!provider || !chosenAsset) {
    return (
      <p className="foyer-muted" data-testid="foyer-view-OnRampProviders">
        {messages.onramp.noProviders}
      </p>
    )
  }
  const address = account.address

  /** Shows `url` in the window opened on the click (a new tab when the browser gave none). */
  const show = (url: string) => {
    const opened = popup.current
    if (opened && !opened.closed) opened.location.href = url
    else popup.current = window.open(url, '_blank')
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (quote.status !== 'ready' || busy) return
    // Opened in the click itself, so that popup blockers let it through; filled once the
    // service answers with the checkout's address.
    popup.current = window.open('', '_blank')
    if (popup.current) popup.current.opener = null
    setBusy(true)
    setError(undefined)
    onramp
      .createOnrampCheckout({
        providerId: provider.id,
        caipNetworkId: network.caipNetworkId,
        asset: chosenAsset.asset,
        amount,
        address,
      })
      .then(
        (created) => {
          setCheckout(created)
          show(created.url)
        },
        (failure: unknown) => {
          console.warn('[foyer] on-ramp checkout not created', failure)
          popup.current?.close()
          setError(messages.onramp.quoteFailed)
        },
      )
      .finally(() => setBusy(false))
  }

  if (checkout) {
    return (
      <div className="foyer-stack foyer-stack-l" data-testid="foyer-view-OnRampProviders">
        <OnrampStatus
          client={client}
          onramp={onramp}
          order={checkout.order}
          providerName={provider.name}
          onOpenAgain={() => show(checkout.url)}
        />
      </div>
    )
  }

  return (
    <form
      className="foyer-stack foyer-stack-l"
      data-testid="foyer-view-OnRampProviders"
      onSubmit={submit}
      noValidate
    >
      <fieldset className="foyer-stack foyer-fieldset">
        <legend className="foyer-field-label">{messages.onramp.providers}</legend>
        <p className="foyer-muted" data-testid="foyer-onramp-fee-range">
          {t(messages.onramp.feeRange, {
            min: ONRAMP_FEE_MIN_PERCENT,
            max: ONRAMP_FEE_MAX_PERCENT,
          })}
        </p>
        <div className="foyer-stack">
          {ready.providers.map((candidate) => (
            <ListItem
              key={candidate.id}
              current={candidate.id === provider.id}
              chevron={false}
              label={candidate.name}
              description={t(messages.onramp.fee, { percent: candidate.feePercent })}
              data-testid={`foyer-onramp-provider-${candidate.id}`}
              onClick={() => setProviderId(candidate.id)}
            />
          ))}
        </div>
      </fieldset>
      <TokenPickerField
        label={messages.onramp.asset}
        testId="foyer-onramp-asset"
        tokens={provider.assets.map((candidate) => ({
          id: candidate.asset,
          symbol: candidate.symbol,
          imageUrl: directoryImageUrl(client, 'tokenImageUrl', candidate.symbol),
        }))}
        selectedId={chosenAsset.asset}
        onChange={setAsset}
      />
      <div className="foyer-field">
        <label className="foyer-field-label" htmlFor={`${id}-amount`}>
          {messages.onramp.amount}
        </label>
        <WithFieldImage
          src={directoryImageUrl(client, 'currencyImageUrl', FIAT_CURRENCY)}
          data-testid="foyer-onramp-currency-image"
        >
          <input
            id={`${id}-amount`}
            className="foyer-input"
            style={{ flex: 1 }}
            data-testid="foyer-onramp-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={amountValid ? undefined : true}
            aria-describedby={`${id}-quote`}
            onChange={(event) => setAmount(event.target.value.trim())}
          />
        </WithFieldImage>
      </div>
      <div id={`${id}-quote`} aria-live="polite" className="foyer-stack">
        {!amountValid ? (
          <p className="foyer-field-error" data-testid="foyer-onramp-amount-error">
            {t(messages.onramp.amountInvalid, { min: ready.minAmount, max: ready.maxAmount })}
          </p>
        ) : quote.status === 'ready' ? (
          <>
            <p className="foyer-title" data-testid="foyer-onramp-receive">
              {t(messages.onramp.youReceive, {
                amount: quote.quote.cryptoAmount,
                symbol: quote.quote.symbol,
              })}
            </p>
            <p className="foyer-muted" data-testid="foyer-onramp-fee">
              {t(messages.onramp.feeAmount, {
                percent: quote.quote.feePercent,
                fee: quote.quote.fee,
              })}
            </p>
          </>
        ) : quote.status === 'failed' ? (
          <p className="foyer-field-error">{messages.onramp.quoteFailed}</p>
        ) : (
          <p className="foyer-muted">{messages.onramp.quoting}</p>
        )}
        {error && (
          <p className="foyer-field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <Button
        type="submit"
        disabled={quote.status !== 'ready' || busy}
        data-testid="foyer-onramp-continue"
      >
        {busy
          ? t(messages.onramp.opening, { provider: provider.name })
          : t(messages.onramp.continue, { provider: provider.name })}
      </Button>
    </form>
  )
}
