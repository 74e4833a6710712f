// What a request to make or extend a resource asks of the plan (spec §3 "privileges (named
// features)", §6). The whole-route feature (createAiResources for generating) is declared on the
// route; this is the part that depends on what is asked: the text style and the question types.
// The server refuses with the first missing feature before anything is generated or stored, and
// the dashboard locks the same choices, so both read this one rule.

import type { QuestionType } from '@/domain/catalog/questionTypes';
import { isDialogue, type TextStyle } from '@/domain/catalog/textStyles';
import {
  QUESTION_TYPE_PRIVILEGES,
  type PrivilegeName,
  type Privileges,
} from '@/domain/privileges/privileges';

/** The parts of a creation request that name features; either may be absent. */
export interface FeatureRequest {
  readonly resourceType?: TextStyle | undefined;
  readonly questionTypes?: readonly QuestionType[] | undefined;
}

/** The privilege a text style needs, or undefined when every plan has it (dialogues need one). */
export function textStylePrivilege(style: TextStyle): PrivilegeName | undefined {
  return isDialogue(style) ? 'dialogues' : undefined;
}

/** The privilege a question type needs. */
export function questionTypePrivilege(type: QuestionType): PrivilegeName {
  return QUESTION_TYPE_PRIVILEGES[type];
}

/**
 * The privileges a request needs, each once, in the order a refusal names them: the text style
 * first, then the question types in the order the request lists them.
 */
export function requestedFeatures(request: FeatureRequest): readonly PrivilegeName[] {
  const style =
    request.resourceType === undefined ? undefined : textStylePrivilege(request.resourceType);
  const types = (request.questionTypes ?? []).map(questionTypePrivilege);
  return [...new Set([...(style === undefined ? [] : [style]), ...types])];
}

/** The first feature the request needs that the plan lacks, or undefined when it has them all. */
export function firstMissingFeature(
  request: FeatureRequest,
  privileges: Privileges,
): PrivilegeName | undefined {
  return requestedFeatures(request).find((name) => !privileges[name]);
}

/** The question types of `types` the plan includes, in their order. */
export function questionTypesWithinPlan(
  types: readonly QuestionType[],
  privileges: Privileges,
): readonly QuestionType[] {
  return types.filter((type) => privileges[questionTypePrivilege(type)]);
}
