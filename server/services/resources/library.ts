import * as E from 'fp-ts/Either';
import {
  contentWithKeyVocabulary,
  sameVocabularyList,
  withKeyVocabularyOf,
} from '@/domain/questions/vocabulary';
import type { QuestionSet } from '@/domain/questions/types';
import { wordCount } from '@/domain/resource/content';
import type { ResourceContent } from '@/domain/resource/content';
import { writtenBy } from '@/domain/resource/writtenBy';
import type { ResourceVisibility } from '@/domain/catalog/enumerations';
import type { UserInfo } from '@/domain/session/userInfo';
import { withListsOnEditedSentences } from '@/domain/wordLists/editedSentences';
import {
  LIBRARY_PAGE_SIZE,
  type Resource,
  type ResourceListQuery,
  type ResourceSummary,
  type ResourceUpdateRequest,
} from '@/infrastructure/api/resources';
import type { Db } from '../../db/client';
import {
  deleteResource,
  findResource,
  listResources,
  updateResource,
} from '../../db/repositories/resources';
import type { ResourceSummaryRow, ResourceWithOwner } from '../../db/repositories/resources';
import { listAudioTracks } from '../../db/repositories/resourceAudio';
import type { AudioTrackMeta } from '../../db/repositories/resourceAudio';
import { listResourceImages } from '../../db/repositories/resourceImages';
import type { ResourceImageMeta } from '../../db/repositories/resourceImages';
import type { NewResourceRow } from '../../db/schema/resources';
import type { Clock } from '../clock';
import { wordListsFor } from '../wordLists';
import { toAudioTrack } from './audio';
import { saveContentWithImages, toResourceImage } from './images';
import { contentProblem, questionProblem } from './contentRules';

/*
 * The library and a resource's life after creation (issue #4 "Library", spec §4): read, edit,
 * share or hide, finish, delete. Routes have already checked who may touch which resource
 * (defineRoute ownership, 404 otherwise); these functions re-read the row and report a row
 * that vanished in between as not found.
 */

export interface LibraryDeps {
  readonly db: Db;
  readonly clock: Clock;
}

/** Why an edit was refused; nothing was changed. */
export type ResourceEditError =
  | { readonly type: 'resource/not-found' }
  | { readonly type: 'resource/invalid'; readonly message: string };

const NOT_FOUND = { type: 'resource/not-found' } as const;

/** A library row as the API shows it to `userId`. */
export function toSummary(row: ResourceSummaryRow, userId: number): ResourceSummary {
  return {
    id: row.id,
    name: row.name,
    hashtags: row.hashtags,
    visibility: row.visibility,
    status: row.status,
    resourceType: row.resourceType,
    language: { target: row.targetLanguage, native: row.nativeLanguage },
    level: row.level,
    country: row.country,
    wordCount: row.wordCount,
    owner: row.ownerId === userId,
    ownerName: row.ownerName,
    sharedWithDepartment: row.sharedWithOrganisation,
    writtenBy: writtenBy(row.source, row.generator),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A whole resource as the API shows it to `userId`, with its audio tracks (metadata only,
 * oldest first: listAudioTracks) and its slide images (metadata only, by slot:
 * listResourceImages), read by the caller so a row is never re-read for them.
 */
export function toResource(
  row: ResourceWithOwner,
  userId: number,
  audio: readonly AudioTrackMeta[],
  images: readonly ResourceImageMeta[],
): Resource {
  return {
    ...toSummary(row, userId),
    prompt: row.prompt,
    tenses: row.tenses,
    details: row.details,
    vocabulary: row.vocabulary,
    questionTypes: row.questionTypes,
    seed: row.seed,
    content: row.content,
    questions: row.questions,
    report: row.report,
    usage: row.usage,
    source: row.source,
    speech: row.speech,
    audio: audio.map(toAudioTrack),
    images: images.map(toResourceImage),
    unavailable: row.unavailable,
  };
}

/**
 * `resource` as anyone but its author sees it (another teacher reading a PUBLIC resource, the
 * signed-out page): what the teaching screen shows (content, questions and their answer keys,
 * seed, voice, audio tracks, slide images, author's name, hashtags), and none of what only its
 * author sees — the request behind it (prompt, tenses, details, vocabulary asked for), the
 * generator's report, token usage and the question types that could not be made. The
 * `Resource` shape stays, so the SPA decodes it with the one codec.
 */
export function publicView(resource: Resource): Resource {
  return {
    ...resource,
    owner: false,
    prompt: '',
    tenses: [],
    details: [],
    vocabulary: [],
    report: null,
    usage: { paragraph: null, questions: null },
    unavailable: [],
  };
}

/** The library page the query asks for; private scope unless `public` is asked for. */
export async function listLibrary(
  db: Db,
  userId: number,
  query: ResourceListQuery,
): Promise<{ readonly items: readonly ResourceSummary[]; readonly total: number }> {
  const { rows, total } = await listResources(db, {
    scope: query.scope ?? 'private',
    userId,
    ...(query.search === undefined ? {} : { search: query.search }),
    ...(query.hashtag === undefined ? {} : { hashtag: query.hashtag }),
    ...(query.language === undefined ? {} : { language: query.language }),
    ...(query.level === undefined ? {} : { level: query.level }),
    page: query.page ?? 1,
    limit: query.limit ?? LIBRARY_PAGE_SIZE,
  });
  return { items: rows.map((row) => toSummary(row, userId)), total };
}

/** The media of a resource (metadata only), both lists read side by side. */
export async function listResourceMedia(
  db: Db,
  id: number,
): Promise<[readonly AudioTrackMeta[], readonly ResourceImageMeta[]]> {
  return Promise.all([listAudioTracks(db, id), listResourceImages(db, id)]);
}

/**
 * The resource as `reader` may see it (the route has checked that they may read it): whole to
 * its author and to administrators, who look after the catalogue; to another teacher reading
 * a PUBLIC resource, its publicView (issue #9: the author's request leaked by id). Three
 * queries, side by side: the row with its author, and its media's metadata.
 */
export async function getResource(
  db: Db,
  reader: Pick<UserInfo, 'id' | 'role'>,
  id: number,
): Promise<Resource | null> {
  const [row, [audio, images]] = await Promise.all([
    findResource(db, id),
    listResourceMedia(db, id),
  ]);
  if (row === undefined) return null;
  const resource = toResource(row, reader.id, audio, images);
  return row.ownerId === reader.id || reader.role === 'admin' ? resource : publicView(resource);
}

/**
 * Saves an edit by the owner. New content must keep the resource's languages and type and
 * hold every invariant (the message names the sentence); questions must fit the content.
 * Content edits keep the questions: the teacher re-creates them when they want. The slide
 * images follow their words through a change of vocabulary (saveContentWithImages).
 */
export async function editResource(
  deps: LibraryDeps,
  userId: number,
  id: number,
  edit: ResourceUpdateRequest,
): Promise<E.Either<ResourceEditError, Resource>> {
  const row = await findResource(deps.db, id);
  if (row === undefined || row.ownerId !== userId) return E.left(NOT_FOUND);
  // Editing the Key vocabulary questions edits the vocabulary list itself (one list).
  const asSent = edit.content ?? keyVocabularyEdit(row.content, edit.questions);
  // A retyped sentence of the teacher's own text is segmented again with the admin's word
  // lists as they are now (issue #14); its other sentences keep what they had.
  const contentEdit =
    asSent !== undefined && row.source === 'uploaded' && sameLanguages(asSent, row)
      ? withListsOnEditedSentences(row.content, asSent, {
          target: await wordListsFor(deps.db, row.targetLanguage),
          native: await wordListsFor(deps.db, row.nativeLanguage),
        })
      : asSent;
  const content = contentEdit ?? row.content;
  if (contentEdit !== undefined) {
    const { language, resourceType } = contentEdit;
    if (language.target !== row.targetLanguage || language.native !== row.nativeLanguage)
      return E.left({
        type: 'resource/invalid',
        message: `content.language cannot change: this resource is in ${row.targetLanguage} with its translation in ${row.nativeLanguage}.`,
      });
    if (resourceType !== row.resourceType)
      return E.left({
        type: 'resource/invalid',
        message: `content.resourceType cannot change: this resource is a ${row.resourceType}.`,
      });
    const problem = contentProblem(contentEdit);
    if (problem !== null) return E.left({ type: 'resource/invalid', message: problem });
  }
  if (edit.questions !== undefined) {
    const problem = questionProblem(content, edit.questions);
    if (problem !== null) return E.left({ type: 'resource/invalid', message: problem });
  }
  // New content with the old questions: a type whose items no longer fit (a sentence gone)
  // is dropped, so nothing points at text that is not there; the teacher creates it again.
  // Key vocabulary is the content's list, whichever of the two the teacher edited.
  const kept =
    edit.questions ?? (contentEdit === undefined ? row.questions : fitting(content, row.questions));
  const questions =
    edit.questions === undefined && contentEdit === undefined
      ? kept
      : withKeyVocabularyOf(content, kept);

  const values: Partial<NewResourceRow> = {
    updatedAt: deps.clock.now(),
    ...(edit.name === undefined ? {} : { name: edit.name }),
    ...(edit.hashtags === undefined ? {} : { hashtags: [...edit.hashtags] }),
    ...(edit.visibility === undefined ? {} : { visibility: edit.visibility }),
    ...(edit.questionTypes === undefined ? {} : { questionTypes: [...edit.questionTypes] }),
    ...(questions === row.questions ? {} : { questions }),
    // null clears the setting (the teaching screen falls back to the browser's default voice).
    ...(edit.speech === undefined ? {} : { speech: edit.speech }),
    ...(contentEdit === undefined
      ? {}
      : { content: contentEdit, wordCount: wordCount(contentEdit, 'target') }),
  };
  const updated =
    contentEdit === undefined
      ? await updateResource(deps.db, id, values)
      : await saveContentWithImages(deps.db, id, contentEdit, (tx) =>
          updateResource(tx, id, values),
        );
  if (updated === undefined) return E.left(NOT_FOUND);
  const [audio, images] = await listResourceMedia(deps.db, id);
  return E.right(toResource({ ...updated, ownerName: row.ownerName }, userId, audio, images));
}

/** Whether edited content keeps the stored languages (an edit that does not is refused). */
function sameLanguages(content: ResourceContent, row: ResourceWithOwner): boolean {
  return (
    content.language.target === row.targetLanguage && content.language.native === row.nativeLanguage
  );
}

/** The content with the vocabulary of edited Key vocabulary questions, when that list changed. */
function keyVocabularyEdit(
  content: ResourceContent,
  questions: QuestionSet | undefined,
): ResourceContent | undefined {
  const items = questions?.vocabulary;
  if (items === undefined) return undefined;
  const next = contentWithKeyVocabulary(content, items);
  return sameVocabularyList(next.vocabulary, content.vocabulary) ? undefined : next;
}

/** The question types of `questions` whose items all fit `content`. */
function fitting(content: ResourceContent, questions: QuestionSet): QuestionSet {
  const kept = Object.entries(questions).filter(
    ([type, items]) => questionProblem(content, { [type]: items }) === null,
  );
  return kept.length === Object.keys(questions).length ? questions : Object.fromEntries(kept);
}

/** PUBLIC ⇄ PRIVATE (spec §4). Others see it once it is both public and finished. */
export async function setVisibility(
  deps: LibraryDeps,
  userId: number,
  id: number,
  visibility: ResourceVisibility,
): Promise<ResourceSummary | null> {
  const row = await findResource(deps.db, id);
  if (row === undefined || row.ownerId !== userId) return null;
  const updated = await updateResource(deps.db, id, { visibility, updatedAt: deps.clock.now() });
  return updated === undefined ? null : toSummary({ ...updated, ownerName: row.ownerName }, userId);
}

/** The teacher finished the resource on the activities page: it is ready to display and share. */
export async function finishResource(
  deps: LibraryDeps,
  userId: number,
  id: number,
): Promise<Resource | null> {
  const row = await findResource(deps.db, id);
  if (row === undefined || row.ownerId !== userId) return null;
  const updated = await updateResource(deps.db, id, {
    status: 'ready',
    updatedAt: deps.clock.now(),
  });
  if (updated === undefined) return null;
  const [audio, images] = await listResourceMedia(deps.db, id);
  return toResource({ ...updated, ownerName: row.ownerName }, userId, audio, images);
}

/** Deletes the owner's resource; its generation jobs keep their history without it. */
export async function removeResource(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await findResource(db, id);
  if (row === undefined || row.ownerId !== userId) return false;
  return deleteResource(db, id);
}
