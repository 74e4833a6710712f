import * as E from 'fp-ts/Either';
import { audienceLabel } from '@/domain/catalog/levels';
import { fullText, wordCount } from '@/domain/resource/content';
import { rewriteTarget } from '@/domain/resource/rewrite';
import type { TextChange } from '@/domain/catalog/textChanges';
import type { PrivilegeName } from '@/domain/privileges/privileges';
import { firstMissingFeature } from '@/domain/privileges/requestedFeatures';
import { resolvePrivileges } from '@/domain/privileges/resolvePrivileges';
import type { UserInfo } from '@/domain/session/userInfo';
import {
  levelKey,
  type GenerationReport,
  type Resource,
  type TokenUsage,
} from '@/infrastructure/api/resources';
import type { Db } from '../../db/client';
import { findResource, updateResourceIfUnchanged } from '../../db/repositories/resources';
import type { Clock } from '../clock';
import type { ContentGenerator, GenerationRequest, GenerationUsage } from '../generation/port';
import { checkGenerated } from './generation';
import { saveContentWithImages } from './images';
import { listResourceMedia, toResource } from './library';

/*
 * Rewriting a stored text (spec §9 "Text-change options", POST /resources/:id/rewrite). The
 * request the text was written from is rebuilt from the resource, moved one step in length or
 * level as the change asks (src/domain/resource/rewrite.ts), and sent to the generator with the
 * current text. The seed is kept, so the same rewrite of the same text gives the same result
 * offline; a new length or level is what makes the offline text differ. What comes back is
 * checked like a first generation; the questions go, because they were made from the old text.
 * The teacher waits for the answer: a failure changes nothing.
 */

export interface RewriteDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly generator: ContentGenerator;
}

export type RewriteError =
  | { readonly type: 'resource/not-found' }
  /** The change cannot be made (end of a scale, needs a provider, unusable answer): 422. */
  | { readonly type: 'rewrite/refused'; readonly message: string }
  /** The resource was saved by someone else while the generator worked: 409. */
  | { readonly type: 'rewrite/conflict'; readonly message: string }
  /** The plan lacks the stored style (a dialogue needs 'dialogues'): 403, nothing generated. */
  | { readonly type: 'rewrite/not-in-plan'; readonly feature: PrivilegeName };

const addUsage = (before: TokenUsage | null, spent: GenerationUsage | undefined) =>
  spent === undefined
    ? before
    : {
        prompt: (before?.prompt ?? 0) + spent.prompt,
        completion: (before?.completion ?? 0) + spent.completion,
        total: (before?.total ?? 0) + spent.total,
      };

/**
 * Rewrites the owner's resource `id` as `change` asks and answers it as now stored. A rewrite
 * has Parlo write the stored style again, so the plan must include it (a dialogue needs
 * 'dialogues', even one the teacher uploaded: the rewrite is not the teacher's own text).
 */
export async function rewriteResource(
  deps: RewriteDeps,
  user: UserInfo,
  id: number,
  change: TextChange,
): Promise<E.Either<RewriteError, Resource>> {
  const row = await findResource(deps.db, id);
  if (row === undefined || row.ownerId !== user.id) return E.left({ type: 'resource/not-found' });
  const feature = firstMissingFeature(
    { resourceType: row.resourceType },
    resolvePrivileges({ sessionPayload: user }),
  );
  if (feature !== undefined) return E.left({ type: 'rewrite/not-in-plan', feature });
  const refused = (message: string) => E.left({ type: 'rewrite/refused', message } as const);

  const target = rewriteTarget({ level: row.level, wordCount: row.wordCount }, change);
  if (E.isLeft(target)) return refused(target.left.message);
  const { level } = target.right;

  const request: GenerationRequest = {
    resourceType: row.resourceType,
    target: row.targetLanguage,
    native: row.nativeLanguage,
    level,
    wordCount: target.right.wordCount,
    title: row.name,
    prompt: row.prompt,
    tenses: row.tenses,
    details: row.details,
    vocabulary: row.vocabulary,
    seed: row.seed,
    rewrite: {
      change,
      current: { target: fullText(row.content, 'target'), native: fullText(row.content, 'native') },
      source: row.source,
    },
  };
  const generated = await deps.generator.generate(request);
  if (E.isLeft(generated)) return refused(generated.left.message);
  const content = checkGenerated(generated.right.content, request);
  if (E.isLeft(content)) return refused(content.left.message);

  const levelMoved = levelKey(level) !== row.levelKey;
  const unchanged = fullText(content.right, 'target') === fullText(row.content, 'target');
  const report: GenerationReport =
    levelMoved && unchanged
      ? {
          ...generated.right.report,
          notes: [
            ...generated.right.report.notes,
            `The text reads the same at ${audienceLabel(level)} as at ${audienceLabel(row.level)}: the generator writes these levels alike. The level is changed.`,
          ],
        }
      : generated.right.report;

  // The new text comes with a new vocabulary: the slide images follow their words.
  const updated = await saveContentWithImages(deps.db, id, content.right, (tx) =>
    updateResourceIfUnchanged(tx, id, row.updatedAt, {
      content: content.right,
      generator: generated.right.generator ?? 'offline',
      wordCount: wordCount(content.right, 'target'),
      level,
      levelKey: levelKey(level),
      report,
      questions: {},
      unavailable: [],
      usage: { ...row.usage, paragraph: addUsage(row.usage.paragraph, generated.right.usage) },
      updatedAt: deps.clock.now(),
    }),
  );
  if (updated === undefined)
    return E.left({
      type: 'rewrite/conflict',
      message:
        'This resource was changed while it was being rewritten, so the rewrite was not saved. Please try again.',
    });
  const [audio, images] = await listResourceMedia(deps.db, id);
  return E.right(toResource({ ...updated, ownerName: row.ownerName }, user.id, audio, images));
}
