import { useId, useState } from 'react';
import type { SpeechSetting } from '@/application/resources/ports';
import {
  SPEECH_RATE_DEFAULT,
  SPEECH_RATE_MAX,
  SPEECH_RATE_MIN,
  SPEECH_RATE_STEP,
  clampSpeechRate,
} from '@/domain/audio/speech';
import { languageByCode, type LanguageCode } from '@/domain/catalog/languages';
import { useSpeechPreview } from './useSpeechPreview';
import { useSpeechVoices } from './useSpeechVoices';

export interface VoiceoverControlsProps {
  readonly language: LanguageCode;
  readonly text: string;
  readonly speech: SpeechSetting | null;
  readonly onSpeechChange: (next: SpeechSetting | null) => void;
  readonly busy?: boolean;
}

const speed = (rate: number) => `${rate.toFixed(1)}×`;

/** The saved setting in words, so the teacher knows what pupils will hear. */
function describe(speech: SpeechSetting | null): string {
  if (speech === null) return 'No voiceover is set for this resource.';
  const voice = speech.voiceName ?? 'the default voice';
  return `Voiceover set: ${voice} at ${speed(speech.rate)} speed.`;
}

/**
 * Spec §9 "AI voiceover": the browser's own speech synthesis reads the target text. The teacher
 * chooses a voice and speed, hears a preview, and keeps the choice with the resource.
 */
export function VoiceoverControls({
  language,
  text,
  speech,
  onSpeechChange,
  busy = false,
}: VoiceoverControlsProps) {
  const voices = useSpeechVoices(language);
  const preview = useSpeechPreview();
  const [voiceName, setVoiceName] = useState(speech?.voiceName ?? '');
  const [rate, setRate] = useState(speech?.rate ?? SPEECH_RATE_DEFAULT);
  // A new saved setting from the owner (another resource, a save) resets the choice shown.
  const [shown, setShown] = useState(speech);
  if (shown !== speech) {
    setShown(speech);
    setVoiceName(speech?.voiceName ?? '');
    setRate(speech?.rate ?? SPEECH_RATE_DEFAULT);
  }
  const voiceId = useId();
  const rateId = useId();
  const catalogued = languageByCode(language);
  const languageName = catalogued?.name ?? language;
  const setting = describe(speech);

  if (voices.status === 'unsupported') {
    return (
      <fieldset className="audio-section">
        <legend>AI voiceover</legend>
        <p className="notice">
          This browser cannot read text aloud: it has no speech synthesis. Use a recent Chrome,
          Edge, Safari or Firefox, or record or upload the audio instead.
        </p>
        <p role="status">{setting}</p>
        {speech !== null && (
          <button
            type="button"
            className="button button-quiet"
            onClick={() => onSpeechChange(null)}
          >
            Turn off voiceover
          </button>
        )}
      </fieldset>
    );
  }

  const available = voices.status === 'ready' ? voices.voices : [];
  const voice = available.find((candidate) => candidate.name === voiceName) ?? null;
  // A voice saved on another computer: kept as the choice, flagged once the list is known.
  const unlisted = voiceName !== '' && voice === null;
  const missingSaved = unlisted && voices.status === 'ready';
  const canPlay = text.trim() !== '';

  const play = () =>
    preview.play({ text, lang: catalogued?.speechLocale ?? language, voice, rate });

  return (
    <fieldset className="audio-section">
      <legend>AI voiceover</legend>
      {voices.status === 'loading' && <p role="status">Looking for voices in this browser…</p>}
      {voices.status === 'ready' && available.length === 0 && (
        <p className="notice">
          This browser has no {languageName} voice, so the preview may not sound right. Pupils whose
          browser has one will hear it; or record or upload the audio instead.
        </p>
      )}
      <div className="field">
        <label htmlFor={voiceId}>Voice</label>
        <select
          id={voiceId}
          value={voiceName}
          onChange={(event) => setVoiceName(event.target.value)}
        >
          <option value="">Default {languageName} voice</option>
          {available.map((candidate) => (
            <option key={`${candidate.name}|${candidate.lang}`} value={candidate.name}>
              {candidate.name} ({candidate.lang})
            </option>
          ))}
          {unlisted && (
            <option value={voiceName}>
              {voiceName}
              {missingSaved ? ' (not in this browser)' : ''}
            </option>
          )}
        </select>
        {missingSaved && (
          <p className="field-hint">
            This browser does not have {voiceName}; the preview uses its default voice.
          </p>
        )}
      </div>
      <div className="field audio-rate">
        <label htmlFor={rateId}>Speed</label>
        <input
          id={rateId}
          type="range"
          min={SPEECH_RATE_MIN}
          max={SPEECH_RATE_MAX}
          step={SPEECH_RATE_STEP}
          value={rate}
          aria-valuetext={`${rate.toFixed(1)} times normal speed`}
          onChange={(event) => setRate(clampSpeechRate(Number(event.target.value)))}
        />
        <span aria-hidden="true" className="audio-rate-value">
          {speed(rate)}
        </span>
      </div>
      <div className="form-actions">
        <button
          type="button"
          className="button button-quiet"
          disabled={!canPlay && !preview.speaking}
          onClick={preview.speaking ? preview.stop : play}
        >
          {preview.speaking ? 'Stop preview' : 'Play preview'}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => onSpeechChange({ voiceName: voiceName === '' ? null : voiceName, rate })}
        >
          Use this voice
        </button>
        {speech !== null && (
          <button
            type="button"
            className="button button-quiet"
            disabled={busy}
            onClick={() => onSpeechChange(null)}
          >
            Turn off voiceover
          </button>
        )}
      </div>
      {!canPlay && <p className="field-hint">There is no text to read yet.</p>}
      <p role="status" className="audio-status">
        {setting}
      </p>
    </fieldset>
  );
}
