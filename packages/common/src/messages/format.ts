/** The names of the `{placeholder}`s in a message template, as a string-literal union. */
export type PlaceholderNames<Template extends string> =
  Template extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholderNames<Rest> : never

/** Values for a message's placeholders. */
export type MessageValues = Readonly<Record<string, string | number | bigint>>

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * Fills the `{name}` placeholders of a message template. A placeholder without a value is
 * left as it is, so a missing value shows up instead of vanishing.
 *
 * @example formatMessage('HTTP status code: {status}', { status: 404 }) // 'HTTP status code: 404'
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    return value === undefined ? placeholder : String(value)
  })
}
