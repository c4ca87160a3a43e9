import * as z from 'zod/mini'
import { en } from '../messages/en.js'

/** Social providers the embedded wallet accepts (SPEC §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** A social provider of the embedded wallet. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** A valid email address (SPEC §5; zod/mini schema). */
export const emailSchema = z.email(en.errors.INVALID_EMAIL)

/** A one-time code: any string (SPEC §5; zod/mini schema). */
export const otpSchema = z.string(en.errors.INVALID_OTP)

/** One of {@link SOCIAL_PROVIDERS} (SPEC §5; zod/mini schema). */
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS, en.errors.INVALID_SOCIAL_PROVIDER)

/** Whether `value` is a valid email address (SPEC §5). */
export function isValidEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}

/** Whether `value` is one of {@link SOCIAL_PROVIDERS}. */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return socialProviderSchema.safeParse(value).success
}
