// One small interface over both engines, so repositories hold plain SQL that runs the same
// on the embedded PGlite and on a PostgreSQL server.

export interface QueryResult<R> {
  rows: R[];
  /** Rows returned, or rows changed by INSERT/UPDATE/DELETE without RETURNING. */
  rowCount: number;
}

export interface Queryable {
  /**
   * `statement` names a statement run very often (the hold's): PostgreSQL then parses and
   * plans it once per connection (a prepared statement); PGlite ignores the name.
   */
  query<R = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    statement?: string,
  ): Promise<QueryResult<R>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: "pglite" | "postgres";
  /**
   * Connections of their own for the availability reads (calendar, ticket list), so that a
   * rush of holds queued for the pool does not hold them up; none: they share the pool.
   */
  readonly reads?: Queryable;
  /** Runs fn inside BEGIN … COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Column types we read as plain values on both engines: dates and times stay the strings
// PostgreSQL prints (no time-zone shifts through JS Date), 64-bit counts become numbers.
export const OID = { int8: 20, numeric: 1700, date: 1082, time: 1083 } as const;

export const valueParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: (value) => Number(value),
  [OID.numeric]: (value) => Number(value),
  [OID.date]: (value) => value,
  [OID.time]: (value) => value,
};
