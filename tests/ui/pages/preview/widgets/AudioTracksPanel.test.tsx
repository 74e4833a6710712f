import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudioTrack, SpeechSetting } from '@/application/resources/ports';
import { AUDIO_MAX_BYTES } from '@/domain/audio/audioFormat';
import {
  AudioTracksPanel,
  type AudioTracksPanelProps,
} from '@/ui/pages/preview/widgets/AudioTracksPanel';
import { RecorderControls } from '@/ui/pages/preview/widgets/RecorderControls';
import {
  FakeMediaRecorder,
  installObjectUrls,
  installRecorder,
  installSpeech,
  restoreBrowserAudio,
  voice,
} from './browserFakes';

const TEXT = 'Hola, ¿qué tal?';

const LESSON: AudioTrack = {
  id: 7,
  kind: 'upload',
  mimeType: 'audio/mpeg',
  bytes: 1_258_291,
  fileName: 'lesson.mp3',
  createdAt: '2026-11-21T14:05:00.000Z',
};
const TAKE: AudioTrack = {
  id: 8,
  kind: 'recording',
  mimeType: 'audio/webm',
  bytes: 2048,
  fileName: 'recording-2026-11-21-1410.webm',
  createdAt: '2026-11-21T14:10:00.000Z',
};

function renderPanel(overrides: Partial<AudioTracksPanelProps> = {}) {
  const props = {
    language: 'es',
    text: TEXT,
    speech: null,
    onSpeechChange: vi.fn<(next: SpeechSetting | null) => void>(),
    tracks: [],
    onAdd: vi.fn<AudioTracksPanelProps['onAdd']>(() => Promise.resolve()),
    onRemove: vi.fn<(trackId: number) => Promise<void>>(() => Promise.resolve()),
    loadTrack: vi.fn<(trackId: number) => Promise<Blob>>(() =>
      Promise.resolve(new Blob(['ID3'], { type: 'audio/mpeg' })),
    ),
    ...overrides,
  } satisfies AudioTracksPanelProps;
  const user = userEvent.setup();
  const view = render(<AudioTracksPanel {...props} />);
  return { ...view, props, user };
}

const section = (name: string) => screen.getByRole('group', { name });

const bytesOf = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

beforeEach(() => {
  installObjectUrls();
});

afterEach(() => {
  restoreBrowserAudio();
});

describe('AI voiceover', () => {
  const VOICES = [
    voice('Daniel', 'en-GB', true),
    voice('Paulina', 'es-MX'),
    voice('Monica', 'es-ES'),
    voice('Thomas', 'fr-FR'),
  ];

  it("lists only the browser's voices for the target language, the catalogue's locale first", () => {
    installSpeech(VOICES);
    renderPanel();
    const options = within(screen.getByLabelText('Voice')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Default Spanish voice',
      'Monica (es-ES)',
      'Paulina (es-MX)',
    ]);
  });

  it('shows the voices the engine announces later (voiceschanged)', async () => {
    const synthesis = installSpeech([]);
    renderPanel({ language: 'fr' });
    expect(screen.getByText('Looking for voices in this browser…')).toBeInTheDocument();
    synthesis.announce(VOICES);
    expect(await screen.findByRole('option', { name: 'Thomas (fr-FR)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Monica/ })).not.toBeInTheDocument();
  });

  it('"Use this voice" hands the chosen voice and speed to the page', async () => {
    installSpeech(VOICES);
    const { props, user } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Voice'), 'Paulina');
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: '0.7' } });
    expect(screen.getByLabelText('Speed')).toHaveAttribute(
      'aria-valuetext',
      '0.7 times normal speed',
    );
    await user.click(screen.getByRole('button', { name: 'Use this voice' }));
    expect(props.onSpeechChange).toHaveBeenCalledWith({ voiceName: 'Paulina', rate: 0.7 });
  });

  it('the default voice is saved as no voice name, and a saved voiceover can be turned off', async () => {
    installSpeech(VOICES);
    const { props, user } = renderPanel({ speech: { voiceName: 'Monica', rate: 1.2 } });
    expect(screen.getByLabelText('Voice')).toHaveValue('Monica');
    expect(screen.getByText('Voiceover set: Monica at 1.2× speed.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Voice'), '');
    await user.click(screen.getByRole('button', { name: 'Use this voice' }));
    expect(props.onSpeechChange).toHaveBeenLastCalledWith({ voiceName: null, rate: 1.2 });
    await user.click(screen.getByRole('button', { name: 'Turn off voiceover' }));
    expect(props.onSpeechChange).toHaveBeenLastCalledWith(null);
  });

  it('plays a preview with the chosen voice, language and speed, and stops it', async () => {
    const synthesis = installSpeech(VOICES);
    const { user } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Voice'), 'Monica');
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: '1.5' } });
    await user.click(screen.getByRole('button', { name: 'Play preview' }));
    const [utterance] = synthesis.spoken;
    expect(utterance).toMatchObject({ text: TEXT, lang: 'es-ES', rate: 1.5 });
    expect(utterance?.voice?.name).toBe('Monica');
    await user.click(screen.getByRole('button', { name: 'Stop preview' }));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play preview' })).toBeInTheDocument();
  });

  it('goes back to Play when the preview ends by itself', async () => {
    const synthesis = installSpeech(VOICES);
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Play preview' }));
    expect(synthesis.spoken[0]?.lang).toBe('es-ES');
    synthesis.spoken[0]?.onend?.();
    expect(await screen.findByRole('button', { name: 'Play preview' })).toBeInTheDocument();
  });

  it('says plainly when the browser has no voice for the language', () => {
    installSpeech([voice('Daniel', 'en-GB')]);
    renderPanel({ language: 'cy' });
    expect(screen.getByText(/This browser has no Welsh voice/)).toBeInTheDocument();
  });

  it('says plainly when the browser has no speech synthesis at all', () => {
    renderPanel();
    expect(
      within(section('AI voiceover')).getByText(/This browser cannot read text aloud/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play preview' })).not.toBeInTheDocument();
  });
});

describe('recording', () => {
  it('records, shows the time, previews, saves the bytes in the recorded type and frees the microphone', async () => {
    const mic = installRecorder();
    FakeMediaRecorder.supported = new Set(['audio/ogg', 'audio/mp4']);
    const onAdd = vi.fn<AudioTracksPanelProps['onAdd']>(() => Promise.resolve());
    const { user } = renderPanel({ onAdd });
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(mic.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(await screen.findByRole('timer', { name: 'Recording time' })).toHaveTextContent(
      '0:00 / 10:00',
    );
    expect(FakeMediaRecorder.instances[0]?.options.mimeType).toBe('audio/ogg');
    expect(mic.track.stop).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    const preview = await screen.findByLabelText('Your recording');
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(mic.track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save recording' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save recording' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    const added = onAdd.mock.calls[0]?.[0];
    expect(added?.kind).toBe('recording');
    expect(added?.fileName).toMatch(/^recording-\d{4}-\d{2}-\d{2}-\d{4}\.ogg$/);
    expect(added?.data).toBeInstanceOf(Blob);
    expect(added?.data.type).toBe('audio/ogg');
    expect(added?.data.size).toBe(3);
    expect(await screen.findByText(/^Recording saved as recording-/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your recording')).not.toBeInTheDocument();
  });

  it('explains a refused microphone and changes nothing', async () => {
    const mic = installRecorder();
    mic.getUserMedia.mockRejectedValueOnce(
      new DOMException('Permission denied', 'NotAllowedError'),
    );
    const { props, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Parlo was not allowed to use the microphone',
    );
    expect(FakeMediaRecorder.instances).toHaveLength(0);
    expect(props.onAdd).not.toHaveBeenCalled();
  });

  it('explains a missing microphone', async () => {
    const mic = installRecorder();
    mic.getUserMedia.mockRejectedValueOnce(new DOMException('none', 'NotFoundError'));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No microphone was found');
  });

  it('says so when the browser cannot record', () => {
    renderPanel();
    expect(
      within(section('Record')).getByText(/This browser cannot record audio/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start recording' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a recording and keeps it to try again", async () => {
    installRecorder();
    const { props, user } = renderPanel({
      onAdd: vi.fn(() =>
        Promise.reject(new Error('This recording is not audio the server can read.')),
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await user.click(await screen.findByRole('button', { name: 'Save recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This recording is not audio the server can read.',
    );
    expect(props.onAdd).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Your recording')).toBeInTheDocument();
  });

  it('discarding frees the recording', async () => {
    const urls = installObjectUrls();
    installRecorder();
    const { props, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(urls.live()).toEqual([]);
    expect(props.onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start recording' })).toHaveFocus();
  });

  it('stops by itself at the maximum length', async () => {
    const mic = installRecorder();
    const user = userEvent.setup();
    render(<RecorderControls onAdd={vi.fn()} maxMs={1000} />);
    expect(screen.getByText(/may last up to 1 second/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(
      await screen.findByText(/stopped at the 1 second limit/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(mic.track.stop).toHaveBeenCalled();
  });

  it('leaving the page mid-recording releases the microphone', async () => {
    const mic = installRecorder();
    const { user, unmount } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    unmount();
    expect(mic.track.stop).toHaveBeenCalled();
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
  });
});

describe('uploading an MP3', () => {
  const upload = () => screen.getByLabelText('MP3 file');

  it('accepts only MP3 in the file picker', () => {
    renderPanel();
    expect(upload()).toHaveAttribute('accept', 'audio/mpeg,.mp3');
  });

  it('refuses a PNG renamed .mp3 without sending it', async () => {
    const { props, user } = renderPanel();
    const png = new File([bytesOf(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)], 'song.mp3', {
      type: 'audio/mpeg',
    });
    await user.upload(upload(), png);
    expect(await screen.findByRole('alert')).toHaveTextContent('song.mp3 is not really an MP3');
    expect(props.onAdd).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const { props, user } = renderPanel();
    const big = new File([bytesOf('ID3'), new Uint8Array(AUDIO_MAX_BYTES)], 'long.mp3', {
      type: 'audio/mpeg',
    });
    await user.upload(upload(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'long.mp3 is 10.0 MB; an MP3 may be at most 10.0 MB.',
    );
    expect(props.onAdd).not.toHaveBeenCalled();
  });

  it('refuses a file that is not named or typed MP3', async () => {
    const { props } = renderPanel();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(upload(), new File([bytesOf('OggS')], 'song.ogg', { type: 'audio/ogg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('song.ogg is not an MP3 file');
    expect(props.onAdd).not.toHaveBeenCalled();
  });

  it('sends an MP3 that starts with an ID3 tag', async () => {
    const { props, user } = renderPanel();
    const mp3 = new File([bytesOf('ID3', 4, 0, 0, 0xff, 0xfb)], 'lesson.mp3', {
      type: 'audio/mpeg',
    });
    await user.upload(upload(), mp3);
    await waitFor(() =>
      expect(props.onAdd).toHaveBeenCalledWith({
        kind: 'upload',
        fileName: 'lesson.mp3',
        data: mp3,
      }),
    );
    expect(await screen.findByText('lesson.mp3 uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when it refuses the file", async () => {
    const { props, user } = renderPanel({
      onAdd: vi.fn(() => Promise.reject(new Error('The file is not an MP3 the server can read.'))),
    });
    await user.upload(
      upload(),
      new File([bytesOf(0xff, 0xfb, 0x90)], 'a.mp3', { type: 'audio/mpeg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is not an MP3 the server can read.',
    );
    expect(props.onAdd).toHaveBeenCalledTimes(1);
  });
});

describe('the stored tracks', () => {
  it('lists each track with its kind, file name, size and date', () => {
    renderPanel({ tracks: [LESSON, TAKE] });
    const items = within(screen.getByRole('region', { name: 'Audio tracks' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('lesson.mp3');
    expect(items[0]).toHaveTextContent('Uploaded MP3 · 1.2 MB · 21 Nov 2026');
    expect(items[1]).toHaveTextContent('Recording · 2.0 KB');
  });

  it('says when there are none', () => {
    renderPanel();
    expect(screen.getByText('No recordings or MP3s yet.')).toBeInTheDocument();
  });

  it('plays a track from its stored bytes, and frees the previous one', async () => {
    const urls = installObjectUrls();
    const { props, user, unmount } = renderPanel({ tracks: [LESSON, TAKE] });
    await user.click(screen.getByRole('button', { name: 'Play lesson.mp3' }));
    expect(props.loadTrack).toHaveBeenCalledWith(7);
    const player = await screen.findByLabelText('lesson.mp3', { selector: 'audio' });
    const first = player.getAttribute('src');
    expect(first).toMatch(/^blob:/);

    await user.click(screen.getByRole('button', { name: `Play ${TAKE.fileName}` }));
    await screen.findByLabelText(TAKE.fileName, { selector: 'audio' });
    expect(urls.revokeObjectURL).toHaveBeenCalledWith(first);
    expect(urls.live()).toHaveLength(1);
    unmount();
    expect(urls.live()).toEqual([]);
  });

  it('shows why a track could not be loaded', async () => {
    const { user } = renderPanel({
      tracks: [LESSON],
      loadTrack: vi.fn(() => Promise.reject(new Error('That track no longer exists.'))),
    });
    await user.click(screen.getByRole('button', { name: 'Play lesson.mp3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That track no longer exists.');
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const { props, user } = renderPanel({ tracks: [LESSON, TAKE] });
    await user.click(screen.getByRole('button', { name: 'Delete lesson.mp3' }));
    const confirm = screen.getByRole('group', { name: 'Delete lesson.mp3?' });
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(props.onRemove).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(props.onRemove).toHaveBeenCalledWith(7);
    expect(await screen.findByText('lesson.mp3 deleted.')).toBeInTheDocument();
  });

  it('Keep it and Escape cancel, back on the Delete button', async () => {
    const { props, user } = renderPanel({ tracks: [LESSON] });
    const remove = screen.getByRole('button', { name: 'Delete lesson.mp3' });
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('group', { name: 'Delete lesson.mp3?' })).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Delete lesson.mp3?' })).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(props.onRemove).not.toHaveBeenCalled();
  });

  it("shows the server's message when a delete fails", async () => {
    const { user } = renderPanel({
      tracks: [LESSON],
      onRemove: vi.fn(() => Promise.reject(new Error('You may not delete this track.'))),
    });
    await user.click(screen.getByRole('button', { name: 'Delete lesson.mp3' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not delete this track.');
    expect(screen.getByRole('button', { name: 'Delete lesson.mp3' })).toHaveFocus();
  });
});
