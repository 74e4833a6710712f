import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/*
 * Which running generation jobs still have a live process (issue #9: a job of a process that
 * died read "running" for 10 minutes). Many API processes may share one PostgreSQL (DESIGN.md
 * §6), so "my jobs are alive" must be said to the database, not kept in memory: each process
 * holds, on one session of its own, a shared advisory lock per job it runs. PostgreSQL drops a
 * session's locks when the session ends, whichever way its process died, so a running job
 * nobody holds a lock on has no process any more: an exclusive try-lock on it succeeds
 * (jobAbandoned). No column is needed, and no clock: the answer is exact at once.
 *
 * The locks are shared so that two jobs whose keys collide (a 32-bit hash of the id) never
 * wait for each other; a collision can only make a dead job look alive, and such a job is
 * still interrupted when it is older than STALE_AFTER_MS (generation.ts).
 */

/** The first advisory-lock key of generation jobs ("Parl"), apart from any other lock's. */
const JOB_LOCK_NAMESPACE = 0x5061726c;

/** The two advisory-lock keys of job `id` (a uuid, or a column holding one). */
const jobLockKey = (id: SQLWrapper | string): SQL =>
  sql`${JOB_LOCK_NAMESPACE}::int, hashtext(${id}::text)`;

/** True for a job whose process is gone (an SQL condition for job `id`, see the top note). */
export const jobAbandoned = (id: SQLWrapper): SQL =>
  sql`pg_try_advisory_xact_lock(${jobLockKey(id)})`;

/** The locks by which this process says it still runs a job. */
export interface JobLocks {
  /** Takes the job's lock; call it before the job is stored, so no one sees it unheld. */
  hold(jobId: string): Promise<void>;
  /** Drops the job's lock; call it after the job's last change is stored. */
  release(jobId: string): Promise<void>;
  /** Ends the session (and with it every lock). */
  close(): Promise<void>;
}

/**
 * Job locks on a session of their own, opened on first use with the pool's settings (pool
 * connections are lent to one request at a time and cannot keep a lock). When the session
 * dies (the server restarted), the next hold opens another and takes the locks again.
 */
export function openJobLocks(pool: pg.Pool, onError: (error: unknown) => void): JobLocks {
  const held = new Set<string>();
  let session: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    const current: Promise<pg.Client> = (async () => {
      const client = new pg.Client(pool.options);
      client.on('error', (error) => {
        onError(error);
        if (session === current) session = undefined;
      });
      await client.connect();
      for (const id of held) await lock(client, id);
      return client;
    })().catch((error: unknown) => {
      if (session === current) session = undefined;
      throw error;
    });
    session = current;
    return current;
  };
  const lock = (client: pg.Client, id: string) =>
    drizzle(client).execute(sql`select pg_advisory_lock_shared(${jobLockKey(id)})`);
  const unlock = (client: pg.Client, id: string) =>
    drizzle(client).execute(sql`select pg_advisory_unlock_shared(${jobLockKey(id)})`);

  return {
    async hold(jobId) {
      if (closed) throw new Error('the job locks are closed');
      const client = await (session ?? connect());
      held.add(jobId);
      await lock(client, jobId);
    },
    async release(jobId) {
      held.delete(jobId);
      const client = await session?.catch(() => undefined);
      if (client !== undefined) await unlock(client, jobId).catch(onError);
    },
    async close() {
      closed = true;
      held.clear();
      const client = await session?.catch(() => undefined);
      session = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
