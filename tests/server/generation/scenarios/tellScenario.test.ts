import { describe, expect, it } from 'vitest';
import { fullText, wordCount } from '@/domain/resource/content';
import { generateOffline } from '../../../../server/adapters/generation/offline/offlineGenerator';
import type { GenerationRequest } from '../../../../server/services/generation/port';

function request(overrides: Partial<GenerationRequest>): GenerationRequest {
  return {
    resourceType: 'text',
    target: 'es',
    native: 'en',
    level: { kind: 'cefr', level: 'B1' },
    wordCount: 200,
    title: 'Test',
    prompt: 'a visit to the dentist',
    tenses: [6],
    details: [7],
    vocabulary: [],
    seed: 11,
    ...overrides,
  };
}

function written(overrides: Partial<GenerationRequest>) {
  const result = generateOffline(request(overrides));
  if (result._tag === 'Left') throw new Error(result.left.message);
  return result.right;
}

describe('the built-in generator and its authored stories', () => {
  it('tells the story a prompt is about, at the length asked, and says which story it told', () => {
    const { content, report } = written({});
    expect(report.notes[0]).toBe('Told from the built-in story “A visit to the dentist” at B1.');
    expect(report.topicMatched).toBe('exact');
    expect(Math.abs(wordCount(content, 'target') - 200)).toBeLessThanOrEqual(20);
    expect(fullText(content, 'target')).toMatch(/dentista/u);
  });

  it('tells the same story at another level for the same seed, with the same names', () => {
    const b1 = written({});
    const a1 = written({ level: { kind: 'cefr', level: 'A1' } });
    expect(a1.report.notes[0]).toContain('at A1');
    const name = (text: string) => /\b(Lucía|Marta|Carmen|Paula|Sara|Laura)\b/u.exec(text)?.[1];
    expect(name(fullText(a1.content, 'target'))).toBe(name(fullText(b1.content, 'target')));
  });

  it('names what the prompt asked for that the story leaves out', () => {
    const { report } = written({ prompt: 'moving to a new flat in Lisbon' });
    expect(report.notes[0]).toContain('Moving');
    expect(report.notes.join(' ')).toContain('“Lisbon”');
  });

  it('never reports as missing what the text says', () => {
    const { report } = written({ prompt: 'Zahnarztbesuch', target: 'de', native: 'fr' });
    expect(report.notes).toEqual(['Told from the built-in story “A visit to the dentist” at B1.']);
  });

  it('does not tell a story for a prompt it covers only in part', () => {
    const { report } = written({ prompt: 'a rainy day at the zoo' });
    expect(report.notes.join(' ')).not.toContain('built-in story');
  });

  it('says so when the tenses asked for are not those of the level', () => {
    const { report } = written({ level: { kind: 'cefr', level: 'A1' }, tenses: [1] });
    expect(report.notes.join(' ')).toContain('At A1 the built-in stories are told in the present');
  });
});
