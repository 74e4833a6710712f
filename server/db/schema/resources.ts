import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LanguageCode } from '@/domain/catalog/languages';
import type { AudienceLevel } from '@/domain/catalog/levels';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { QuestionSet, UnavailableType } from '@/domain/questions/types';
import type { TextStyle } from '@/domain/catalog/textStyles';
import type { ResourceContent } from '@/domain/resource/content';
import type {
  AudioKind,
  AudioMimeType,
  GenerationReport,
  ResourceUsage,
  SpeechSetting,
} from '@/infrastructure/api/resources';
import { users } from './users';

/**
 * A teacher's resource (spec §3 Resource): the request it was made from, its aligned content
 * (src/domain/resource/content.ts) and its questions. `content` and `questions` are stored as
 * JSON because everything reads them whole; the server validates both before every write.
 */
export const resources = pgTable(
  'resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('resource_name').notNull(),
    /** Stored lower-case without `#`, so searches match `#Food` and `food` alike. */
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Shown in the department's shared area to the other members of the owner's organisation
     * (issue #13, the "shared area" privilege); the owner marks it.
     */
    sharedWithOrganisation: boolean('shared_with_organisation').notNull().default(false),
    visibility: text('visibility', { enum: ['PUBLIC', 'PRIVATE'] })
      .notNull()
      .default('PRIVATE'),
    /** `draft` until the teacher finishes it on the activities page. */
    status: text('status', { enum: ['draft', 'ready'] })
      .notNull()
      .default('draft'),
    source: text('source', { enum: ['generated', 'uploaded'] }).notNull(),
    /**
     * What wrote the text: 'offline' (the built-in generator) or the AI provider's model name.
     * An uploaded text keeps 'offline', and `source` says it is the teacher's own.
     */
    generator: text('generator').notNull().default('offline'),
    resourceType: text('resource_type').$type<TextStyle>().notNull(),
    targetLanguage: text('target_language').$type<LanguageCode>().notNull(),
    nativeLanguage: text('native_language').$type<LanguageCode>().notNull(),
    level: jsonb('level').$type<AudienceLevel>().notNull(),
    /** `A2.1` or `England:8` (levelKey in the API contract): what the library filters on. */
    levelKey: text('level_key').notNull(),
    /** The author's country when the resource was made (spec §3 `country`). */
    country: text('country').notNull(),
    /** Words of the target text as it stands (kept up to date by every content edit). */
    wordCount: integer('word_count').notNull(),
    prompt: text('prompt').notNull().default(''),
    tenses: integer('tenses')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    details: integer('details')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Words the teacher asked the generator to use. */
    vocabulary: text('vocabulary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    questionTypes: text('question_types')
      .array()
      .$type<QuestionType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The generator's and the question derivation's seed: the same seed, the same result. */
    seed: integer('seed').notNull(),
    content: jsonb('content').$type<ResourceContent>().notNull(),
    questions: jsonb('questions').$type<QuestionSet>().notNull().default({}),
    report: jsonb('report').$type<GenerationReport>(),
    /** Question types chosen at the last "Create questions" that the text could not give. */
    unavailable: jsonb('unavailable').$type<readonly UnavailableType[]>().notNull().default([]),
    /** Token usage per paragraph and per question generation (spec §3); null parts offline. */
    usage: jsonb('usage')
      .$type<ResourceUsage>()
      .notNull()
      .default({ paragraph: null, questions: null }),
    /** The voiceover setting (spec §9 "AI voiceover"); null: none chosen yet. */
    speech: jsonb('speech').$type<SpeechSetting>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resources_owner_id_idx').on(t.ownerId, t.updatedAt),
    // The public library lists finished public resources, newest first.
    index('resources_public_idx')
      .on(t.updatedAt)
      .where(sql`${t.visibility} = 'PUBLIC' and ${t.status} = 'ready'`),
    index('resources_hashtags_idx').using('gin', t.hashtags),
    check('resources_visibility', sql`${t.visibility} in ('PUBLIC', 'PRIVATE')`),
    check('resources_status', sql`${t.status} in ('draft', 'ready')`),
    check('resources_source', sql`${t.source} in ('generated', 'uploaded')`),
  ],
);

export type ResourceRow = typeof resources.$inferSelect;
export type NewResourceRow = typeof resources.$inferInsert;

/**
 * One generation (issue #4: "provider calls … survive a reload"). The row outlives the
 * request that started it, so the SPA can poll it after a reload; on success it points at the
 * draft resource it made. A failed generation leaves no resource, only this row.
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull(),
    /** The dashboard draft as received (GenerateResourceRequest) and the seed used. */
    request: jsonb('request').notNull(),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    report: jsonb('report').$type<GenerationReport>(),
    /** The GenerationError type (or our own) of a failure, and what the teacher reads. */
    errorType: text('error_type'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('generation_jobs_owner_id_idx').on(t.ownerId, t.createdAt),
    check('generation_jobs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

export type GenerationJobRow = typeof generationJobs.$inferSelect;

/** PostgreSQL `bytea`, read and written as a Node Buffer (node-postgres does the conversion). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A recording or uploaded MP3 of a resource (spec §9 "Voice options"; DESIGN.md §6 "Audio").
 * The bytes live in the row for now: at most 10 tracks of 10 MB per resource, and only one
 * track's bytes are read at a time (listings select the metadata only). Moving them to object
 * storage later changes this table, not the API.
 */
export const resourceAudio = pgTable(
  'resource_audio',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['upload', 'recording'] })
      .$type<AudioKind>()
      .notNull(),
    mimeType: text('mime_type').$type<AudioMimeType>().notNull(),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resource_audio_resource_id_idx').on(t.resourceId, t.id),
    check('resource_audio_kind', sql`${t.kind} in ('upload', 'recording')`),
  ],
);

export type AudioTrackRow = typeof resourceAudio.$inferSelect;
export type NewAudioTrackRow = typeof resourceAudio.$inferInsert;
