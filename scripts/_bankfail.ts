import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import { WORD_COUNTS } from '@/domain/catalog/wordCounts';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import { wordCount } from '@/domain/resource/content';
import { seededRandom } from '@/domain/random/seeded';
import { SCENARIOS } from '/work/main/server/generation/scenarios/catalogue';
import { composeScenario } from '/work/main/server/generation/scenarios/compose';
import { SCENARIO_LANGS, STORY_LEVELS } from '/work/main/server/generation/scenarios/scenario';
import { contentProblems } from '/work/main/tests/server/generation/contentInvariants';
const kinds = new Map<string, string[]>();
for (const scenario of SCENARIOS) for (const level of STORY_LEVELS) SCENARIO_LANGS.forEach((target, index) => {
  const native = SCENARIO_LANGS[(index + 1 + STORY_LEVELS.indexOf(level)) % 6]!;
  if (native === target) return;
  for (const asked of WORD_COUNTS) {
    const { content } = composeScenario({ scenario, target, native, level, style: 'text', wordCount: asked, title: 'x', random: seededRandom(asked) });
    const where = `${scenario.id} ${level} ${target}/${native} ${asked}`;
    const add = (k: string, m: string) => { const l = kinds.get(k) ?? []; l.push(`${where}: ${m}`); kinds.set(k, l); };
    const words = wordCount(content, 'target');
    if (Math.abs(words - asked) > asked * 0.1) add('length', `${words}`);
    for (const p of contentProblems(content)) add('content:' + p.replace(/"[^"]*"/g, '""').replace(/#\d+/g, '#').slice(0, 50), p);
    if (content.facts.length < 3) add('facts', `${content.facts.length}`);
    const d = deriveQuestions(content, QUESTION_TYPE_VALUES, { seed: asked });
    for (const m of d.unavailable) if (m.type !== 'who_said_what') add('no ' + m.type, m.reason);
  }
});
for (const [k, l] of kinds) { console.log(`${k}: ${l.length}`); for (const x of l.slice(0, k === "length" ? 100 : 4)) console.log('   ', x.slice(0, 230)); }
