import { and, desc, eq, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  describePromptTemplateError,
  parsePromptTemplate,
  PROMPT_KEYS,
  promptKeyLabel,
} from '@/domain/prompts/promptTemplate';
import type { PromptKey } from '@/domain/prompts/promptTemplate';
import type {
  PromptDetail,
  PromptSummary,
  PromptVersionView,
  SavePromptRequest,
  TryOutcome,
  TryPromptResult,
  TrySide,
} from '@/contract/prompts';
import type { ResourceContent } from '@/domain/resource/content';
import { DEFAULT_PROMPTS } from '../adapters/generation/openai/promptDefaults';
import { initialMessages } from '../adapters/generation/openai/prompt';
import type { Db } from '../db/client';
import type { Queryable } from '../db/repositories/queryable';
import { promptVersions } from '../db/schema/prompts';
import { users } from '../db/schema/users';
import { recordAdminAction } from './adminAudit';
import type { ContentGenerator, GenerationRequest, PromptBodies } from './generation/port';

/*
 * The versioned instructions of the provider adapter (issue #14 `/prompt`, `/activity_prompt`).
 * A saved version is never changed; activating one stamps it with the time, and the version of
 * each key activated last is in force (the built-in version 0 while none is). The adapter reads
 * the versions in force at the start of every generation (withActivePrompts): one indexed query,
 * so every API process sees an activation at once without a cache to invalidate.
 */

export type PromptRefusal =
  | { readonly type: 'prompt/invalid'; readonly message: string }
  | { readonly type: 'prompt/no-version'; readonly message: string };

/**
 * The body in force for each key that has an activated version: one probe of the
 * (prompt_key, activated_at) index a key, so the cost does not grow with the history.
 */
async function activeRows(
  db: Queryable,
): Promise<Map<string, { version: number; body: string; activatedAt: Date }>> {
  const result = await db.execute<{
    prompt_key: string;
    version: number;
    body: string;
    activated_at: Date | string;
  }>(sql`
    select v.prompt_key, v.version, v.body, v.activated_at
      from unnest(${`{${PROMPT_KEYS.join(',')}}`}::text[]) as k(key)
      cross join lateral (
        select prompt_key, version, body, activated_at
          from prompt_versions
         where prompt_key = k.key and activated_at is not null
         order by activated_at desc, id desc
         limit 1) v`);
  return new Map(
    result.rows.map((row) => [
      row.prompt_key,
      { version: row.version, body: row.body, activatedAt: new Date(row.activated_at) },
    ]),
  );
}

/** Every key's instructions in force: the active version's body, else the built-in one. */
export async function activePromptBodies(db: Queryable): Promise<PromptBodies> {
  const rows = await activeRows(db);
  return Object.fromEntries(
    PROMPT_KEYS.map((key) => [key, rows.get(key)?.body ?? DEFAULT_PROMPTS[key]]),
  ) as Record<PromptKey, string>;
}

/**
 * The generator with the instructions in force, read when each generation starts (so a
 * generation that has begun keeps the instructions it began with). Explicit instructions
 * ("try it") pass through.
 */
export function withActivePrompts(db: Db, generator: ContentGenerator): ContentGenerator {
  return {
    ...(generator.model === undefined ? {} : { model: generator.model }),
    ...(generator.refusal === undefined ? {} : { refusal: generator.refusal }),
    async generate(request, options) {
      if (options?.instructions !== undefined) return generator.generate(request, options);
      return generator.generate(request, { instructions: await activePromptBodies(db) });
    },
  };
}

/** Each key with the version in force, text first, then the activity types in catalogue order. */
export async function listPrompts(db: Db): Promise<readonly PromptSummary[]> {
  const active = await activeRows(db);
  const counts = await db
    .select({ key: promptVersions.promptKey, n: sql<number>`count(*)::int` })
    .from(promptVersions)
    .groupBy(promptVersions.promptKey);
  const saved = new Map(counts.map((row) => [row.key, row.n]));
  return PROMPT_KEYS.map((key) => {
    const row = active.get(key);
    return {
      key,
      label: promptKeyLabel(key),
      activeVersion: row?.version ?? 0,
      savedVersions: saved.get(key) ?? 0,
      activatedAt: row?.activatedAt.toISOString() ?? null,
    };
  });
}

/** One key's versions, newest first, the built-in version 0 last, the one in force marked. */
export async function promptDetail(db: Queryable, key: PromptKey): Promise<PromptDetail> {
  const rows = await db
    .select({
      version: promptVersions.version,
      body: promptVersions.body,
      note: promptVersions.note,
      createdAt: promptVersions.createdAt,
      activatedAt: promptVersions.activatedAt,
      email: users.email,
      fullName: users.fullName,
    })
    .from(promptVersions)
    .leftJoin(users, eq(users.id, promptVersions.authorId))
    .where(eq(promptVersions.promptKey, key))
    .orderBy(desc(promptVersions.version));
  const active = (await activeRows(db)).get(key)?.version ?? 0;
  const versions: PromptVersionView[] = rows.map((row) => ({
    version: row.version,
    body: row.body,
    note: row.note,
    author: row.email ?? row.fullName,
    createdAt: row.createdAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    active: row.version === active,
  }));
  versions.push({
    version: 0,
    body: DEFAULT_PROMPTS[key],
    note: 'Built into Parlo.',
    author: null,
    createdAt: null,
    activatedAt: null,
    active: active === 0,
  });
  return { key, label: promptKeyLabel(key), activeVersion: active, versions };
}

/** One key's saves and activations are serialised, so version numbers and stamps never clash. */
async function lockKey(tx: Queryable, key: PromptKey): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prompt_versions:${key}`}))`);
}

/**
 * Stamps a version as activated. The stamp is after every earlier one of the key even when
 * the clock is not (a fixed test clock, two servers' clocks apart): "activated last" must
 * mean the last activation.
 */
async function stampActivated(tx: Queryable, key: PromptKey, version: number, now: Date) {
  await tx.execute(sql`
    update prompt_versions
       set activated_at = greatest(${now.toISOString()}::timestamptz,
             (select max(activated_at) + interval '1 millisecond'
                from prompt_versions where prompt_key = ${key}))
     where prompt_key = ${key} and version = ${version}`);
}

/** The message for a body that does not decode, or undefined. */
export function promptBodyProblem(body: string): string | undefined {
  const parsed = parsePromptTemplate(body);
  return E.isLeft(parsed) ? describePromptTemplateError(parsed.left, body) : undefined;
}

/** Saves a body as the key's next version, activating it at once if asked; audited. */
export async function savePromptVersion(
  db: Db,
  actor: UserInfo,
  key: PromptKey,
  request: SavePromptRequest,
  now: Date,
): Promise<Either<PromptRefusal, PromptDetail>> {
  const problem = promptBodyProblem(request.body);
  if (problem !== undefined) return E.left({ type: 'prompt/invalid', message: problem });
  return db.transaction(async (tx) => {
    await lockKey(tx, key);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${promptVersions.version}), 0)::int` })
      .from(promptVersions)
      .where(eq(promptVersions.promptKey, key));
    const version = (last?.n ?? 0) + 1;
    await tx.insert(promptVersions).values({
      promptKey: key,
      version,
      body: request.body,
      note: request.note,
      authorId: actor.id,
      createdAt: now,
    });
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'prompt.save',
        targetType: 'prompt',
        targetId: key,
        details: { version, note: request.note, length: request.body.length },
      },
      now,
    );
    if (request.activate) {
      await stampActivated(tx, key, version, now);
      await recordAdminAction(
        tx,
        actor,
        { action: 'prompt.activate', targetType: 'prompt', targetId: key, details: { version } },
        now,
      );
    }
    return E.right(await promptDetail(tx, key));
  });
}

/** Puts a saved version back in force (a rollback, or a version saved without activating). */
export async function activatePromptVersion(
  db: Db,
  actor: UserInfo,
  key: PromptKey,
  version: number,
  now: Date,
): Promise<Either<PromptRefusal, PromptDetail>> {
  return db.transaction(async (tx) => {
    await lockKey(tx, key);
    const [row] = await tx
      .select({ id: promptVersions.id })
      .from(promptVersions)
      .where(and(eq(promptVersions.promptKey, key), eq(promptVersions.version, version)));
    if (row === undefined)
      return E.left({
        type: 'prompt/no-version',
        message: `${promptKeyLabel(key)} has no version ${version}.`,
      } as const);
    const before = (await activeRows(tx)).get(key)?.version ?? 0;
    await stampActivated(tx, key, version, now);
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'prompt.activate',
        targetType: 'prompt',
        targetId: key,
        details: { version, before },
      },
      now,
    );
    return E.right(await promptDetail(tx, key));
  });
}

/** The request "try it" runs: fixed, so two tries compare the instructions and nothing else. */
export const TRY_SAMPLE: GenerationRequest = {
  resourceType: 'dialogue_two_speakers',
  target: 'es',
  native: 'en',
  level: { kind: 'cefr', level: 'A2' },
  wordCount: 80,
  title: 'At the market',
  prompt: 'Buying fruit at a market',
  tenses: [6],
  details: [7],
  vocabulary: [],
  seed: 20_261_125,
};

const TRY_SAMPLE_WORDS =
  'a dialogue of about 80 words in Spanish for English speakers at CEFR A2, titled “At the market”, on buying fruit at a market';

const FACT_KEYS = new Set<PromptKey>([
  'comprehension',
  'multi_choice_ques',
  'inference_questions',
  'true_false_ques',
  'open_ended_ques',
]);

/** The part of the content an activity is made from, a line an item, so a change shows. */
function excerptFor(key: PromptKey, content: ResourceContent): string[] {
  if (FACT_KEYS.has(key)) {
    const facts = content.facts
      .filter((fact) => key !== 'inference_questions' || fact.kind === 'inferred')
      .map((fact) =>
        key === 'multi_choice_ques'
          ? `${fact.question.target} — ${fact.answer.target} (not: ${fact.distractors.map((d) => d.target).join('; ')})`
          : key === 'true_false_ques'
            ? `True: ${fact.trueStatement.target} · False: ${fact.falseStatement.target}`
            : `${fact.question.target} — ${fact.answer.target}`,
      );
    return key === 'true_false_ques'
      ? [...facts, ...content.unstated.map((claim) => `Not in the text: ${claim.target}`)]
      : facts;
  }
  switch (key) {
    case 'chunks':
    case 'phrase':
      return content.sentences.map((s) => s.chunks.map((c) => c.target).join(' | '));
    case 'vocabulary':
    case 'vocab_in_context':
      return content.vocabulary.map((item) => `${item.target} — ${item.native}`);
    case 'deliberate_errors':
      return content.sentences.flatMap((s) =>
        s.target.tokens
          .filter((token) => (token.wrongForms ?? []).length > 0)
          .map((token) => `${token.text} → ${(token.wrongForms ?? []).join(', ')}`),
      );
    case 'who_said_what':
      return content.sentences.map((s) => `${s.speaker ?? '?'}: ${s.target.text}`);
    default:
      return [];
  }
}

async function trySide(
  generator: ContentGenerator,
  key: PromptKey,
  label: string,
  bodies: PromptBodies,
): Promise<TrySide> {
  const result = await generator.generate(TRY_SAMPLE, { instructions: bodies });
  const outcome: TryOutcome = E.isLeft(result)
    ? { kind: 'error', message: result.left.message }
    : {
        kind: 'content',
        title: result.right.content.title.target,
        sentences: result.right.content.sentences.map((s) =>
          s.speaker === undefined ? s.target.text : `${s.speaker}: ${s.target.text}`,
        ),
        excerpt: excerptFor(key, result.right.content),
      };
  return { label, messages: initialMessages(TRY_SAMPLE, bodies).map((m) => ({ ...m })), outcome };
}

/**
 * Runs the generator in use on the sample, with the draft in place of the key's body and with
 * the instructions in force, one after the other (a provider is asked twice: two answers).
 */
export async function tryPrompt(
  db: Db,
  generator: ContentGenerator,
  key: PromptKey,
  draft: string,
): Promise<Either<PromptRefusal, TryPromptResult>> {
  const problem = promptBodyProblem(draft);
  if (problem !== undefined) return E.left({ type: 'prompt/invalid', message: problem });
  const active = await activePromptBodies(db);
  const activeVersion = (await activeRows(db)).get(key)?.version ?? 0;
  const drafted = await trySide(generator, key, 'Draft', { ...active, [key]: draft });
  const current = await trySide(
    generator,
    key,
    activeVersion === 0 ? 'Version 0 (built-in, active)' : `Version ${activeVersion} (active)`,
    active,
  );
  const model = generator.model ?? null;
  return E.right({
    generator: model === null ? 'offline' : 'provider',
    model,
    sample: TRY_SAMPLE_WORDS,
    explanation:
      model === null
        ? 'No AI provider is configured, so the built-in offline generator wrote both results. It composes texts from its own bank of sentence frames and does not read these instructions: both results are the same. The messages shown are exactly what the AI provider adapter would send with each version once a provider is set (AI_BASE_URL, AI_MODEL, AI_API_KEY).'
        : `The AI provider (${model}) was asked twice, once with each version of the instructions; the messages shown are what was sent. Providers vary from one answer to the next, so part of a difference may be chance.`,
    draft: drafted,
    active: current,
  });
}
