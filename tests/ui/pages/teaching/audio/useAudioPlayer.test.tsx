import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AudioPlayerControls } from '@/ui/pages/teaching/audio/AudioPlayer';
import { useAudioPlayer, type AudioPlayerOptions } from '@/ui/pages/teaching/audio/useAudioPlayer';
import {
  CONTENT,
  LESSON_MP3,
  SENTENCES,
  installPlayerSpeech,
  withBrowserAudioFakes,
  voice,
} from './audioFixtures';

const VOICES = [voice('Monica', 'es-ES'), voice('Paulina', 'es-MX')];

/** A stand-in for the teaching screen: it asks for sentences and words and highlights. */
function Screen(props: AudioPlayerOptions) {
  const player = useAudioPlayer(props);
  return (
    <>
      <AudioPlayerControls player={player} />
      <output aria-label="Highlighted sentence">{player.state.currentSentenceId ?? 'none'}</output>
      {props.content.sentences.map((sentence) => (
        <button key={sentence.id} type="button" onClick={() => player.playSentence(sentence.id)}>
          Read sentence {sentence.id}
        </button>
      ))}
      <button type="button" onClick={() => player.playWord('Madrid')}>
        Say Madrid
      </button>
    </>
  );
}

function renderScreen(overrides: Partial<AudioPlayerOptions> = {}) {
  const props: AudioPlayerOptions = {
    content: CONTENT,
    speech: { voiceName: 'Monica', rate: 0.75 },
    tracks: [],
    loadTrack: vi.fn(() => Promise.resolve(new Blob(['ID3'], { type: 'audio/mpeg' }))),
    perWordAllowed: false,
    ...overrides,
  };
  const user = userEvent.setup();
  const view = render(<Screen {...props} />);
  return { ...view, props, user };
}

const highlighted = () => screen.getByRole('status', { name: 'Highlighted sentence' });
const notice = () => screen.getByText((_, element) => element?.className === 'audio-player-notice');

const fakes = withBrowserAudioFakes();

describe('the screen drives the player', () => {
  it('playSentence reads just that sentence and highlights it while it is read', async () => {
    const speech = installPlayerSpeech(VOICES);
    const { user } = renderScreen();
    expect(highlighted()).toHaveTextContent('none');
    await user.click(screen.getByRole('button', { name: 'Read sentence 2' }));
    expect(speech.texts()).toEqual([SENTENCES[1]]);
    expect(speech.spoken()[0]?.voice?.name).toBe('Monica');
    expect(speech.spoken()[0]?.rate).toBe(0.75);
    expect(highlighted()).toHaveTextContent('2');

    act(() => speech.spoken()[0]?.onend?.());
    expect(speech.spoken()).toHaveLength(1);
    expect(highlighted()).toHaveTextContent('none');
  });

  it('play all moves the highlight from sentence to sentence', async () => {
    const speech = installPlayerSpeech(VOICES);
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(highlighted()).toHaveTextContent('1');
    act(() => speech.spoken()[0]?.onend?.());
    expect(highlighted()).toHaveTextContent('2');
    act(() => speech.spoken()[1]?.onend?.());
    expect(highlighted()).toHaveTextContent('3');
  });

  it('per-word audio is refused without the premium privilege, politely', async () => {
    const speech = installPlayerSpeech(VOICES);
    const { user } = renderScreen({ perWordAllowed: false });
    await user.click(screen.getByRole('button', { name: 'Say Madrid' }));
    expect(speech.synthesis.speak).not.toHaveBeenCalled();
    expect(notice()).toHaveTextContent('Word-by-word audio is part of the premium plans.');
    // The next thing asked of the player clears it.
    await user.click(screen.getByRole('button', { name: 'Read sentence 1' }));
    expect(notice()).toHaveTextContent('');
  });

  it('per-word audio reads the word with the privilege', async () => {
    const speech = installPlayerSpeech(VOICES);
    const { user } = renderScreen({ perWordAllowed: true });
    await user.click(screen.getByRole('button', { name: 'Say Madrid' }));
    expect(speech.texts()).toEqual(['Madrid']);
    expect(speech.spoken()[0]?.lang).toBe('es-ES');
    expect(notice()).toHaveTextContent('');
  });

  it('a sentence asked for while the recording plays pauses the recording', async () => {
    const speech = installPlayerSpeech(VOICES);
    const { user } = renderScreen({ tracks: [LESSON_MP3] });
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(fakes().media.play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Read sentence 3' }));
    expect(fakes().media.pause).toHaveBeenCalled();
    expect(speech.texts()).toEqual([SENTENCES[2]]);
    act(() => speech.spoken()[0]?.onend?.());
    // Play picks the recording up where it was.
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(fakes().media.play).toHaveBeenCalledTimes(2);
  });

  it('without speech synthesis a sentence cannot be read, and the player says why', async () => {
    const { user } = renderScreen({ tracks: [LESSON_MP3] });
    await screen.findByRole('button', { name: 'Play' });
    await user.click(screen.getByRole('button', { name: 'Read sentence 1' }));
    expect(notice()).toHaveTextContent(
      'This browser cannot read single sentences or words aloud; play the recording instead.',
    );
  });
});
