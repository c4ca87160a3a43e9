import { SDK_QUERY_PARAMS } from '@foyer/wallet-directory/protocol'
import { directoryError } from './errors.js'
import type { SdkParams } from './query.js'

/** Which project ids the directory accepts. */
export interface ProjectRules {
  requireProjectId: boolean
  projectIds: readonly string[] | undefined
}

/** Refuses a missing project id (when required) or one not on the list. */
export type ProjectCheck = (sdk: SdkParams) => void

export function projectCheck(settings: ProjectRules): ProjectCheck {
  const projectIds = settings.projectIds ? new Set(settings.projectIds) : undefined
  return (sdk) => {
    if (sdk.projectId === undefined) {
      if (settings.requireProjectId) {
        throw directoryError(
          400,
          'missing_project_id',
          `Query parameter '${SDK_QUERY_PARAMS.projectId}' is required`,
        )
      }
      return
    }
    if (projectIds && !projectIds.has(sdk.projectId)) {
      throw directoryError(403, 'invalid_project_id', 'Invalid Project ID')
    }
  }
}
