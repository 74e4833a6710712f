import type { AudienceLevel } from '@/domain/catalog/levels';
import type { TextStyle } from '@/domain/catalog/textStyles';
import type { DerivedQuestions } from '@/domain/questions/types';
import type { ResourceContent } from '@/domain/resource/content';
import type { OfflineKnowledge } from '../adapters/generation/offline/offlineGenerator';
import type { Lang } from '../adapters/generation/offline/model';
import type { GenerationReport } from '../services/generation/port';

/*
 * The content audit (issue #12): generate many resources and prove every answer key right for
 * the text it comes from, not only present. A check reads one audited resource and says how
 * many keys it looked at and which of them are wrong.
 */

/** One resource to generate: what a teacher could have asked for. */
export interface AuditCase {
  readonly target: Lang;
  readonly native: Lang;
  readonly resourceType: TextStyle;
  readonly level: AudienceLevel;
  readonly prompt: string;
  /** The resource's name; the prompt when absent. */
  readonly title?: string;
  readonly wordCount: number;
  readonly vocabulary: readonly string[];
  readonly seed: number;
}

/** A generated resource with all its questions, and what its generator knows of it. */
export interface AuditedResource {
  readonly case: AuditCase;
  readonly content: ResourceContent;
  readonly questions: DerivedQuestions;
  readonly report: GenerationReport;
  /** The offline generator's own record of what it wrote; absent for a provider's content. */
  readonly knowledge?: OfflineKnowledge;
}

/** A wrong key: which item, and what is wrong with it in words a teacher would use. */
export interface Finding {
  readonly item: string;
  readonly problem: string;
}

export interface CheckResult {
  /** How many keys (items, pairs, options) the check looked at. */
  readonly checked: number;
  readonly findings: readonly Finding[];
}

export interface Check {
  /** Short name for the audit table ("vocabulary pairs", "multiple-choice distractors"). */
  readonly name: string;
  readonly run: (resource: AuditedResource) => CheckResult;
}
