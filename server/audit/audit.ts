import { isLeft } from 'fp-ts/Either';
import { questionTypesFor } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { composeOffline } from '../adapters/generation/offline/offlineGenerator';
import type { AuditCase, AuditedResource, Check, Finding } from './types';

/**
 * Composes one case with the composing generator and derives every question type its style can
 * have. The authored stories (server/generation/scenarios) are not audited here: their keys are
 * written with them and their bank is checked by its own tests; this audit stays the regression
 * net of the composer, which still writes every prompt no story covers and every dialogue.
 */
export function auditedResource(auditCase: AuditCase): AuditedResource {
  const composed = composeOffline({
    resourceType: auditCase.resourceType,
    target: auditCase.target,
    native: auditCase.native,
    level: auditCase.level,
    wordCount: auditCase.wordCount,
    title: auditCase.title ?? auditCase.prompt,
    prompt: auditCase.prompt,
    tenses: [6],
    details: [7],
    vocabulary: auditCase.vocabulary,
    seed: auditCase.seed,
  });
  if (isLeft(composed)) {
    throw new Error(
      `The offline generator refused ${describe(auditCase)}: ${composed.left.message}`,
    );
  }
  const { result, knowledge } = composed.right;
  const questions = deriveQuestions(result.content, questionTypesFor(auditCase.resourceType), {
    seed: auditCase.seed,
    writtenBy: { kind: 'offline' },
  });
  return {
    case: auditCase,
    content: result.content,
    questions,
    report: result.report,
    ...(knowledge !== undefined ? { knowledge } : {}),
  };
}

export function describe(auditCase: AuditCase): string {
  const level =
    auditCase.level.kind === 'cefr' ? auditCase.level.level : `year ${auditCase.level.code}`;
  return `${auditCase.target}→${auditCase.native} ${auditCase.resourceType} ${level} ${auditCase.wordCount} words "${auditCase.prompt}" seed ${auditCase.seed}`;
}

export interface CheckSummary {
  readonly name: string;
  readonly checked: number;
  readonly wrong: number;
  /** The first few wrong keys, each with the resource it came from. */
  readonly examples: readonly (Finding & { readonly resource: string })[];
}

export interface AuditSummary {
  readonly resources: number;
  readonly checks: readonly CheckSummary[];
  /** Resources with at least one wrong key. */
  readonly resourcesWithWrongKeys: number;
}

const EXAMPLES_KEPT = 20;

/** Runs every check over every resource; `onResource` lets a caller show progress. */
export function runAudit(
  resources: Iterable<AuditedResource>,
  checks: readonly Check[],
  onResource?: (index: number) => void,
): AuditSummary {
  const tallies = checks.map((check) => ({
    name: check.name,
    checked: 0,
    wrong: 0,
    examples: [] as (Finding & { resource: string })[],
  }));
  let count = 0;
  let withWrong = 0;
  for (const resource of resources) {
    let wrongHere = 0;
    checks.forEach((check, index) => {
      const tally = tallies[index];
      if (tally === undefined) return;
      const result = check.run(resource);
      tally.checked += result.checked;
      tally.wrong += result.findings.length;
      wrongHere += result.findings.length;
      for (const finding of result.findings.slice(0, EXAMPLES_KEPT - tally.examples.length)) {
        tally.examples.push({ ...finding, resource: describe(resource.case) });
      }
    });
    if (wrongHere > 0) withWrong += 1;
    count += 1;
    onResource?.(count);
  }
  return { resources: count, checks: tallies, resourcesWithWrongKeys: withWrong };
}
