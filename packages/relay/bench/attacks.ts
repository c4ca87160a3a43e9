/** The abuses of the relay's abuse tests that the benchmark runs beside well-behaved load. */
export const ATTACKS = [
  'slow-readers',
  'never-ack',
  'eviction-flood',
  'connection-flood',
  'heavy-frames',
  'publish-flood',
] as const

/** One of {@link ATTACKS}. */
export type AttackKind = (typeof ATTACKS)[number]
