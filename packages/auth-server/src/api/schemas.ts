import { z } from 'zod'
import { SOCIAL_PROVIDERS } from '../options.js'

/** A project id as the frame sends it. */
export const projectIdSchema = z.string().min(1).max(200)
/** The host page's origin, as the frame learned it from the bridge. */
export const hostOriginSchema = z.string().min(1).max(2048)
/** An email address (stored lowercased). */
export const emailSchema = z
  .email()
  .max(254)
  .transform((value) => value.toLowerCase())
/** A 6-digit one-time code (SPEC §5: the OTP is a string). */
export const otpSchema = z.string().regex(/^\d{6}$/, 'must be 6 digits')
/** One of the six social providers. */
export const providerNameSchema = z.enum(SOCIAL_PROVIDERS)

/** The project check every unauthenticated request carries. */
export const projectFields = { projectId: projectIdSchema, hostOrigin: hostOriginSchema }
