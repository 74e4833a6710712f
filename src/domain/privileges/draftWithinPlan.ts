// A dashboard draft kept from an earlier visit may hold choices the plan no longer includes (a
// downgrade, or another account on the same browser). The form never sends what the server will
// refuse, so such choices are dropped rather than kept and locked.

import { isTextStyle } from '@/domain/catalog/textStyles';
import { changeResourceType } from '@/domain/draft/draftForm';
import type { CreationDraft } from '@/domain/draft/draftRules';
import type { Privileges } from '@/domain/privileges/privileges';
import { questionTypesWithinPlan, textStylePrivilege } from './requestedFeatures';

/** The style a draft falls back to when its own is locked: a plain text needs no privilege. */
const FALLBACK_STYLE = 'text';

/**
 * The draft without the text style and question types the plan lacks: a locked style becomes a
 * plain text (which drops "who said what" too), locked question types are unticked. The same
 * draft object when nothing is locked, so a caller can tell that nothing changed.
 */
export function draftWithinPlan(draft: CreationDraft, privileges: Privileges): CreationDraft {
  const style = draft.resourceType;
  const stylePrivilege = isTextStyle(style) ? textStylePrivilege(style) : undefined;
  const styled =
    stylePrivilege !== undefined && !privileges[stylePrivilege]
      ? changeResourceType(draft, FALLBACK_STYLE)
      : draft;
  const questionTypes = questionTypesWithinPlan(styled.questionTypes, privileges);
  return questionTypes.length === styled.questionTypes.length
    ? styled
    : { ...styled, questionTypes };
}
