export type { SqlClient, SqlExecutor, SqlRow } from '@foyer/sql'
