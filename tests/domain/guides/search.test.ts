import { describe, expect, it } from 'vitest';
import { queryWords, SEARCH_RESULT_LIMIT, searchGuides } from '@/domain/guides/search';
import type { GuideText } from '@/domain/guides/search';

const GUIDES: readonly GuideText[] = [
  {
    id: 'teaching-screen',
    title: 'The teaching screen',
    markdown: [
      '# The teaching screen',
      'Show a resource on the projector.',
      '## Gap-fill',
      'Hide words by number. The audio keeps playing.',
      '## Audio player',
      'Play the audio of a sentence. Audio speed and volume.',
    ].join('\n'),
  },
  {
    id: 'homework',
    title: 'Classrooms and homework',
    markdown: [
      '# Classrooms and homework',
      '## Setting homework',
      'Choose a resource and classrooms. Pupils hear the audio at home.',
      '```',
      'gap-fill inside code still counts as text',
      '```',
    ].join('\n'),
  },
];

describe('guide search', () => {
  it('finds the sections holding every word, with the guide and the heading to open', () => {
    const hits = searchGuides(GUIDES, 'hide words');
    expect(hits.map((h) => [h.guideId, h.headingId])).toEqual([['teaching-screen', 'gap-fill']]);
    expect(hits[0]?.headingText).toBe('Gap-fill');
    expect(hits[0]?.snippet).toContain('Hide words by number');
  });

  it('ranks a word in the heading above the same word only in the text, then by count', () => {
    const hits = searchGuides(GUIDES, 'Audio');
    expect(hits.map((h) => h.headingId)).toEqual(['audio-player', 'gap-fill', 'setting-homework']);
    expect(hits[0]?.score).toBeGreaterThan(hits[1]?.score ?? 0);
  });

  it('ranks a word of the guide’s title first', () => {
    const hits = searchGuides(GUIDES, 'homework');
    expect(hits[0]?.guideId).toBe('homework');
    expect(hits.every((h) => h.guideId === 'homework')).toBe(true);
  });

  it('ignores case and accents, and finds nothing for an empty or one-letter query', () => {
    expect(searchGuides(GUIDES, 'PROJECTOR')[0]?.headingId).toBe('the-teaching-screen');
    expect(searchGuides(GUIDES, 'projéctor')).toHaveLength(1);
    expect(searchGuides(GUIDES, '')).toEqual([]);
    expect(searchGuides(GUIDES, 'a')).toEqual([]);
    expect(queryWords('Gap-fill, gap')).toEqual(['gap', 'fill']);
  });

  it('finds nothing when one word is missing, and returns at most the limit', () => {
    expect(searchGuides(GUIDES, 'audio zebra')).toEqual([]);
    const many: GuideText[] = Array.from({ length: 30 }, (_, i) => ({
      id: `g${String(i)}`,
      title: `Guide ${String(i)}`,
      markdown: `# Guide\n## Part\nword`,
    }));
    expect(searchGuides(many, 'word')).toHaveLength(SEARCH_RESULT_LIMIT);
  });
});
