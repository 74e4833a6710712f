import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import { isDialogue } from '@/domain/catalog/textStyles';
import type { TextStyle } from '@/domain/catalog/textStyles';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { unsafeTermIn } from '@/domain/safety/classroomSafety';
import { wordCount } from '@/domain/resource/content';
import { seededRandom } from '@/domain/random/seeded';
import { SCENARIOS } from '../../../../server/generation/scenarios/catalogue';
import { composeScenario } from '../../../../server/generation/scenarios/compose';
import { NEARBY } from '../../../../server/generation/scenarios/nearby';
import {
  dialogueTelling,
  SCENARIO_LANGS,
  STORY_LEVELS,
  storyTelling,
} from '../../../../server/generation/scenarios/scenario';
import { scenarioProblems } from '../../../../server/generation/scenarios/validate';
import { contentProblems } from '../contentInvariants';

/**
 * Question types a short text may go without: an inference rests on more than the core story,
 * English syllables come only from the checked word list (a text may hold none of its words),
 * and vocabulary in context needs a sentence long enough to hide a word in. Who said what is
 * for dialogues.
 */
function mayBeMissing(type: string, target: string, asked: number, style: TextStyle): boolean {
  if (type === 'who_said_what') return !isDialogue(style);
  if (type === 'inference_questions') return asked < 200;
  if (type === 'syllables') return target === 'en';
  if (type === 'vocab_in_context') return asked <= 50;
  return false;
}

/**
 * The lengths told and questioned here, short to long. That every length the dashboard offers
 * fits within a tenth in every language is the authors' check (scenarioProblems, above), which
 * is much cheaper than telling and questioning each.
 */
const TOLD_LENGTHS = [50, 100, 200, 350, 500] as const;

/** A line of the markup as the text reads, names filled in. */
function plainText(markup: string): string {
  return markup
    .replace(/\[([^:\]]+):[^\]]+\]/gu, '$1')
    .replace(/ \| /gu, ' ')
    .replace(/\{[A-Z]\}/gu, 'Marta');
}

const bank = resolve(import.meta.dirname, '../../../../server/generation/scenarios/bank');

describe('the bank of authored scenarios', () => {
  it('lists every scenario written in the bank, each once', () => {
    const files = readdirSync(bank)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/u, ''))
      .sort();
    const ids = SCENARIOS.map((scenario) => scenario.id);
    expect([...ids].sort()).toEqual(files);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the subjects near every scenario, and only of scenarios in the bank', () => {
    const ids = SCENARIOS.map((scenario) => scenario.id).sort();
    expect(Object.keys(NEARBY).sort()).toEqual(ids);
    for (const words of Object.values(NEARBY)) {
      expect(words.length).toBeGreaterThan(0);
      expect(words.every((word) => word === word.toLowerCase() && word.trim() === word)).toBe(true);
    }
  });

  it.each(SCENARIOS.map((scenario) => [scenario.id, scenario] as const))(
    '%s has the same chunks and marked words in every language, and enough story and facts',
    (_id, scenario) => {
      expect(scenarioProblems(scenario)).toEqual([]);
    },
  );

  it.each(SCENARIOS.map((scenario) => [scenario.id, scenario] as const))(
    '%s passes the classroom-safety check in every language: every sentence, turn, fact and claim',
    (_id, scenario) => {
      const found: string[] = [];
      const tellings = STORY_LEVELS.flatMap((level) => [
        storyTelling(scenario.levels[level]),
        ...(scenario.dialogues ?? []).map((dialogue) => dialogueTelling(dialogue.levels[level])),
      ]);
      for (const telling of tellings) {
        const texts = [
          ...telling.groups.flat().flatMap((unit) => unit.lines.map((line) => line.text)),
          ...telling.facts.flatMap((fact) => [
            fact.q,
            fact.a,
            fact.true,
            fact.false,
            ...fact.wrong,
          ]),
          ...telling.unstated,
        ];
        for (const texts_ of texts)
          for (const lang of SCENARIO_LANGS) {
            const plain = plainText(texts_[lang]);
            const unsafe = unsafeTermIn(plain, lang);
            if (unsafe !== undefined) found.push(`${lang} "${plain}": ${unsafe.category}`);
          }
      }
      expect(found).toEqual([]);
    },
  );

  it.each(SCENARIOS.map((scenario) => [scenario.id, scenario] as const))(
    '%s makes every length within a tenth at every level, story and dialogues, with valid content and every question type',
    (_id, scenario) => {
      const failures: string[] = [];
      const styles: TextStyle[] = [
        'text',
        ...(scenario.dialogues ?? []).map((dialogue) =>
          dialogue.speakers.length === 3 ? 'dialogue_three_speakers' : 'dialogue_two_speakers',
        ),
      ] as const;
      for (const [style, level] of styles.flatMap((style) =>
        STORY_LEVELS.map((level) => [style, level] as const),
      )) {
        SCENARIO_LANGS.forEach((target, index) => {
          const native = SCENARIO_LANGS[(index + 1 + STORY_LEVELS.indexOf(level)) % 6] ?? 'en';
          if (native === target) return;
          for (const asked of TOLD_LENGTHS) {
            const { content } = composeScenario({
              scenario,
              target,
              native,
              level,
              style,
              wordCount: asked,
              title: scenario.title[target],
              random: seededRandom(asked),
            });
            const where = `${style} ${level} ${target}/${native} ${asked}`;
            const words = wordCount(content, 'target');
            if (Math.abs(words - asked) > asked * 0.1) failures.push(`${where}: ${words} words`);
            for (const problem of contentProblems(content)) failures.push(`${where}: ${problem}`);
            if (content.facts.length < 3) failures.push(`${where}: ${content.facts.length} facts`);
            const listed = content.vocabulary.map((item) => ` ${item.target.toLocaleLowerCase()} `);
            for (const a of listed)
              for (const b of listed)
                if (a !== b && a.includes(b))
                  failures.push(`${where}: vocabulary "${a}" holds "${b}"`);
            const derived = deriveQuestions(content, QUESTION_TYPE_VALUES, { seed: asked });
            for (const missing of derived.unavailable)
              if (!mayBeMissing(missing.type, target, asked, style))
                failures.push(`${where}: no ${missing.type} (${missing.reason})`);
          }
        });
      }
      expect(failures.join('\n')).toBe('');
    },
  );
});
