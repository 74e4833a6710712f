/*
 * `tsx scripts/audit-case.ts '<AuditCase as JSON>'`: one resource written and audited, printed
 * as JSON (content, questions, each check's findings). The end-to-end test of the question
 * panels runs it to learn what the generator knows of the resource it made through the API.
 */
import { auditedResource } from '../server/audit/audit';
import { CHECKS } from '../server/audit/checks';
import type { AuditCase } from '../server/audit/types';

const auditCase = JSON.parse(process.argv[2] ?? '') as AuditCase;
const audited = auditedResource(auditCase);
const findings = CHECKS.map((check) => ({ check: check.name, ...check.run(audited) }));
process.stdout.write(
  JSON.stringify({ content: audited.content, questions: audited.questions.questions, findings }),
);
