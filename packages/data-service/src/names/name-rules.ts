import { isValidAccountName } from '@foyer/common'

/** The registry's default name suffix: names are `<label>.foyer.id`. */
export const DEFAULT_NAME_SUFFIX = 'foyer.id'

/**
 * The label of `name` (`alice` of `alice.foyer.id` or of `alice`), lowercased, or null when
 * it breaks SPEC §5: at least 4 characters; letters, digits or hyphen only.
 */
export function nameLabel(name: string, suffix: string): string | null {
  const ending = `.${suffix}`
  const label = name.toLowerCase().endsWith(ending) ? name.slice(0, -ending.length) : name
  return isValidAccountName(label) ? label.toLowerCase() : null
}

/** The rule text the registry answers with when a name breaks it. */
export const NAME_RULE = 'a name needs at least 4 characters; letters, digits or hyphen only'
