import { checkClassroomSafety } from '@/domain/safety/classroomSafety';
import type { AuditedResource, Check, CheckResult } from '../types';

/*
 * Classroom safety over the whole resource (issue #12: "no frame can produce content
 * unsuitable for children"): every sentence, title, fact and statement, both languages, read
 * with the same domain check the generation service runs before it stores anything. A passage
 * counts as one key; each unsafe passage is a wrong one.
 */

export function safety(resource: AuditedResource): CheckResult {
  const { content } = resource;
  const passages =
    2 *
    (1 +
      content.sentences.length +
      content.vocabulary.length +
      content.unstated.length +
      content.facts.reduce((sum, fact) => sum + 4 + fact.distractors.length, 0));
  const verdict = checkClassroomSafety(content);
  if (verdict.type === 'safe') return { checked: passages, findings: [] };
  return {
    checked: passages,
    findings: verdict.findings.map((finding) => ({
      item: `${finding.part}${finding.sentenceId === undefined ? '' : ` ${finding.sentenceId}`} (${finding.side}) "${finding.text}"`,
      problem: `not suitable for a school (${finding.category}: "${finding.match}")`,
    })),
  };
}

export const safetyCheck: Check = { name: 'classroom safety', run: safety };
