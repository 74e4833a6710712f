import { randomInt } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { wordCount } from '@/domain/resource/content';
import type { ResourceContent } from '@/domain/resource/content';
import type { UserInfo } from '@/domain/session/userInfo';
import { decodeOrError } from '@/infrastructure/api/decode';
import {
  levelKey,
  ResourceContentCodec,
  type GenerateResourceRequest,
  type GenerationJob,
  type GenerationReport,
} from '@/infrastructure/api/resources';
import type { Db } from '../../db/client';
import {
  findGenerationJob,
  insertGenerationJob,
  insertResource,
  updateGenerationJob,
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
 * The generator runs in this process: a job whose process died stays "running" in the table,
 * so a job older than STALE_AFTER_MS is reported failed and the teacher starts again.
 * What a generator answers is decoded and checked like any other content before it is
 * stored: a broken answer fails the job and stores no resource.
 */

/** Longer than any provider call is allowed to take (the provider adapter times out first). */
export const STALE_AFTER_MS = 10 * 60 * 1000;

export interface GenerationDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly generator: ContentGenerator;
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

/** A request refused before any job exists (400). */
export interface GenerationRefusal {
  readonly type: 'generation/same-language';
  readonly message: string;
}

const CRASHED: GenerationFailure = {
  type: 'generation/crashed',
  message: 'Something went wrong while writing your resource. Please try again.',
};

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
  return problem === null ? E.right(decoded.right) : invalid(problem);
}

async function fail(
  deps: GenerationDeps,
  jobId: string,
  failure: GenerationFailure,
): Promise<GenerationOutcome> {
  const now = deps.clock.now();
  await updateGenerationJob(deps.db, jobId, {
    status: 'failed',
    errorType: failure.type,
    message: failure.message,
    updatedAt: now,
    finishedAt: now,
  });
  return { type: 'failed', jobId, failure };
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
      await updateGenerationJob(tx, job.id, {
        status: 'done',
        resourceId: row.id,
        report,
        updatedAt: now,
        finishedAt: now,
      });
      return row;
    });
    return { type: 'done', jobId: job.id, resource, report };
  } catch (error) {
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
  };
  const job = await insertGenerationJob(deps.db, {
    ownerId: user.id,
    request: { ...draft, seed: request.seed },
    now: deps.clock.now(),
  });
  const settled = run(deps, job, user, draft, request);
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waiting'>((resolve) => {
    timer = setTimeout(() => resolve('waiting'), deps.waitMs);
  });
  const first = await Promise.race([settled, waited]);
  clearTimeout(timer);
  return E.right(first === 'waiting' ? { type: 'running', job: toGenerationJob(job) } : first);
}

/** A job as the SPA polls it; a running job older than STALE_AFTER_MS is failed first. */
export async function getGenerationJob(
  deps: Pick<GenerationDeps, 'db' | 'clock'>,
  jobId: string,
): Promise<GenerationJob | null> {
  const row = await findGenerationJob(deps.db, jobId);
  if (row === undefined) return null;
  const now = deps.clock.now();
  if (row.status === 'running' && now.getTime() - row.createdAt.getTime() > STALE_AFTER_MS) {
    const interrupted = {
      status: 'failed',
      errorType: 'generation/interrupted',
      message: 'Writing your resource was interrupted. Your draft is kept: please try again.',
      updatedAt: now,
      finishedAt: now,
    } as const;
    await updateGenerationJob(deps.db, jobId, interrupted);
    return toGenerationJob({ ...row, ...interrupted });
  }
  return toGenerationJob(row);
}
