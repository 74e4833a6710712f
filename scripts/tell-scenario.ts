/*
 * Prints a story as the generator tells it at each length a teacher can ask for, so an author
 * reads what a teacher reads: `npm run scenarios:tell -- bank/doctor.ts B1 en [2]`. The last
 * argument, when given, tells the story's dialogue for that many speakers instead.
 */
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  Scenario,
  ScenarioLang,
  StoryLevel,
  Telling,
} from '../server/generation/scenarios/scenario';
import {
  dialogueOf,
  dialogueTelling,
  SCENARIO_LANGS,
  STORY_LEVELS,
  storyTelling,
} from '../server/generation/scenarios/scenario';
import { lengthsTold } from '../server/generation/scenarios/validate';

const [file, levelArg = 'B1', langArg = 'en', speakersArg] = process.argv
  .slice(2)
  .filter((arg) => arg !== '--');
if (file === undefined) {
  console.log('usage: tell-scenario bank/<id>.ts [A1|A2|B1|B2] [en|es|fr|de|it|pt] [2|3]');
  process.exit(1);
}
const level = levelArg as StoryLevel;
const lang = langArg as ScenarioLang;
if (!STORY_LEVELS.includes(level) || !SCENARIO_LANGS.includes(lang)) {
  console.log(`unknown level or language: ${levelArg} ${langArg}`);
  process.exit(1);
}
const path = resolve(import.meta.dirname, '../server/generation/scenarios/bank', basename(file));
const { scenario } = (await import(pathToFileURL(path).href)) as { scenario: Scenario };

let telling: Telling = storyTelling(scenario.levels[level]);
if (speakersArg !== undefined) {
  const dialogue = dialogueOf(scenario, Number(speakersArg));
  if (dialogue === undefined) {
    console.log(`${scenario.id} has no dialogue for ${speakersArg} speakers`);
    process.exit(1);
  }
  telling = dialogueTelling(dialogue.levels[level]);
}

// A name a placeholder by sex and letter, so that "{A} and {C}" read as two people.
const NAMES = { f: ['Anna', 'Clara', 'Eva', 'Lena'], m: ['Ben', 'David', 'Felix', 'Hugo'] };
function nameOf(key: string): string {
  const sex = scenario.cast[key] ?? 'f';
  return NAMES[sex][(key.charCodeAt(0) - 65) % 4] ?? key;
}
function plain(text: string): string {
  return text
    .replaceAll(' | ', ' ')
    .replace(/\[([^\]:]+):[^\]]*\]/gu, '$1')
    .replace(/\{([A-Z])\}/gu, (_, key: string) => nameOf(key));
}

process.stdout.on('error', () => process.exit(0));

for (const fit of lengthsTold(scenario, telling).filter((f) => f.lang === lang)) {
  console.log(
    `\n== ${scenario.id} ${level} ${lang}, ${String(fit.asked)} words asked: ${String(fit.words)} told`,
  );
  for (const group of telling.groups) {
    const told = group.filter((unit) => fit.told.has(unit.key));
    if (told.length === 0) continue;
    for (const unit of told)
      for (const line of unit.lines)
        console.log(
          `  ${unit.key} (${String(unit.priority)})${line.by === undefined ? '' : ` ${line.by}:`} ${plain(line.text[lang])}`,
        );
    console.log('');
  }
}
