/*
 * `npm run audit:content [-- --count=10000 --seed=1]`: generates resources with the offline
 * generator over every language pair, style and a spread of levels and prompts, derives all
 * their questions, and proves every answer key against what the generator wrote (issue #12).
 * Prints one row per check and exits 1 when any key is wrong.
 */
import { auditCases } from '../server/audit/cases';
import { auditedResource, runAudit } from '../server/audit/audit';
import { CHECKS } from '../server/audit/checks';

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of 1 or more (got "${raw ?? ''}").`);
    process.exit(2);
  }
  return value;
}

const count = option('count', 1000);
const seed = option('seed', 1);
const cases = auditCases(count, seed);
const started = performance.now();
function* resources() {
  for (const auditCase of cases) yield auditedResource(auditCase);
}
const summary = runAudit(resources(), CHECKS, (done) => {
  if (done % 500 === 0) console.error(`… ${done} of ${count} resources`);
});
const seconds = (performance.now() - started) / 1000;

console.log(
  `Content audit: ${summary.resources} resources (seed ${seed}), ${seconds.toFixed(1)} s`,
);
console.log('');
console.log('| check | keys checked | wrong |');
console.log('|---|---:|---:|');
for (const check of summary.checks) {
  console.log(`| ${check.name} | ${check.checked.toLocaleString('en-GB')} | ${check.wrong} |`);
}
const wrong = summary.checks.reduce((sum, check) => sum + check.wrong, 0);
console.log('');
console.log(
  `${wrong} wrong keys in ${summary.resourcesWithWrongKeys} of ${summary.resources} resources.`,
);
for (const check of summary.checks.filter((c) => c.examples.length > 0)) {
  console.log(`\n${check.name}:`);
  for (const example of check.examples) {
    console.log(`  - ${example.item}: ${example.problem}\n    in ${example.resource}`);
  }
}
process.exit(wrong === 0 ? 0 : 1);
