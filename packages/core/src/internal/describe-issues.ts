import type * as z from 'zod/mini'

/**
 * One line per problem, `path: what is wrong`, readable without a zod locale loaded (zod/mini
 * ships none, and loading one is a global side effect).
 */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => `- ${issue.path.map(String).join('.') || '(options)'}: ${describe(issue)}`)
    .join('\n')
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown option ${issue.keys.map((key) => `"${key}"`).join(', ')}`
    case 'invalid_type':
      return `expected ${issue.expected}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
    case 'too_small':
      return `too small (minimum ${String(issue.minimum)})`
    case 'invalid_format':
      return issue.message && issue.message !== 'Invalid input'
        ? issue.message
        : `invalid ${issue.format}`
    case 'invalid_union':
      return 'matches none of the accepted shapes'
    default:
      return issue.message
  }
}
