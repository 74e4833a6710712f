import { audienceLabel } from '@/domain/catalog/levels';
import { questionTypeLabel } from '@/domain/catalog/questionTypes';
import {
  isUnderstood,
  NO_PROVIDER_FACTS,
  UNDERSTANDING_TYPES,
} from '@/domain/questions/unavailableReasons';
import type { ResourceContent } from '@/domain/resource/content';
import { bandDistance, estimateLevel } from '@/domain/resource/levelEstimate';
import { checkClassroomSafety, unsafeCategoriesText } from '@/domain/safety/classroomSafety';
import type { GenerationRequest } from '../../../services/generation/port';
import { audienceBand } from '@/domain/catalog/levels';

/*
 * What a provider's well-formed answer must still be before Parlo takes it (issue #12): fit
 * for a classroom, and written near the level asked for. Each flaw has words for the model
 * (quoted in the repair request, naming the passages to change) and for the teacher (when
 * the repairs run out; an unsafe passage is never quoted to them). Pure.
 */

export type AnswerFlaw =
  | { readonly type: 'unsafe'; readonly problem: string; readonly teacherMessage: string }
  | { readonly type: 'off-level'; readonly problem: string; readonly teacherMessage: string }
  /**
   * No facts although the teacher chose questions made from them. Asked again like any broken
   * answer; a last answer still without them is kept, and those questions say why
   * (unavailableReasons.ts), since the text itself is fine.
   */
  | { readonly type: 'no-facts'; readonly problem: string; readonly teacherMessage: string };

/**
 * The measured level may stray one band from the one asked for: the estimate is rough by
 * nature (src/domain/resource/levelEstimate.ts); two bands is another audience.
 */
export const LEVEL_TOLERANCE = 1;

/** The first flaw of converted content, or undefined when it can be used. */
export function answerFlaw(
  content: ResourceContent,
  request: GenerationRequest,
  model: string,
): AnswerFlaw | undefined {
  const safety = checkClassroomSafety(content);
  if (safety.type === 'unsafe') {
    const what = unsafeCategoriesText(safety.findings);
    return {
      type: 'unsafe',
      problem: `${safety.reason} This is for children at school: rewrite those parts so that nothing in the text, questions or statements mentions ${what}.`,
      teacherMessage: `The AI provider (${model}) wrote text with ${what}, which is not suitable for a school, and again when asked to correct it. Nothing was saved; change the description and try again.`,
    };
  }
  const asked = audienceBand(request.level);
  const estimate = estimateLevel(content);
  if (bandDistance(estimate.cefr, asked) > LEVEL_TOLERANCE) {
    const { wordsPerSentence, clausesPerSentence } = estimate.measures;
    const harder = estimate.cefr > asked;
    return {
      type: 'off-level',
      problem: `The text reads as CEFR ${estimate.cefr} (${wordsPerSentence.toFixed(1)} words and ${clausesPerSentence.toFixed(2)} clauses a sentence), but the level asked for is ${audienceLabel(request.level)} (about CEFR ${asked}). Write it again ${harder ? 'with shorter sentences, fewer subordinate clauses and more common words' : 'with longer sentences, more connectives and subordinate clauses, and richer words'}, for CEFR ${asked}.`,
      teacherMessage: `The AI provider (${model}) kept writing at about CEFR ${estimate.cefr} when ${audienceLabel(request.level)} was asked for. Nothing was saved; please try again, or choose another level.`,
    };
  }
  const understanding = (request.questionTypes ?? []).filter((type) =>
    UNDERSTANDING_TYPES.includes(type),
  );
  if (understanding.length > 0 && !isUnderstood(content))
    return {
      type: 'no-facts',
      problem: `The answer has no facts, but the teacher chose questions made from them (${understanding.map((type) => questionTypeLabel(type) ?? type).join(', ')}). Keep the text and write the "facts" list: for each thing the text says, a question, its answer, three wrong answers that the text rules out, a true and a false statement; and a few "unstated" claims the text neither says nor contradicts.`,
      teacherMessage: NO_PROVIDER_FACTS,
    };
  return undefined;
}
