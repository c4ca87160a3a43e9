import * as z from 'zod/mini'
import { en } from '../messages/en.js'

const ACCOUNT_NAME = /^[a-zA-Z0-9-]{4,}$/

/** Whether `name` can be registered: at least 4 characters, letters, digits or hyphen only (SPEC §5). */
export function isValidAccountName(name: unknown): name is string {
  return typeof name === 'string' && ACCOUNT_NAME.test(name)
}

/** A name that can be registered (zod/mini schema of {@link isValidAccountName}). */
export const accountNameSchema = z
  .string()
  .check(z.regex(ACCOUNT_NAME, en.errors.INVALID_ACCOUNT_NAME))
