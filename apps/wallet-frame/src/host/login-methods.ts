import { socialProviderSchema } from '@foyer/common'
import type { FrameHandlers } from '@foyer/frame-bridge'
import type { ProjectConfig } from '../auth/auth-client.js'

type Login = NonNullable<ReturnType<NonNullable<FrameHandlers['GET_LOGIN_METHODS']>>>

/**
 * GET_LOGIN_METHODS: the logins the project's auth service has configured (its project config's
 * `logins`), so that the modal offers only those. Names this frame does not know are left out;
 * an auth service that does not say (older) gets no handler: the host then shows its own list.
 */
export function loginMethodsHandler(project: ProjectConfig): FrameHandlers {
  const { logins } = project
  if (!logins) return {}
  const socials = logins.filter(
    (login) => login === 'farcaster' || socialProviderSchema.safeParse(login).success,
  ) as Awaited<Login>['socials']
  return { GET_LOGIN_METHODS: () => ({ socials }) }
}
