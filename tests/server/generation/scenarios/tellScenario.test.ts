import { describe, expect, it } from 'vitest';
import { fullText, wordCount } from '@/domain/resource/content';
import {
  createOfflineGenerator,
  generateOffline,
} from '../../../../server/adapters/generation/offline/offlineGenerator';
import { SCENARIOS } from '../../../../server/generation/scenarios/catalogue';
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

  it('writes nothing for a prompt naming a place its story lacks, and offers that story', () => {
    const result = generateOffline(request({ prompt: 'moving to a new flat in Lisbon' }));
    if (result._tag === 'Right') throw new Error('a text without Lisbon was written for it');
    if (result.left.type !== 'generation/no-story') throw new Error(result.left.message);
    expect(result.left.nearest[0]?.id).toBe('moving-house');
  });

  it('tells a detail beside the subject only where the text told says it, else offers the story', () => {
    // The dentist story goes there by bus only in its longer versions.
    const prompt = 'a visit to the dentist by bus';
    const long = written({ prompt, wordCount: 500 });
    expect(fullText(long.content, 'target')).toMatch(/autobús/u);
    const short = generateOffline(
      request({ prompt, wordCount: 50, level: { kind: 'cefr', level: 'A1' } }),
    );
    if (short._tag === 'Right') throw new Error('a short text without the bus was written');
    if (short.left.type !== 'generation/no-story') throw new Error(short.left.message);
    expect(short.left.message).toContain('does not tell of “bus”');
    expect(short.left.nearest[0]?.id).toBe('dentist');
  });

  it('never reports as missing what the text says', () => {
    const { report } = written({ prompt: 'Zahnarztbesuch', target: 'de', native: 'fr' });
    expect(report.notes).toEqual(['Told from the built-in story “A visit to the dentist” at B1.']);
    // "sprained" is said where the text says "sprain".
    const doctor = written({ prompt: 'a sprained ankle', target: 'es', native: 'en' });
    expect(doctor.report.notes.join(' ')).not.toContain('Not in this story');
  });

  it('writes nothing for a prompt its stories cover only in part, and offers the nearest', () => {
    const result = generateOffline(request({ prompt: 'a rainy day at the zoo' }));
    if (result._tag === 'Right') throw new Error('a text was written for the zoo');
    const refusal = result.left;
    if (refusal.type !== 'generation/no-story') throw new Error(refusal.message);
    expect(refusal.message).toContain('no story about “a rainy day at the zoo”');
    expect(refusal.nearest.map((offer) => offer.id)).toContain('rainy-beach-day');
    expect(refusal.stories.map((offer) => offer.id)).toEqual(SCENARIOS.map((s) => s.id));
    // A dialogue is refused the same way, offering only stories it can write as one.
    const talk = generateOffline(
      request({ prompt: 'a rainy day at the zoo', resourceType: 'dialogue_two_speakers' }),
    );
    if (talk._tag === 'Right' || talk.left.type !== 'generation/no-story')
      throw new Error('a dialogue was written for the zoo');
    expect(talk.left.stories.length).toBeLessThan(SCENARIOS.length);
    for (const offer of talk.left.stories) {
      const story = SCENARIOS.find((s) => s.id === offer.id);
      expect(
        story?.dialogues?.some((d) => d.speakers.length === 2),
        offer.id,
      ).toBe(true);
    }
  });

  it('writes no dialogue of a story that has none of its speakers: it offers those that have', () => {
    const talk = request({
      prompt: 'a camping trip',
      resourceType: 'dialogue_two_speakers',
    });
    const refusal = createOfflineGenerator().refusal?.(talk);
    expect(refusal?.message).toContain(
      'has the story “A camping trip” but cannot write it as a dialogue for two speakers yet: choose Text',
    );
    const withDialogue = SCENARIOS.filter((scenario) =>
      scenario.dialogues?.some((dialogue) => dialogue.speakers.length === 2),
    );
    expect(refusal?.stories.map((offer) => offer.id)).toEqual(withDialogue.map((s) => s.id));
    for (const offer of refusal?.stories ?? []) {
      const told = written({ prompt: offer.title, resourceType: 'dialogue_two_speakers' });
      expect(told.content.speakers, offer.id).toHaveLength(2);
      expect(told.report.topic).toBe(offer.title);
    }
  });

  it('offers no story as nearest when none shares a word with the prompt', () => {
    const refusal = createOfflineGenerator().refusal?.(request({ prompt: 'quantum physics' }));
    expect(refusal?.nearest).toEqual([]);
    expect(refusal?.stories.length).toBe(SCENARIOS.length);
  });

  it('offers no story that is near only by who the text is with or where it happens', () => {
    const offered = (prompt: string) =>
      createOfflineGenerator()
        .refusal?.(request({ prompt }))
        ?.nearest.map((offer) => offer.id) ?? [];
    // "family" alone made the grandparents' weekend the nearest story to a road trip.
    expect(offered('a family road trip where the satnav sends us the wrong way')).not.toContain(
      'grandparents-visit',
    );
    expect(offered('a family road trip where the satnav sends us the wrong way')).toContain(
      'train-journey',
    );
    expect(offered('my neighbour’s old tortoise')).toEqual(['new-pet']);
  });

  it('reads break time as a subject of its own: a story that mentions it is not about it', () => {
    const refusal = createOfflineGenerator().refusal?.(
      request({ prompt: 'what my classmates do at break time' }),
    );
    expect(refusal?.message).toContain('has no story about');
  });

  it('gives a story told for its own title that title in both languages of the pair', () => {
    const told = written({ prompt: 'A visit to the dentist', title: 'A visit to the dentist' });
    expect(told.content.title).toEqual({
      target: 'Una visita a la dentista',
      native: 'A visit to the dentist',
    });
    const own = written({ prompt: 'A visit to the dentist', title: 'Our dentist' });
    expect(own.content.title).toEqual({ target: 'Our dentist', native: 'Our dentist' });
  });

  it('tells one of its stories, chosen by the seed, for a prompt that names nothing', () => {
    const told = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => written({ prompt: '', seed }).report.topic),
    );
    expect(told.size).toBeGreaterThan(1);
    expect(createOfflineGenerator().refusal?.(request({ prompt: 'a text for my class' }))).toBe(
      undefined,
    );
  });

  it('tells each story for its own title, so a story offered is the story written', () => {
    for (const scenario of SCENARIOS) {
      const { report } = written({ prompt: scenario.title.en });
      expect(report.topic, scenario.id).toBe(scenario.title.en);
    }
  });

  it('says so when the tenses asked for are not those of the level', () => {
    const { report } = written({ level: { kind: 'cefr', level: 'A1' }, tenses: [1] });
    expect(report.notes.join(' ')).toContain('At A1 the built-in stories are told in the present');
  });
});
