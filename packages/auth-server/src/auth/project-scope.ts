/**
 * Which projects share users (and so wallets): each project alone, unless the operator put it
 * in a group (`projectGroups`). Never shared by default: an allowlisted origin of one project
 * must not reach another project's users.
 */
export class ProjectScopes {
  private readonly groupOf = new Map<string, readonly string[]>()

  constructor(groups: Readonly<Record<string, readonly string[]>> = {}) {
    for (const members of Object.values(groups)) {
      for (const projectId of members) this.groupOf.set(projectId, members)
    }
  }

  /** The projects whose users a login of `projectId` finds: itself first, then its group. */
  of(projectId: string): string[] {
    const group = this.groupOf.get(projectId) ?? []
    return [projectId, ...group.filter((member) => member !== projectId)]
  }
}
