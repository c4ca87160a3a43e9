import {
  AccountButton,
  useFoyerAccount,
  useFoyerNetwork,
  useFoyerState,
  useWalletInfo,
} from '@foyer/react'
import { Panel } from './panel.js'

/** One row of the live output; `testId` lets tests read the value. */
function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  )
}

/** The hooks' live output: account, network, wallet and modal state. */
export function StatusPanel() {
  const account = useFoyerAccount()
  const network = useFoyerNetwork()
  const state = useFoyerState()
  const { walletInfo } = useWalletInfo()
  const balance =
    account.balance === undefined ? '—' : `${account.balance} ${account.balanceSymbol ?? ''}`.trim()
  return (
    <Panel title="Account and network" testId="demo-status-panel">
      <dl className="demo-facts">
        <Row label="Status" value={account.status} testId="demo-status" />
        <Row label="Address" value={account.address ?? '—'} testId="demo-address" />
        <Row label="CAIP address" value={account.caipAddress ?? '—'} testId="demo-caip-address" />
        <Row label="Balance" value={balance} testId="demo-balance" />
        <Row label="Wallet" value={walletInfo?.name ?? '—'} testId="demo-wallet" />
        <Row
          label="Network"
          value={
            network.caipNetwork ? `${network.caipNetwork.name} (${network.caipNetworkId})` : '—'
          }
          testId="demo-network"
        />
        <Row
          label="Unsupported network"
          value={network.unsupportedCaipNetworkId ?? '—'}
          testId="demo-unsupported-network"
        />
        <Row
          label="Modal"
          value={`${state.open ? 'open' : 'closed'}${state.loading ? ', loading' : ''}`}
          testId="demo-modal-state"
        />
      </dl>
      <AccountButton />
    </Panel>
  )
}
