import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AudioTrack, SpeechSetting } from '@/application/resources/ports';
import { AudioPlayer, type AudioPlayerProps } from '@/ui/pages/teaching/audio/AudioPlayer';
import {
  CONTENT,
  LESSON_MP3,
  SENTENCES,
  TAKE,
  installPlayerSpeech,
  withBrowserAudioFakes,
  voice,
} from './audioFixtures';

const VOICES = [
  voice('Daniel', 'en-GB', true),
  voice('Monica', 'es-ES'),
  voice('Paulina', 'es-MX'),
];

function renderPlayer(overrides: Partial<AudioPlayerProps> = {}) {
  const props = {
    content: CONTENT,
    speech: null as SpeechSetting | null,
    tracks: [] as readonly AudioTrack[],
    loadTrack: vi.fn((trackId: number) =>
      Promise.resolve(new Blob([`track ${trackId}`], { type: 'audio/mpeg' })),
    ),
    perWordAllowed: true,
    ...overrides,
  } satisfies AudioPlayerProps;
  const user = userEvent.setup();
  const view = render(<AudioPlayer {...props} />);
  const audio = () => {
    const element = view.container.querySelector('audio');
    if (element === null) throw new Error('the player renders no <audio> element');
    return element;
  };
  return { ...view, props, user, audio };
}

const button = (name: string) => screen.getByRole('button', { name });

const fakes = withBrowserAudioFakes();

describe('voiceover', () => {
  it("play reads each sentence in turn with the teacher's voice, speed and the volume set", async () => {
    const speech = installPlayerSpeech(VOICES);
    const { user } = renderPlayer({ speech: { voiceName: 'Paulina', rate: 1.25 } });
    fireEvent.change(screen.getByLabelText('Volume'), { target: { value: '60' } });
    expect(screen.getByLabelText('Volume')).toHaveAttribute('aria-valuetext', '60 %');

    await user.click(button('Play'));
    expect(speech.texts()).toEqual([SENTENCES[0]]);
    expect(screen.getByText('Sentence 1 of 3')).toBeInTheDocument();
    act(() => speech.spoken()[0]?.onend?.());
    expect(screen.getByText('Sentence 2 of 3')).toBeInTheDocument();
    act(() => speech.spoken()[1]?.onend?.());
    act(() => speech.spoken()[2]?.onend?.());

    expect(speech.texts()).toEqual([...SENTENCES]);
    for (const utterance of speech.spoken()) {
      expect(utterance.voice?.name).toBe('Paulina');
      expect(utterance.lang).toBe('es-MX');
      expect(utterance.rate).toBe(1.25);
      expect(utterance.volume).toBe(0.6);
    }
    // The text is over: the player is back to Play, nothing highlighted.
    expect(button('Play')).toBeEnabled();
    expect(screen.queryByText(/Sentence \d of 3/)).not.toBeInTheDocument();
  });

  it("uses the language's default voice where this browser lacks the teacher's, and says so", async () => {
    const speech = installPlayerSpeech(VOICES);
    const { user } = renderPlayer({ speech: { voiceName: 'Jorge', rate: 1 } });
    expect(
      screen.getByText(
        'This browser does not have the voice Jorge; its default Spanish voice reads instead.',
      ),
    ).toBeInTheDocument();
    await user.click(button('Play'));
    expect(speech.spoken()[0]?.voice).toBeNull();
    expect(speech.spoken()[0]?.lang).toBe('es-ES');
  });

  it('a new speed restarts the sentence being read at that speed, and the next ones follow it', async () => {
    const speech = installPlayerSpeech(VOICES);
    const { user } = renderPlayer();
    expect(screen.getByLabelText('Speed')).toHaveValue('1');
    await user.click(button('Play'));
    act(() => speech.spoken()[0]?.onend?.());

    await user.selectOptions(screen.getByLabelText('Speed'), '0.75');
    expect(speech.texts()).toEqual([SENTENCES[0], SENTENCES[1], SENTENCES[1]]);
    expect(speech.spoken()[2]?.rate).toBe(0.75);
    // The utterance the change cut off does not move the reading on.
    act(() => speech.spoken()[1]?.onend?.());
    expect(speech.spoken()).toHaveLength(3);
    act(() => speech.spoken()[2]?.onend?.());
    expect(speech.spoken()[3]?.text).toBe(SENTENCES[2]);
    expect(speech.spoken()[3]?.rate).toBe(0.75);
  });

  it('offers 0.5× to 2× in quarter steps, keeping a saved speed that falls between them', () => {
    installPlayerSpeech(VOICES);
    renderPlayer({ speech: { voiceName: null, rate: 1.2 } });
    const options = within(screen.getByLabelText('Speed')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '0.5×',
      '0.75×',
      '1×',
      '1.2×',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ]);
    expect(screen.getByLabelText('Speed')).toHaveValue('1.2');
  });

  it('pause stops the voice and resume starts again at the beginning of that sentence', async () => {
    const speech = installPlayerSpeech(VOICES);
    const { user } = renderPlayer();
    await user.click(button('Play'));
    act(() => speech.spoken()[0]?.onend?.());
    await user.click(button('Pause'));
    expect(speech.synthesis.cancel).toHaveBeenCalled();
    expect(screen.getByText('Sentence 2 of 3')).toBeInTheDocument();

    await user.click(button('Resume'));
    expect(speech.texts()).toEqual([SENTENCES[0], SENTENCES[1], SENTENCES[1]]);
    await user.click(button('Pause'));
    await user.click(button('Stop'));
    expect(button('Play')).toBeEnabled();
    expect(button('Stop')).toBeDisabled();
    expect(screen.queryByText(/Sentence \d of 3/)).not.toBeInTheDocument();
  });

  it('an engine failure ends the reading with a message instead of hanging on Pause', async () => {
    const speech = installPlayerSpeech(VOICES);
    const { user } = renderPlayer();
    await user.click(button('Play'));
    act(() => speech.spoken()[0]?.onerror?.());
    expect(screen.getByRole('status')).toHaveTextContent(
      'The voiceover stopped: this browser could not read the text aloud.',
    );
    expect(button('Play')).toBeEnabled();
    expect(speech.spoken()).toHaveLength(1);
  });
});

describe('stored tracks', () => {
  it('offers the stored tracks, newest first, and the voiceover as sources', () => {
    installPlayerSpeech(VOICES);
    renderPlayer({ tracks: [LESSON_MP3, TAKE] });
    const options = within(screen.getByLabelText('Source')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Recording',
      'MP3: lesson.mp3',
      'Voiceover',
    ]);
    expect(screen.getByLabelText('Source')).toHaveValue('track-8');
  });

  it('no Source choice when the resource has no stored track', () => {
    installPlayerSpeech(VOICES);
    renderPlayer();
    expect(screen.queryByLabelText('Source')).not.toBeInTheDocument();
  });

  it('a chosen track is loaded and plays from its object URL at the speed and volume set', async () => {
    installPlayerSpeech(VOICES);
    const { user, props, audio } = renderPlayer({ tracks: [TAKE, LESSON_MP3] });
    await user.selectOptions(screen.getByLabelText('Source'), 'MP3: lesson.mp3');
    await user.selectOptions(screen.getByLabelText('Speed'), '1.5');
    fireEvent.change(screen.getByLabelText('Volume'), { target: { value: '40' } });

    expect(props.loadTrack).toHaveBeenLastCalledWith(7);
    expect(await screen.findByRole('button', { name: 'Play' })).toBeEnabled();
    const url = fakes().urls.createObjectURL.mock.results.at(-1)?.value as string;
    expect(audio()).toHaveAttribute('src', url);
    expect(audio().playbackRate).toBe(1.5);
    expect(audio().defaultPlaybackRate).toBe(1.5);
    expect(audio().volume).toBe(0.4);

    await user.click(button('Play'));
    expect(fakes().media.play).toHaveBeenCalledTimes(1);
    expect(button('Pause')).toBeInTheDocument();
    await user.click(button('Pause'));
    expect(fakes().media.pause).toHaveBeenCalled();
    expect(button('Resume')).toBeInTheDocument();
  });

  it("revokes a track's object URL when another source is chosen and when the player goes", async () => {
    installPlayerSpeech(VOICES);
    const { user, unmount, audio } = renderPlayer({ tracks: [TAKE, LESSON_MP3] });
    await screen.findByRole('button', { name: 'Play' });
    const first = audio().getAttribute('src');
    expect(fakes().urls.live()).toEqual([first]);

    await user.selectOptions(screen.getByLabelText('Source'), 'MP3: lesson.mp3');
    await screen.findByRole('button', { name: 'Play' });
    expect(fakes().urls.revokeObjectURL).toHaveBeenCalledWith(first);
    expect(fakes().urls.live()).toEqual([audio().getAttribute('src')]);

    await user.selectOptions(screen.getByLabelText('Source'), 'Voiceover');
    expect(fakes().urls.live()).toEqual([]);
    expect(audio()).not.toHaveAttribute('src');
    await user.selectOptions(screen.getByLabelText('Source'), 'Recording');
    await screen.findByRole('button', { name: 'Play' });
    unmount();
    expect(fakes().urls.live()).toEqual([]);
  });

  it('a track that fails to load says so, and Play tries again', async () => {
    installPlayerSpeech(VOICES);
    const loadTrack = vi
      .fn<(trackId: number) => Promise<Blob>>()
      .mockRejectedValueOnce(new Error('Something went wrong'))
      .mockResolvedValue(new Blob(['ID3'], { type: 'audio/mpeg' }));
    const { user, audio } = renderPlayer({ tracks: [LESSON_MP3], loadTrack });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The recording could not be loaded. Press Play to try again.',
    );
    await user.click(button('Play'));
    expect(loadTrack).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(audio()).toHaveAttribute('src'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('plays the stored track even where the browser cannot speak', async () => {
    const { user } = renderPlayer({ tracks: [LESSON_MP3] });
    const options = within(screen.getByLabelText('Source')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['MP3: lesson.mp3']);
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(fakes().media.play).toHaveBeenCalledTimes(1);
  });
});

describe('nothing to play', () => {
  it('no speech synthesis and no stored track: a plain message and disabled controls', () => {
    renderPlayer();
    expect(
      screen.getByText(
        'Audio is not available here: this browser cannot read text aloud, and this resource has no recording or MP3.',
      ),
    ).toBeInTheDocument();
    expect(button('Play')).toBeDisabled();
    expect(button('Stop')).toBeDisabled();
    expect(screen.getByLabelText('Speed')).toBeDisabled();
    expect(screen.getByLabelText('Volume')).toBeDisabled();
  });

  it('a text with no sentences cannot be played by the voiceover', () => {
    installPlayerSpeech(VOICES);
    renderPlayer({ content: { ...CONTENT, sentences: [] } });
    expect(button('Play')).toBeDisabled();
    expect(screen.getByText('There is no text to read yet.')).toBeInTheDocument();
  });
});
