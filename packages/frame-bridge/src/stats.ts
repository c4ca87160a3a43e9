/** Why a posted message was dropped. */
export type DropReason = 'origin' | 'source' | 'shape' | 'unknown-id' | 'payload'

/** Counters of one side of the bridge: what it accepted and what it dropped, by reason. */
export type BridgeStats = {
  /** Messages that passed every check and were acted on. */
  accepted: number
  /** Messages dropped, all reasons together. */
  dropped: number
  /** Messages dropped, by reason. */
  droppedBy: Record<DropReason, number>
}

/** A mutable counter behind `stats()`. */
export class StatsCounter {
  private accepted = 0
  private readonly droppedBy: Record<DropReason, number> = {
    origin: 0,
    source: 0,
    shape: 0,
    'unknown-id': 0,
    payload: 0,
  }

  /** Counts one accepted message. */
  accept(): void {
    this.accepted += 1
  }

  /** Counts one dropped message. */
  drop(reason: DropReason): void {
    this.droppedBy[reason] += 1
  }

  /** A snapshot of the counters. */
  snapshot(): BridgeStats {
    const droppedBy = { ...this.droppedBy }
    const dropped = Object.values(droppedBy).reduce((sum, n) => sum + n, 0)
    return { accepted: this.accepted, dropped, droppedBy }
  }
}
