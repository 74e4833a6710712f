import { describe, expect, it } from 'vitest';
import {
  SPEECH_ALIASES,
  SPEECH_RATE_MAX,
  SPEECH_RATE_MIN,
  clampSpeechRate,
  voicesForLanguage,
} from '@/domain/audio/speech';
import * as contract from '@/infrastructure/api/resources';

const voice = (name: string, lang: string, isDefault = false) => ({
  name,
  lang,
  default: isDefault,
});

describe('speech rate', () => {
  it('has the bounds the API contract accepts', () => {
    expect(SPEECH_RATE_MIN).toBe(contract.SPEECH_RATE_MIN);
    expect(SPEECH_RATE_MAX).toBe(contract.SPEECH_RATE_MAX);
  });

  it('clamps a rate into the bounds and reads nonsense as normal speed', () => {
    expect(clampSpeechRate(0.2)).toBe(0.5);
    expect(clampSpeechRate(3)).toBe(2);
    expect(clampSpeechRate(1.3)).toBe(1.3);
    expect(clampSpeechRate(Number.NaN)).toBe(1);
  });
});

describe('voices for a language', () => {
  const voices = [
    voice('Samantha', 'en-US', true),
    voice('Paulina', 'es-MX'),
    voice('Monica', 'es-ES'),
    voice('Diego', 'es_AR'),
    voice('Estonian', 'et-EE'),
    voice('Bare', 'es'),
    voice('Nora', 'nb-NO'),
  ];

  it('keeps the voices whose tag starts with the language code, not a longer code', () => {
    const names = voicesForLanguage(voices, 'es').map((v) => v.name);
    expect(names.sort()).toEqual(['Bare', 'Diego', 'Monica', 'Paulina']);
    expect(voicesForLanguage([voice('Eesti', 'et-EE')], 'e')).toEqual([]);
  });

  it("puts the catalogue's preferred locale first, then the rest by name", () => {
    expect(voicesForLanguage(voices, 'es', 'es-ES').map((v) => v.name)).toEqual([
      'Monica',
      'Bare',
      'Diego',
      'Paulina',
    ]);
  });

  it('finds Norwegian voices tagged nb through the aliases', () => {
    expect(voicesForLanguage(voices, 'no')).toEqual([]);
    expect(voicesForLanguage(voices, 'no', 'nb-NO', SPEECH_ALIASES.no).map((v) => v.name)).toEqual([
      'Nora',
    ]);
  });
});
