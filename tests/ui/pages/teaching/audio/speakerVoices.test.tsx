import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AudioPlayerControls } from '@/ui/pages/teaching/audio/AudioPlayer';
import { useAudioPlayer, type AudioPlayerOptions } from '@/ui/pages/teaching/audio/useAudioPlayer';
import {
  CONTENT,
  DIALOGUE,
  LINES,
  SENTENCES,
  installPlayerSpeech,
  withBrowserAudioFakes,
  voice,
} from './audioFixtures';

const MONICA = voice('Monica', 'es-ES');
const JORGE = voice('Jorge', 'es-ES');
const PAULINA = voice('Paulina', 'es-MX');

/** A stand-in for the teaching screen: it asks for sentences and for a word of sentence 2. */
function Screen(props: AudioPlayerOptions) {
  const player = useAudioPlayer(props);
  return (
    <>
      <AudioPlayerControls player={player} />
      {props.content.sentences.map((sentence) => (
        <button key={sentence.id} type="button" onClick={() => player.playSentence(sentence.id)}>
          Read sentence {sentence.id}
        </button>
      ))}
      <button type="button" onClick={() => player.playWord('gracias', 2)}>
        Say a word of sentence 2
      </button>
      <button type="button" onClick={() => player.playWord('cine')}>
        Say a word from nowhere
      </button>
    </>
  );
}

function renderScreen(overrides: Partial<AudioPlayerOptions> = {}) {
  const props: AudioPlayerOptions = {
    content: DIALOGUE,
    speech: { voiceName: 'Monica', rate: 1 },
    tracks: [],
    loadTrack: vi.fn(() => Promise.resolve(new Blob(['ID3'], { type: 'audio/mpeg' }))),
    perWordAllowed: true,
    ...overrides,
  };
  const user = userEvent.setup();
  render(<Screen {...props} />);
  return { user };
}

type Speech = ReturnType<typeof installPlayerSpeech>;

/** Plays the whole text to its end and says how each sentence sounded: voice name and pitch. */
async function playThrough(speech: Speech, user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Play' }));
  for (let n = 0; n < 3; n += 1) act(() => speech.spoken()[n]?.onend?.());
  return speech
    .spoken()
    .map((utterance) => [utterance.text, utterance.voice?.name, utterance.pitch]);
}

withBrowserAudioFakes();

describe('the voiceover reads a dialogue with a voice for each speaker', () => {
  it('gives the second speaker another voice of the chosen locale, the first the chosen one', async () => {
    const speech = installPlayerSpeech([MONICA, PAULINA, JORGE]);
    const { user } = renderScreen();
    expect(await playThrough(speech, user)).toEqual([
      [LINES[0], 'Monica', 1],
      [LINES[1], 'Jorge', 1],
      [LINES[2], 'Monica', 1],
    ]);
  });

  it('gives the second speaker another pitch when the browser has one voice for the language', async () => {
    const speech = installPlayerSpeech([MONICA, voice('Daniel', 'en-GB', true)]);
    const { user } = renderScreen();
    expect(await playThrough(speech, user)).toEqual([
      [LINES[0], 'Monica', 1],
      [LINES[1], 'Monica', 0.8],
      [LINES[2], 'Monica', 1],
    ]);
  });

  it("reads one sentence in its speaker's voice", async () => {
    const speech = installPlayerSpeech([MONICA, PAULINA]);
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Read sentence 2' }));
    await user.click(screen.getByRole('button', { name: 'Read sentence 3' }));
    expect(speech.spoken().map((utterance) => [utterance.text, utterance.voice?.name])).toEqual([
      [LINES[1], 'Paulina'],
      [LINES[2], 'Monica'],
    ]);
    expect(speech.spoken()[0]?.lang).toBe('es-MX');
  });

  it("says a word in the voice of its sentence's speaker, else in the first speaker's", async () => {
    const speech = installPlayerSpeech([MONICA, PAULINA]);
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Say a word of sentence 2' }));
    await user.click(screen.getByRole('button', { name: 'Say a word from nowhere' }));
    expect(speech.spoken().map((utterance) => [utterance.text, utterance.voice?.name])).toEqual([
      ['gracias', 'Paulina'],
      ['cine', 'Monica'],
    ]);
  });

  it('gives the first speaker the best voice and the others theirs when the teacher chose none', async () => {
    const speech = installPlayerSpeech([PAULINA, MONICA]);
    const { user } = renderScreen({ speech: null });
    const heard = await playThrough(speech, user);
    // Spain's Spanish is the catalogue's preferred locale, so it ranks first.
    expect(heard.map(([, name]) => name)).toEqual(['Monica', 'Paulina', 'Monica']);
  });
});

describe('a text that is not a dialogue', () => {
  it('is read in the chosen voice throughout, at its own pitch', async () => {
    const speech = installPlayerSpeech([MONICA, PAULINA, JORGE]);
    const { user } = renderScreen({ content: CONTENT });
    expect(await playThrough(speech, user)).toEqual([
      [SENTENCES[0], 'Monica', 1],
      [SENTENCES[1], 'Monica', 1],
      [SENTENCES[2], 'Monica', 1],
    ]);
  });
});
