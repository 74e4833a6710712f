import type { AudienceLevel } from '@/domain/catalog/levels';
import type { GenerationRequest } from '../../../server/services/generation/port';

/** Prompts naming a setting within a topic, in English, Spanish and French, with its places. */
export const SETTING_PROMPTS: readonly {
  readonly prompt: string;
  readonly places: readonly string[];
}[] = [
  { prompt: 'at the market', places: ['market'] },
  { prompt: 'a trip to the beach', places: ['beach'] },
  { prompt: 'a weekend in the mountains', places: ['mountains'] },
  { prompt: 'dinner at a restaurant', places: ['restaurant'] },
  { prompt: 'cooking at home', places: ['kitchen', 'house'] },
  { prompt: 'en el mercado', places: ['market'] },
  { prompt: 'un viaje a la playa', places: ['beach'] },
  { prompt: 'un fin de semana en la montaña', places: ['mountains'] },
  { prompt: 'cenar en un restaurante', places: ['restaurant'] },
  { prompt: 'cocinar en casa', places: ['kitchen', 'house'] },
  { prompt: 'au marché', places: ['market'] },
  { prompt: 'une excursion à la plage', places: ['beach'] },
  { prompt: 'un week-end à la montagne', places: ['mountains'] },
  { prompt: 'dîner au restaurant', places: ['restaurant'] },
  { prompt: 'cuisiner à la maison', places: ['kitchen', 'house'] },
];

const TARGETS = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
const LEVELS: readonly AudienceLevel[] = [
  { kind: 'cefr', level: 'A1' },
  { kind: 'cefr', level: 'A2' },
  { kind: 'cefr', level: 'B1' },
];
const DETAILS: readonly (readonly number[])[] = [[7], [0, 3], [4, 6], [1, 2, 5]];
const STYLES = ['text', 'dialogue_two_speakers', 'dialogue_three_speakers'] as const;

/** Fixed seeds over languages, levels, lengths, details and both text and dialogue. */
export function settingRequests(prompt: string, seeds: readonly number[]): GenerationRequest[] {
  const requests: GenerationRequest[] = [];
  let index = prompt.length;
  for (const resourceType of STYLES) {
    for (const seed of seeds) {
      index += 1;
      const target = TARGETS[index % TARGETS.length] ?? 'es';
      requests.push({
        resourceType,
        target,
        native: target === 'en' ? 'es' : 'en',
        level: LEVELS[(index + seed) % LEVELS.length] ?? { kind: 'cefr', level: 'A2' },
        wordCount: [120, 200, 300][(index + seed) % 3] ?? 150,
        title: 'Title',
        prompt,
        tenses: [6],
        details: [...(DETAILS[(index + seed) % DETAILS.length] ?? [7])],
        vocabulary: [],
        seed,
      });
    }
  }
  return requests;
}
