import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListenControls } from '@/ui/pages/teaching/audio/ListenControls';
import { useAudioPlayer } from '@/ui/pages/teaching/audio/useAudioPlayer';
import type { ListenMode } from '@/ui/pages/teaching/audio/useTapToListen';
import {
  CONTENT,
  SENTENCES,
  installPlayerSpeech,
  withBrowserAudioFakes,
  voice,
} from './audioFixtures';

function Controls({ perWordAllowed }: { readonly perWordAllowed: boolean }) {
  const player = useAudioPlayer({
    content: CONTENT,
    speech: null,
    tracks: [],
    loadTrack: () => Promise.reject(new Error('no tracks here')),
    perWordAllowed,
  });
  const [mode, setMode] = useState<ListenMode>('off');
  return (
    <>
      <ListenControls player={player} content={CONTENT} mode={mode} onModeChange={setMode} />
      <output aria-label="Mode">{mode}</output>
    </>
  );
}

withBrowserAudioFakes();

describe('ListenControls', () => {
  it('plays the sentence chosen in the picker, with the keyboard alone', async () => {
    const speech = installPlayerSpeech([voice('Monica', 'es-ES')]);
    const user = userEvent.setup();
    render(<Controls perWordAllowed={false} />);
    await user.selectOptions(screen.getByLabelText('Sentence'), '2');
    screen.getByRole('button', { name: 'Play sentence' }).focus();
    await user.keyboard('{Enter}');
    expect(speech.texts()).toEqual([SENTENCES[1]]);
  });

  it('offers tapping a word only with the premium privilege, and says why not', async () => {
    installPlayerSpeech([voice('Monica', 'es-ES')]);
    const user = userEvent.setup();
    const { unmount } = render(<Controls perWordAllowed={false} />);
    const word = screen.getByRole('radio', { name: 'A word' });
    expect(word).toBeDisabled();
    expect(word).toHaveAccessibleDescription('Word-by-word audio is part of the premium plans.');
    await user.click(screen.getByRole('radio', { name: 'A sentence' }));
    expect(screen.getByRole('status', { name: 'Mode' })).toHaveTextContent('sentence');
    unmount();

    render(<Controls perWordAllowed />);
    expect(screen.getByRole('radio', { name: 'A word' })).toBeEnabled();
    expect(screen.queryByText('Word-by-word audio is part of the premium plans.')).toBeNull();
  });

  it('is absent where nothing can read aloud', () => {
    render(<Controls perWordAllowed />);
    expect(screen.queryByRole('button', { name: 'Play sentence' })).toBeNull();
  });
});
