/** A row as the database returns it: column name to value. */
export type SqlRow = Record<string, unknown>

/** Runs parameterised SQL (`$1`, `$2`, …) against one connection or transaction. */
export interface SqlExecutor {
  query<Row extends SqlRow = SqlRow>(text: string, params?: readonly unknown[]): Promise<Row[]>
}

/**
 * The one storage seam of a self-hosted service: Postgres SQL, run either by embedded PGlite or
 * by a Postgres server. Everything above it is engine-agnostic.
 */
export interface SqlClient extends SqlExecutor {
  /** Which engine runs the SQL. */
  readonly engine: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>
  /** Runs a script of several statements without parameters. */
  exec(script: string): Promise<void>
  /** Closes the connection(s). */
  close(): Promise<void>
}
