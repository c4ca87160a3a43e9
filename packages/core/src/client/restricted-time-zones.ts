import type { FoyerClient } from './types.js'

/**
 * SPEC §6: time zones in which swap and on-ramp are not offered — several Chinese regions.
 * Apps replace the list with the `restrictedTimeZones` client option.
 */
export const DEFAULT_RESTRICTED_TIME_ZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
  'PRC',
  'Hongkong',
]

/** The time zone the browser (or Node) reports, e.g. `Europe/Berlin`; undefined when unknown. */
export function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/**
 * Whether swap and on-ramp must be hidden (SPEC §6): the time zone (the current one by
 * default) is in the client's restricted list (`restrictedTimeZones`, SPEC's Chinese regions
 * by default). Time-zone names compare case-insensitively; an unknown time zone is not restricted.
 */
export function isRestrictedTimeZone(
  client: Pick<FoyerClient, 'options'>,
  timeZone: string | undefined = currentTimeZone(),
): boolean {
  if (!timeZone) return false
  const wanted = timeZone.toLowerCase()
  return client.options.restrictedTimeZones.some((zone) => zone.toLowerCase() === wanted)
}
