import { describe, expect, it } from 'vitest';
import { SPEAKER_PITCHES, assignSpeakerVoices } from '@/domain/audio/speakerVoices';

type Voice = { readonly name: string; readonly lang: string; readonly default: boolean };

const voice = (name: string, lang: string): Voice => ({ name, lang, default: false });

const MONICA = voice('Monica', 'es-ES');
const JORGE = voice('Jorge', 'es-ES');
const PAULINA = voice('Paulina', 'es-MX');
const DIEGO = voice('Diego', 'es_AR');

/** Each speaker's voice name (or null) and pitch, in the order given. */
function heard(speakers: readonly string[], voices: readonly Voice[], chosen: Voice | null) {
  const cast = assignSpeakerVoices(speakers, voices, chosen);
  return speakers.map((speaker) => {
    const assigned = cast.get(speaker);
    return [assigned?.voice?.name ?? null, assigned?.pitch];
  });
}

describe('voices for the speakers of a dialogue', () => {
  it('gives the first speaker the chosen voice and the next a voice of the same locale', () => {
    expect(heard(['Ana', 'Luis'], [PAULINA, MONICA, JORGE], MONICA)).toEqual([
      ['Monica', 1],
      ['Jorge', 1],
    ]);
  });

  it('gives the first speaker the best-ranked voice when the teacher chose none', () => {
    expect(heard(['Ana', 'Luis'], [MONICA, PAULINA], null)).toEqual([
      ['Monica', 1],
      ['Paulina', 1],
    ]);
  });

  it('takes voices of other locales of the language, in their ranking, once the locale runs out', () => {
    const juan = voice('Juan', 'es-MX');
    expect(
      heard(
        ['Ana', 'Luis', 'Eva', 'Pablo', 'Rosa'],
        [MONICA, DIEGO, PAULINA, JORGE, juan],
        PAULINA,
      ),
    ).toEqual([
      ['Paulina', 1],
      ['Juan', 1],
      ['Monica', 1],
      ['Diego', 1],
      ['Jorge', 1],
    ]);
  });

  it('reads a locale written with an underscore as the same locale', () => {
    const bare = voice('Sabina', 'es-ar');
    expect(heard(['Ana', 'Luis'], [MONICA, bare, DIEGO], DIEGO)).toEqual([
      ['Diego', 1],
      ['Sabina', 1],
    ]);
  });

  it('changes the pitch of the one voice there is, so two speakers still differ', () => {
    expect(heard(['Ana', 'Luis', 'Eva'], [MONICA], MONICA)).toEqual([
      ['Monica', 1],
      ['Monica', 0.8],
      ['Monica', 1.25],
    ]);
  });

  it('goes round the voices again at the next pitch when there are more speakers than voices', () => {
    expect(heard(['Ana', 'Luis', 'Eva', 'Pablo', 'Rosa'], [MONICA, PAULINA], MONICA)).toEqual([
      ['Monica', 1],
      ['Paulina', 1],
      ['Monica', 0.8],
      ['Paulina', 0.8],
      ['Monica', 1.25],
    ]);
  });

  it('varies the pitch of the engine default when the browser has no voice for the language', () => {
    expect(heard(['Ana', 'Luis'], [], null)).toEqual([
      [null, 1],
      [null, 0.8],
    ]);
  });

  it('does not give out a voice listed twice as two voices', () => {
    expect(heard(['Ana', 'Luis'], [MONICA, voice('Monica', 'es-ES')], MONICA)).toEqual([
      ['Monica', 1],
      ['Monica', 0.8],
    ]);
  });

  it('gives a speaker named twice the voice of their first turn', () => {
    const cast = assignSpeakerVoices(['Ana', 'Luis', 'Ana'], [MONICA, PAULINA], MONICA);
    expect(cast.size).toBe(2);
    expect(cast.get('Ana')?.voice).toBe(MONICA);
    expect(cast.get('Luis')?.voice).toBe(PAULINA);
  });

  it('gives every speaker a different voice and pitch, all within what an utterance accepts', () => {
    const speakers = Array.from({ length: 12 }, (_, n) => `Speaker ${n}`);
    const cast = assignSpeakerVoices(speakers, [MONICA, PAULINA], MONICA);
    const sounds = speakers.map((speaker) => {
      const assigned = cast.get(speaker);
      return `${assigned?.voice?.name}@${assigned?.pitch}`;
    });
    expect(new Set(sounds).size).toBe(12);
    for (const pitch of SPEAKER_PITCHES) {
      expect(pitch).toBeGreaterThan(0);
      expect(pitch).toBeLessThan(2);
    }
  });

  it('gives the same voices each time for the same dialogue', () => {
    const voices = [MONICA, DIEGO, PAULINA];
    expect(heard(['Ana', 'Luis', 'Eva', 'Pablo'], voices, DIEGO)).toEqual(
      heard(['Ana', 'Luis', 'Eva', 'Pablo'], voices, DIEGO),
    );
  });
});
