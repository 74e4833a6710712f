/*
 * Checks the authored scenarios (server/generation/scenarios/bank): prints each one's problems
 * and its words per level and language, and exits 1 when any has a problem. An author runs it
 * on the file being written: `npm run scenarios:check -- bank/dentist.ts`. A story's dialogue,
 * when it has one, is checked and counted with it.
 */
import { readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Scenario } from '../server/generation/scenarios/scenario';
import { dialogueTelling, STORY_LEVELS } from '../server/generation/scenarios/scenario';
import { levelWordCounts, scenarioProblems } from '../server/generation/scenarios/validate';

const bank = resolve(import.meta.dirname, '../server/generation/scenarios/bank');
const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const files =
  asked.length > 0
    ? asked.map((file) => resolve(bank, basename(file)))
    : readdirSync(bank)
        .filter((file) => file.endsWith('.ts'))
        .map((file) => join(bank, file));

let failed = 0;
for (const file of files) {
  const module = (await import(pathToFileURL(file).href)) as { scenario?: Scenario };
  const scenario = module.scenario;
  if (scenario === undefined) {
    console.log(`${basename(file)}: exports no \`scenario\``);
    failed += 1;
    continue;
  }
  const problems = scenarioProblems(scenario);
  console.log(`\n${basename(file)} (${scenario.id}): ${problems.length} problems`);
  for (const level of STORY_LEVELS) {
    if (scenario.levels[level] === undefined) continue;
    const counts = levelWordCounts(scenario, level);
    console.log(
      `  ${level} words (core/total): ${Object.entries(counts)
        .map(([lang, c]) => `${lang} ${c.core}/${c.total}`)
        .join('  ')}`,
    );
  }
  for (const dialogue of scenario.dialogues ?? []) {
    for (const level of STORY_LEVELS) {
      const told = dialogue.levels[level] as (typeof dialogue.levels)[typeof level] | undefined;
      if (told === undefined) continue;
      const counts = levelWordCounts(scenario, level, dialogueTelling(told));
      console.log(
        `  dialogue (${String(dialogue.speakers.length)} speakers) ${level} words (core/total): ${Object.entries(
          counts,
        )
          .map(([lang, c]) => `${lang} ${c.core}/${c.total}`)
          .join('  ')}`,
      );
    }
  }
  for (const problem of problems.slice(0, 60))
    console.log(`  - ${problem.where}: ${problem.message}`);
  if (problems.length > 60) console.log(`  … and ${problems.length - 60} more`);
  if (problems.length > 0) failed += 1;
}
console.log(`\n${files.length - failed} of ${files.length} scenarios pass`);
process.exit(failed > 0 ? 1 : 0);
