import { randomInt } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { questionTypesFor } from '@/domain/catalog/questionTypes';
import { questionTypesWithinPlan } from '@/domain/privileges/requestedFeatures';
import { resolvePrivileges } from '@/domain/privileges/resolvePrivileges';
import { unavailableReason } from '@/domain/questions/unavailableReasons';
import { wordCount } from '@/domain/resource/content';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  levelKey,
  type Resource,
  type UploadResourceRequest,
} from '@/infrastructure/api/resources';
import type { Db } from '../../db/client';
import { findResource, insertResource } from '../../db/repositories/resources';
import type { Clock } from '../clock';
import { applyWordLists } from '@/domain/wordLists/ownTextContent';
import { wordListsFor } from '../wordLists';
import { contentProblem } from './contentRules';
import { toResource } from './library';
import { readOwnText, unknownWordsNote } from './ownTextVocabulary';
import { contentFromText } from './segmentText';
import type { UploadError } from './segmentText';

export type UploadRefusal =
  | UploadError
  | { readonly type: 'upload/same-language'; readonly message: string }
  | { readonly type: 'upload/invalid'; readonly message: string };

/**
 * The teacher's own text becomes a draft resource with the same structure as a generated one
 * (issue #4 "/upload_resource"), ready for the same question types.
 */
export async function uploadResource(
  deps: { readonly db: Db; readonly clock: Clock },
  user: UserInfo,
  upload: UploadResourceRequest,
): Promise<E.Either<UploadRefusal, Resource>> {
  if (upload.target === upload.native && (upload.translation ?? '').trim() !== '')
    return E.left({
      type: 'upload/same-language',
      message: 'The translation must be in a language other than the text’s.',
    });
  const resourceType = upload.resourceType ?? 'text';
  // The admin's word lists as they are now (issue #14): read once, so this upload is cut and
  // tagged by one version of them; resources made before are never rewritten.
  const [targetLists, nativeLists] = await Promise.all([
    wordListsFor(deps.db, upload.target),
    wordListsFor(deps.db, upload.native),
  ]);
  const content = contentFromText({
    name: upload.name,
    target: upload.target,
    native: upload.native,
    resourceType,
    text: upload.text,
    ...(upload.translation === undefined ? {} : { translation: upload.translation }),
    lists: targetLists,
  });
  if (E.isLeft(content)) return content;
  // The offline dictionary tags the words it knows and makes the vocabulary list from them;
  // the words it does not know are named on the preview for the teacher to add.
  const dictionaryReading = readOwnText(content.right);
  const reading = {
    ...dictionaryReading,
    content: applyWordLists(dictionaryReading.content, {
      target: targetLists,
      native: nativeLists,
    }),
  };
  // Key words from the admin's list that nothing translated wait for the teacher's meaning.
  const untranslated = reading.content.vocabulary.filter((item) => item.native.trim() === '');
  const notes = [
    unknownWordsNote(reading.unknownWords),
    untranslated.length === 0
      ? undefined
      : `Write the meaning of these key words in the vocabulary list on the activities page: ${untranslated.map((item) => item.target).join(', ')}.`,
  ].filter((note): note is string => note !== undefined);
  // The segmenter builds content that holds by construction; checked all the same, since a
  // broken resource must never be stored.
  const problem = contentProblem(reading.content);
  if (problem !== null) return E.left({ type: 'upload/invalid', message: problem });

  // Without a choice the resource proposes every type its style can have that the text can
  // give (not those needing an AI provider or a translation it lacks), and only those the plan
  // includes: the preview offers them for "create questions", which checks the plan.
  const questionTypes =
    upload.questionTypes ??
    questionTypesWithinPlan(
      questionTypesFor(resourceType).filter(
        (type) => unavailableReason(reading.content, type, { kind: 'teacher' }) === undefined,
      ),
      resolvePrivileges({ sessionPayload: user }),
    );
  const now = deps.clock.now();
  const row = await insertResource(deps.db, {
    ownerId: user.id,
    name: upload.name,
    hashtags: [...(upload.hashtags ?? [])],
    source: 'uploaded',
    resourceType,
    targetLanguage: upload.target,
    nativeLanguage: upload.native,
    level: upload.level,
    levelKey: levelKey(upload.level),
    country: user.country,
    wordCount: wordCount(reading.content, 'target'),
    questionTypes: [...questionTypes],
    seed: randomInt(0, 2 ** 31 - 1),
    content: reading.content,
    ...(notes.length === 0
      ? {}
      : { report: { topic: '', topicMatched: 'exact', unusedVocabulary: [], notes } }),
    createdAt: now,
    updatedAt: now,
  });
  const stored = await findResource(deps.db, row.id);
  // A resource made a moment ago has no audio tracks or images yet.
  return E.right(toResource(stored ?? { ...row, ownerName: user.name }, user.id, [], []));
}
