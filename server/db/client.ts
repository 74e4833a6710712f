import { drizzle } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/**
 * The query builder every repository takes (node-postgres driver, no relational schema), and
 * its pool (server/db/jobLocks.ts opens a session of its own with the pool's settings).
 */
export type Db = NodePgDatabase & { readonly $client: pg.Pool };

/** A pool and its query builder; `close` ends every connection. */
export interface Database {
  readonly db: Db;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * Opens a pool on `connectionString`. `onError` hears about idle connections that die (the
 * server restarting, say): without a listener, pg would crash the process on them.
 */
export function openDatabase(
  connectionString: string,
  options: { max?: number; onError?: (error: Error) => void } = {},
): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  pool.on('error', options.onError ?? (() => undefined));
  const db = drizzle(pool);
  let closed: Promise<void> | undefined;
  return {
    db,
    pool,
    close: () => (closed ??= pool.end()),
  };
}

/** Creates database `name` on the server of `adminUrl` unless it exists already. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** `url` with its database name replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}
