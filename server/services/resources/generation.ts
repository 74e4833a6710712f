import { randomInt, randomUUID } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { wordCount } from '@/domain/resource/content';
import { checkClassroomSafety, unsafeCategoriesText } from '@/domain/safety/classroomSafety';
import type { ResourceContent } from '@/domain/resource/content';
import type { UserInfo } from '@/domain/session/userInfo';
import { decodeOrError } from '@/infrastructure/api/decode';
import {
  levelKey,
  ResourceContentCodec,
  type GenerateResourceRequest,
  type GenerationJob,
  type GenerationReport,
  type NoStoryAnswer,
} from '@/infrastructure/api/resources';
import type { Db } from '../../db/client';
import type { JobLocks } from '../../db/jobLocks';
import {
  endAbandonedJobs,
  findGenerationJob,
  finishGenerationJob,
  insertGenerationJob,
  insertResource,
} from '../../db/repositories/resources';
import type { GenerationJobRow, ResourceRow } from '../../db/schema/resources';
import type { ContentGenerator, GenerationRequest } from '../generation/port';
import type { Clock } from '../clock';
import { contentProblem } from './contentRules';

/*
 * Generation as a job (issue #4: "provider calls show progress in the UI and survive a
 * reload"). POST /resources/generate records a job, runs the generator and waits for it up to
 * `waitMs`: the offline generator answers within milliseconds, so the teacher gets the draft
 * in the same answer; a slow provider call outlives the wait, the answer says "running" with
 * the job id, and the SPA polls the job (also after a reload) until it points at the draft.
 * The generator runs in this process, which holds a lock on each job it runs for as long as
 * it runs it (server/db/jobLocks.ts): a running job nobody holds belongs to a process that
 * died, and is reported interrupted when polled and at every start (interruptAbandonedJobs),
 * whichever process of those sharing the database asks. A job older than STALE_AFTER_MS is
 * reported interrupted too. A job reported interrupted stays so: its process, if it lives
 * on, stores nothing when its generator answers late.
 * What a generator answers is decoded and checked like any other content before it is
 * stored: a broken answer fails the job and stores no resource.
 */

/** Longer than any provider call is allowed to take (the provider adapter times out first). */
export const STALE_AFTER_MS = 10 * 60 * 1000;

export interface GenerationDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly generator: ContentGenerator;
  /** Where this process says which jobs it runs (see the top note). */
  readonly jobLocks: Pick<JobLocks, 'hold' | 'release'>;
  /** How long the request waits for the generator before answering "running". */
  readonly waitMs: number;
  /** Hears about a generator or database that threw (the route logs it). */
  readonly onError: (error: unknown) => void;
}

/** Why a generation did not make a resource, in words for the teacher. */
export interface GenerationFailure {
  /** A GenerationError type of the port, or ours: invalid content, crashed, interrupted. */
  readonly type: string;
  readonly message: string;
}

export type GenerationOutcome =
  | {
      readonly type: 'done';
      readonly jobId: string;
      readonly resource: ResourceRow;
      readonly report: GenerationReport;
    }
  | { readonly type: 'failed'; readonly jobId: string; readonly failure: GenerationFailure }
  | { readonly type: 'running'; readonly job: GenerationJob };

/**
 * A request refused before any job exists: the same language twice (400), or a subject the
 * built-in generator has no story for (422, with the stories it has).
 */
export type GenerationRefusal =
  | { readonly type: 'generation/same-language'; readonly message: string }
  | NoStoryAnswer;

const CRASHED: GenerationFailure = {
  type: 'generation/crashed',
  message: 'Something went wrong while writing your resource. Please try again.',
};

const INTERRUPTED: GenerationFailure = {
  type: 'generation/interrupted',
  message: 'Writing your resource was interrupted. Your draft is kept: please try again.',
};

/** How a job whose process died (or that outlived any provider call) ends. */
const interruptedAt = (now: Date) =>
  ({
    status: 'failed',
    errorType: INTERRUPTED.type,
    message: INTERRUPTED.message,
    updatedAt: now,
    finishedAt: now,
  }) as const;

/** Thrown inside the transaction that stores a result, to undo it: the job was interrupted. */
class JobInterrupted extends Error {}

/** The job row as the API shows it. Stale running jobs read as failed (see the top note). */
export function toGenerationJob(row: GenerationJobRow): GenerationJob {
  return {
    jobId: row.id,
    status: row.status,
    resourceId: row.resourceId,
    message: row.message,
    report: row.report,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The content a generator answered, or why it cannot be stored: decoded with the API codec,
 * in the languages and type asked for, every invariant held (also used by rewrites).
 */
export function checkGenerated(
  content: unknown,
  request: GenerationRequest,
): E.Either<GenerationFailure, ResourceContent> {
  const invalid = (detail: string): E.Either<GenerationFailure, never> =>
    E.left({
      type: 'generation/invalid-content',
      message: `The text that came back could not be used (${detail}). Nothing was saved; please try again.`,
    });
  const decoded = decodeOrError(ResourceContentCodec, content, 'the generator');
  if (E.isLeft(decoded)) return invalid(decoded.left.message);
  const { language, resourceType } = decoded.right;
  if (language.target !== request.target || language.native !== request.native)
    return invalid(
      `it is in ${language.target} → ${language.native}, not ${request.target} → ${request.native}`,
    );
  if (resourceType !== request.resourceType)
    return invalid(`it is a ${resourceType}, not a ${request.resourceType}`);
  const problem = contentProblem(decoded.right);
  if (problem !== null) return invalid(problem);
  // The last gate before the database: whatever generator ran, nothing unsafe is stored.
  const safety = checkClassroomSafety(decoded.right);
  if (safety.type === 'unsafe')
    return E.left({
      type: 'generation/unsafe',
      message: `The text that came back is not suitable for a school (${unsafeCategoriesText(safety.findings)}). Nothing was saved; please try again.`,
    });
  return E.right(decoded.right);
}

async function fail(
  deps: GenerationDeps,
  jobId: string,
  failure: GenerationFailure,
): Promise<GenerationOutcome> {
  const now = deps.clock.now();
  const ended = await finishGenerationJob(deps.db, jobId, {
    status: 'failed',
    errorType: failure.type,
    message: failure.message,
    updatedAt: now,
    finishedAt: now,
  });
  return { type: 'failed', jobId, failure: ended ? failure : INTERRUPTED };
}

/** Runs the generator for a job; never rejects (failures end up in the job row). */
async function run(
  deps: GenerationDeps,
  job: GenerationJobRow,
  user: UserInfo,
  draft: GenerateResourceRequest,
  request: GenerationRequest,
): Promise<GenerationOutcome> {
  try {
    const generated = await deps.generator.generate(request);
    if (E.isLeft(generated)) return await fail(deps, job.id, generated.left);
    const content = checkGenerated(generated.right.content, request);
    if (E.isLeft(content)) return await fail(deps, job.id, content.left);
    const { report, usage } = generated.right;
    const now = deps.clock.now();
    const resource = await deps.db.transaction(async (tx) => {
      const row = await insertResource(tx, {
        ownerId: user.id,
        name: draft.title,
        source: 'generated',
        generator: generated.right.generator ?? 'offline',
        resourceType: draft.resourceType,
        targetLanguage: draft.target,
        nativeLanguage: draft.native,
        level: draft.level,
        levelKey: levelKey(draft.level),
        country: user.country,
        wordCount: wordCount(content.right, 'target'),
        prompt: draft.prompt,
        tenses: [...draft.tenses],
        details: [...draft.details],
        vocabulary: [...draft.vocabulary],
        questionTypes: [...draft.questionTypes],
        seed: request.seed,
        content: content.right,
        report,
        usage: { paragraph: usage ?? null, questions: null },
        createdAt: now,
        updatedAt: now,
      });
      const ended = await finishGenerationJob(tx, job.id, {
        status: 'done',
        resourceId: row.id,
        report,
        updatedAt: now,
        finishedAt: now,
      });
      if (!ended) throw new JobInterrupted();
      return row;
    });
    return { type: 'done', jobId: job.id, resource, report };
  } catch (error) {
    if (error instanceof JobInterrupted)
      return { type: 'failed', jobId: job.id, failure: INTERRUPTED };
    deps.onError(error);
    return fail(deps, job.id, CRASHED).catch((again: unknown) => {
      deps.onError(again);
      return { type: 'failed', jobId: job.id, failure: CRASHED } as const;
    });
  }
}

/**
 * Starts a generation for the dashboard draft and waits for it up to `deps.waitMs`: done (a
 * draft resource), failed (nothing stored but the job), or still running (poll the job).
 */
export async function startGeneration(
  deps: GenerationDeps,
  user: UserInfo,
  draft: GenerateResourceRequest,
): Promise<E.Either<GenerationRefusal, GenerationOutcome>> {
  if (draft.target === draft.native)
    return E.left({
      type: 'generation/same-language',
      message: 'Choose a target language that differs from the pupils’ native language.',
    });
  const request: GenerationRequest = {
    resourceType: draft.resourceType,
    target: draft.target,
    native: draft.native,
    level: draft.level,
    wordCount: draft.wordCount,
    title: draft.title,
    prompt: draft.prompt,
    tenses: draft.tenses,
    details: draft.details,
    vocabulary: draft.vocabulary,
    seed: draft.seed ?? randomInt(0, 2 ** 31 - 1),
    questionTypes: draft.questionTypes,
  };
  const refused = deps.generator.refusal?.(request);
  if (refused !== undefined) return E.left(refused);
  const jobId = randomUUID();
  await deps.jobLocks.hold(jobId);
  const job = await insertGenerationJob(deps.db, {
    id: jobId,
    ownerId: user.id,
    request: { ...draft, seed: request.seed },
    now: deps.clock.now(),
  }).catch(async (error: unknown) => {
    await deps.jobLocks.release(jobId);
    throw error;
  });
  // The lock goes once the job's end is stored (run never rejects).
  const settled = run(deps, job, user, draft, request).finally(() => deps.jobLocks.release(jobId));
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waiting'>((resolve) => {
    timer = setTimeout(() => resolve('waiting'), deps.waitMs);
  });
  const first = await Promise.race([settled, waited]);
  clearTimeout(timer);
  return E.right(first === 'waiting' ? { type: 'running', job: toGenerationJob(job) } : first);
}

/**
 * A job as the SPA polls it. A running job is first reported interrupted when its process is
 * gone or it is older than STALE_AFTER_MS.
 */
export async function getGenerationJob(
  deps: Pick<GenerationDeps, 'db' | 'clock'>,
  jobId: string,
): Promise<GenerationJob | null> {
  const row = await findGenerationJob(deps.db, jobId);
  if (row === undefined) return null;
  if (row.status !== 'running') return toGenerationJob(row);
  const now = deps.clock.now();
  const [abandoned] = await endAbandonedJobs(deps.db, interruptedAt(now), jobId);
  if (abandoned !== undefined) return toGenerationJob(abandoned);
  if (now.getTime() - row.createdAt.getTime() > STALE_AFTER_MS) {
    await finishGenerationJob(deps.db, jobId, interruptedAt(now));
    // Whatever ended it first (it, or its process just now) is what the teacher reads.
    const ended = await findGenerationJob(deps.db, jobId);
    return ended === undefined ? null : toGenerationJob(ended);
  }
  return toGenerationJob(row);
}

/**
 * Reports interrupted every running job whose process is gone (run at each start: a process
 * that was killed, or lost power, could not say so itself). Answers how many there were.
 */
export async function interruptAbandonedJobs(
  deps: Pick<GenerationDeps, 'db' | 'clock'>,
): Promise<number> {
  return (await endAbandonedJobs(deps.db, interruptedAt(deps.clock.now()))).length;
}
