/** Distinct refusals remembered; past it, new ones are no longer logged (a flood cannot fill the log). */
const MAX_DISTINCT = 1_000

/**
 * Logs each distinct misconfiguration refusal once (an origin not in `FRAME_ORIGINS`, a host origin
 * a project does not allow), so an operator sees why a frame or a host page is refused. Values
 * are JSON-quoted: a hostile origin or project id cannot forge log lines. Nothing secret is
 * logged: origins and project ids are public.
 */
export class RefusalLog {
  private readonly seen = new Set<string>()

  constructor(private readonly log: (line: string) => void) {}

  /** Logs `line` the first time `key` is refused. */
  once(key: string, line: string): void {
    if (this.seen.has(key) || this.seen.size >= MAX_DISTINCT) return
    this.seen.add(key)
    this.log(line)
  }

  /** A browser request from an origin that is not a wallet frame. */
  foreignOrigin(origin: string): void {
    this.once(
      `frame:${origin}`,
      `refused origin ${JSON.stringify(origin)}: not a wallet frame origin (--frame-origin / FRAME_ORIGINS)`,
    )
  }

  /** A host page the project does not allow (or an unknown project). */
  hostOrigin(projectId: string, hostOrigin: string, known: boolean): void {
    this.once(
      `host:${projectId}:${hostOrigin}`,
      known
        ? `refused host origin ${JSON.stringify(hostOrigin)} for project ${JSON.stringify(projectId)}: not in its allowed origins (--project / PROJECTS)`
        : `refused project ${JSON.stringify(projectId)} (host origin ${JSON.stringify(hostOrigin)}): no such project (--project / PROJECTS)`,
    )
  }
}
