import * as E from 'fp-ts/Either';
import { questionTypesFor } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { ContentGenerator, GenerationRequest } from '../services/generation/port';
import { runAudit } from './audit';
import type { AuditSummary } from './audit';
import { keysInTextCheck } from './checks/keysInText';
import { safetyCheck } from './checks/safety';
import type { AuditCase, AuditedResource, Check } from './types';

/*
 * The content audit over an AI provider's output (issue #12: "the AI provider path is first
 * class"). A provider's content comes without the offline generator's knowledge of what each
 * sentence states, so only the checks that read the text itself apply: keys found where the
 * text has them, classroom safety. The generator is whatever the server would use: in CI the
 * OpenAI adapter talking to a local fake server, on demand a real provider.
 */

/** The audit's checks that need no OfflineKnowledge: they hold for any source. One line each. */
export const SOURCE_INDEPENDENT_CHECKS: readonly Check[] = [keysInTextCheck, safetyCheck];

/** The request a teacher would have sent for an audit case. */
export function requestFor(auditCase: AuditCase): GenerationRequest {
  return {
    resourceType: auditCase.resourceType,
    target: auditCase.target,
    native: auditCase.native,
    level: auditCase.level,
    wordCount: auditCase.wordCount,
    title: auditCase.prompt,
    prompt: auditCase.prompt,
    tenses: [6],
    details: [7],
    vocabulary: auditCase.vocabulary,
    seed: auditCase.seed,
    questionTypes: questionTypesFor(auditCase.resourceType),
  };
}

/** A case the provider refused or could not write, and what the teacher would have read. */
export interface ProviderRefusal {
  readonly case: AuditCase;
  readonly type: string;
  readonly message: string;
}

/** Asks `generator` for one case and derives every question its style can have. */
export async function providerAuditedResource(
  generator: ContentGenerator,
  auditCase: AuditCase,
): Promise<E.Either<ProviderRefusal, AuditedResource>> {
  const generated = await generator.generate(requestFor(auditCase));
  if (E.isLeft(generated))
    return E.left({ case: auditCase, type: generated.left.type, message: generated.left.message });
  const { content, report } = generated.right;
  const questions = deriveQuestions(content, questionTypesFor(auditCase.resourceType), {
    seed: auditCase.seed,
    writtenBy: { kind: 'ai', model: generated.right.generator ?? 'AI provider' },
  });
  return E.right({ case: auditCase, content, questions, report });
}

export interface ProviderAuditSummary {
  readonly summary: AuditSummary;
  /** Cases with no content: a refusal is an honest answer, never a wrong key. */
  readonly refused: readonly ProviderRefusal[];
}

/** Runs the source-independent checks over the provider's answers to `cases`, one at a time. */
export async function runProviderAudit(
  generator: ContentGenerator,
  cases: readonly AuditCase[],
): Promise<ProviderAuditSummary> {
  const audited: AuditedResource[] = [];
  const refused: ProviderRefusal[] = [];
  for (const auditCase of cases) {
    const result = await providerAuditedResource(generator, auditCase);
    if (E.isLeft(result)) refused.push(result.left);
    else audited.push(result.right);
  }
  return { summary: runAudit(audited, SOURCE_INDEPENDENT_CHECKS), refused };
}
