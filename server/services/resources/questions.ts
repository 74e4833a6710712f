import { writtenBy } from '@/domain/resource/writtenBy';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { DerivedQuestions } from '@/domain/questions/types';
import type { Db } from '../../db/client';
import { findResource, updateResource } from '../../db/repositories/resources';
import type { Clock } from '../clock';

export interface QuestionDeps {
  readonly db: Db;
  readonly clock: Clock;
}

/**
 * Creates the resource's questions of the chosen types (the preview's "create questions") and
 * stores them in place of the whole previous set, with the types as the resource's question
 * types. Derivation is offline and deterministic: the resource's own seed unless one is
 * given. A type that cannot be derived is answered with the reason the teacher reads.
 */
export async function createQuestions(
  deps: QuestionDeps,
  userId: number,
  id: number,
  types: readonly QuestionType[],
  seed?: number,
): Promise<DerivedQuestions | null> {
  const row = await findResource(deps.db, id);
  if (row === undefined || row.ownerId !== userId) return null;
  const derived = deriveQuestions(row.content, types, {
    seed: seed ?? row.seed,
    writtenBy: writtenBy(row.source, row.generator),
  });
  await updateResource(deps.db, id, {
    questions: derived.questions,
    questionTypes: [...new Set(types)],
    unavailable: derived.unavailable,
    // Derivation runs offline: no provider tokens were spent on these questions.
    usage: { ...row.usage, questions: null },
    updatedAt: deps.clock.now(),
  });
  return derived;
}
