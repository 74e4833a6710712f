import { useId, useState } from 'react';
import type { ResourceContent } from '@/domain/resource/content';
import { WORD_AUDIO_PREMIUM_NOTE } from '@/domain/audio/player';
import type { AudioPlayerApi } from './useAudioPlayer';
import type { ListenMode } from './useTapToListen';

const MODES: readonly { readonly value: ListenMode; readonly label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'sentence', label: 'A sentence' },
  { value: 'word', label: 'A word' },
];

/** A sentence as the picker lists it: its number and its opening words. */
function sentenceLabel(position: number, text: string): string {
  const opening = text.length > 48 ? `${text.slice(0, 47)}…` : text;
  return `${String(position)}. ${opening}`;
}

/**
 * Playing part of the text: "Tap the text to hear" (a sentence or, with the premium privilege,
 * a word), and a sentence picker with a Play button, which is the keyboard's way to the same.
 */
export function ListenControls({
  player,
  content,
  mode,
  onModeChange,
}: {
  readonly player: AudioPlayerApi;
  readonly content: ResourceContent;
  readonly mode: ListenMode;
  readonly onModeChange: (mode: ListenMode) => void;
}) {
  const pickerId = useId();
  const noteId = useId();
  const sentences = content.sentences.filter((sentence) => sentence.target.text.trim() !== '');
  const [chosen, setChosen] = useState(sentences[0]?.id ?? 0);
  if (!player.speechSupported || sentences.length === 0) return null;

  return (
    <div className="listen-controls">
      <fieldset className="listen-mode">
        <legend>Tap the text to hear</legend>
        {MODES.map((option) => {
          const locked = option.value === 'word' && !player.perWordAllowed;
          return (
            <label key={option.value}>
              <input
                type="radio"
                name="listen-mode"
                value={option.value}
                checked={mode === option.value}
                disabled={locked}
                aria-describedby={locked ? noteId : undefined}
                onChange={() => onModeChange(option.value)}
              />{' '}
              {option.label}
            </label>
          );
        })}
        {!player.perWordAllowed && (
          <p id={noteId} className="field-hint">
            {WORD_AUDIO_PREMIUM_NOTE}
          </p>
        )}
      </fieldset>
      <div className="listen-sentence">
        <label htmlFor={pickerId}>Sentence</label>
        <select
          id={pickerId}
          value={chosen}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {sentences.map((sentence, index) => (
            <option key={sentence.id} value={sentence.id}>
              {sentenceLabel(index + 1, sentence.target.text)}
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={() => player.playSentence(chosen)}>
          Play sentence
        </button>
      </div>
    </div>
  );
}
