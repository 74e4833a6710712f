import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import type { Database } from '../../../server/db/client';
import type { JobLocks } from '../../../server/db/jobLocks';
import { resources } from '../../../server/db/schema/resources';
import { buildApp } from '../../../server/http/app';
import { interruptAbandonedJobs } from '../../../server/services/resources/generation';
import { bearer, createUser, tokenFor } from '../support/harness';
import type { CreatedUser, TestApp } from '../support/harness';
import {
  draft,
  fakeGenerator,
  resourcesApp,
  sampleContent,
  sampleReport,
} from '../resources/support';
import type { FakeGenerator } from '../resources/support';

/*
 * Issue #9: a generation job of a process that died read "running" for 10 minutes. Many API
 * processes may share one PostgreSQL (DESIGN.md §6): here two apps on one database stand for
 * two processes. A process that dies loses its database sessions; closing an app's job locks
 * does exactly that to its session, while its generator is still "running".
 */

let first: TestApp;
let generator: FakeGenerator;
let second: { app: FastifyInstance; database: Database };
let teacher: CreatedUser;
let headers: Record<string, string>;
/** Resolves the generation the first app is waiting on. */
let finish: () => void;
/** Settles when the first app let go of a job (its last change is stored by then). */
let released: Promise<string>;

beforeEach(async () => {
  finish = () => undefined;
  generator = fakeGenerator();
  generator.behaviour = (request) =>
    new Promise((resolve) => {
      finish = () => resolve(E.right({ content: sampleContent(request), report: sampleReport }));
    });
  first = await resourcesApp(generator, 50);
  const locks = first.app.deps.jobLocks;
  let onRelease: (jobId: string) => void = () => undefined;
  released = new Promise((resolve) => (onRelease = resolve));
  const watched: JobLocks = {
    hold: (jobId) => locks.hold(jobId),
    release: async (jobId) => {
      await locks.release(jobId);
      onRelease(jobId);
    },
    close: () => locks.close(),
  };
  first.app.deps = { ...first.app.deps, jobLocks: watched };

  const database = openDatabase(first.databaseUrl, { max: 2 });
  const app = await buildApp({
    config: first.config,
    db: database.db,
    clock: first.clock,
    mail: { send: () => Promise.resolve() },
  });
  await app.ready();
  second = { app, database };
  teacher = await createUser(first.db, { role: 'public' });
  headers = bearer(await tokenFor(first.app, teacher));
});

afterEach(async () => {
  finish();
  await second.app.close();
  await second.database.close();
  await first.close();
});

/** Starts a generation on the first app; it stays running until `finish()`. */
async function startJob(): Promise<string> {
  const response = await first.app.inject({
    method: 'POST',
    url: '/api/resources/generate',
    headers,
    payload: draft(),
  });
  expect(response.statusCode).toBe(202);
  return response.json<{ data: { jobId: string } }>().data.jobId;
}

async function pollOnSecond(jobId: string) {
  const response = await second.app.inject({
    method: 'GET',
    url: `/api/resources/generation/${jobId}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { status: string; message: string | null } }>().data;
}

const resourcesOfTeacher = () =>
  first.db.select().from(resources).where(eq(resources.ownerId, teacher.row.id));

describe('generation jobs of a process that died (issue #9)', () => {
  it('a job its live process runs stays running for every other process, at start and when polled', async () => {
    const jobId = await startJob();
    expect(await interruptAbandonedJobs({ db: second.database.db, clock: first.clock })).toBe(0);
    expect(await pollOnSecond(jobId)).toMatchObject({ status: 'running' });

    finish();
    expect(await released).toBe(jobId);
    expect(await pollOnSecond(jobId)).toMatchObject({ status: 'done' });
    expect(await resourcesOfTeacher()).toHaveLength(1);
  });

  it('a start marks the running jobs of a process that died interrupted, and only those', async () => {
    const jobId = await startJob();
    await first.app.deps.jobLocks.close();

    expect(await interruptAbandonedJobs({ db: second.database.db, clock: first.clock })).toBe(1);
    expect(await pollOnSecond(jobId)).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/interrupted/) as unknown,
    });
    expect(await interruptAbandonedJobs({ db: second.database.db, clock: first.clock })).toBe(0);
  });

  it('a poll through another process reports such a job interrupted at once, and a late answer stores nothing', async () => {
    const jobId = await startJob();
    await first.app.deps.jobLocks.close();
    expect(await pollOnSecond(jobId)).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/interrupted/) as unknown,
    });

    // The generator answers after all (its process lived on without its session).
    finish();
    expect(await released).toBe(jobId);
    expect(await pollOnSecond(jobId)).toMatchObject({ status: 'failed' });
    expect(await resourcesOfTeacher()).toEqual([]);
  });
});
