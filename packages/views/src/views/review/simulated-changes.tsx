import { Spinner } from '@foyer/ui'
import { type ReviewTexts, simulationText } from './review-messages.js'
import type { SimulatedLines } from './use-simulated-lines.js'

/** Props of {@link SimulatedChanges}. */
export interface SimulatedChangesProps {
  simulation: SimulatedLines
  texts: ReviewTexts
  /** While asking ('Simulating the send…'), and when there is no simulation to ask. */
  simulating: string
  unsupported: string
}

/**
 * A review's "What changes in your account (simulated)": a spinner while the data service
 * is asked, its lines ("You send … / You receive … / You allow …"), a revert as an alert, or
 * that nothing could be simulated. It holds its place, so the review's buttons below move
 * only once, when the answer arrives (they are disabled until then).
 */
export function SimulatedChanges({
  simulation,
  texts,
  simulating,
  unsupported,
}: SimulatedChangesProps) {
  const reverted =
    simulation.status === 'done' && simulationReverted(simulation) ? simulation.lines[0] : undefined
  return (
    <section data-testid="foyer-review-simulation" aria-live="polite">
      <h3 className="foyer-network-group-title">{texts.review.changes}</h3>
      {simulation.status === 'loading' && <Spinner label={simulating} />}
      {simulation.status === 'unsupported' && (
        <p className="foyer-muted" data-testid="foyer-review-no-simulation">
          {unsupported}
        </p>
      )}
      {reverted && (
        <p className="foyer-field-error" role="alert" data-testid="foyer-review-reverted">
          {simulationText(texts, reverted)}
        </p>
      )}
      {simulation.status === 'done' && !reverted && (
        <ul className="foyer-plain-list foyer-stack" data-testid="foyer-review-changes">
          {simulation.lines.map((line) => (
            <li key={`${line.key}:${JSON.stringify(line.values)}`} data-key={line.key}>
              {simulationText(texts, line)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Whether a finished simulation says the request would revert. */
export function simulationReverted(simulation: SimulatedLines): boolean {
  return simulation.status === 'done' && simulation.lines[0]?.key === 'SIMULATION_REVERTED'
}
