import * as E from 'fp-ts/Either';
import { isDetailCode } from '@/domain/catalog/details';
import { isLanguageCode } from '@/domain/catalog/languages';
import { isTenseCode } from '@/domain/catalog/tenses';
import { isTextStyle } from '@/domain/catalog/textStyles';
import { isWordCount } from '@/domain/catalog/wordCounts';
import {
  availableQuestionTypes,
  draftProblems,
  parseAudience,
  vocabularyWords,
} from '@/domain/draft/draftForm';
import { selectedDetails, selectedTenses } from '@/domain/draft/draftRules';
import type { TeacherProfile } from '@/application/account/ports';
import type { GenerationRequest, ResourceDraft } from './ports';

/** Why a draft cannot be generated yet, in words for the teacher. */
export interface DraftProblem {
  readonly type: 'draft/incomplete';
  readonly message: string;
}

const problem = (message: string): E.Either<DraftProblem, never> =>
  E.left({ type: 'draft/incomplete', message });

/** Shown if the form's rules pass a draft that still cannot be sent (they should not). */
const NOT_READY = 'The draft is not complete yet.';

/**
 * The generation request a draft makes, or the first problem the dashboard form would show
 * (the domain's `draftProblems`, so the machine and the form agree). The server checks
 * everything again; this only spares a round trip for an unfinished form.
 */
export function toGenerationRequest(
  draft: ResourceDraft,
  seed?: number,
): E.Either<DraftProblem, GenerationRequest> {
  const first = Object.values(draftProblems(draft))[0];
  if (first !== undefined) return problem(first);
  const { resourceType, from: native, to: target, count: wordCount } = draft;
  const level = parseAudience(draft.audience);
  if (
    !isTextStyle(resourceType) ||
    !isLanguageCode(native) ||
    !isLanguageCode(target) ||
    !isWordCount(wordCount) ||
    level === undefined
  )
    return problem(NOT_READY);
  const available = availableQuestionTypes(resourceType);
  return E.right({
    resourceType,
    target,
    native,
    level,
    wordCount,
    title: draft.title.trim(),
    prompt: draft.topic.trim(),
    tenses: selectedTenses(draft).filter(isTenseCode),
    details: selectedDetails(draft).filter(isDetailCode),
    vocabulary: vocabularyWords(draft.vocabulary),
    questionTypes: draft.questionTypes.filter((type) => available.includes(type)),
    ...(seed === undefined ? {} : { seed }),
  });
}

/**
 * The languages a new draft starts in: those of the teacher's selected teaching profile, else
 * of their first one; null when they have none (or its languages are not in the catalogue).
 */
export function profileLanguages(
  profiles: readonly TeacherProfile[],
  selected: number | null,
): { readonly from: string; readonly to: string } | null {
  const profile = profiles.find((candidate) => candidate.id === selected) ?? profiles[0];
  if (
    profile === undefined ||
    !isLanguageCode(profile.nativeLanguage) ||
    !isLanguageCode(profile.targetLanguage)
  )
    return null;
  return { from: profile.nativeLanguage, to: profile.targetLanguage };
}
