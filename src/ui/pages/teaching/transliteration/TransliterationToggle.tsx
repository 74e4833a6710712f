import { SCHEME_LABELS } from '@/domain/transliteration/schemes';
import type { TransliterationControl } from './useTransliteration';
import './transliteration.css';

/**
 * The toolbar's transliteration buttons (spec §9): one toggle per scheme of the target
 * language (Furigana and Romaji for Japanese, Pinyin for Mandarin), at most one on at a time;
 * nothing at all for a language without schemes. A failure to load is said in a short line.
 */
export function TransliterationToggle({
  control,
}: {
  readonly control: Pick<TransliterationControl, 'schemes' | 'status' | 'toggle'>;
}) {
  const { schemes, status, toggle } = control;
  if (schemes.length === 0) return null;
  const on = status.kind === 'off' ? null : status.scheme;
  return (
    <div className="transliteration-toggle">
      <div
        className="teach-group"
        role="group"
        aria-label="Transliteration"
        aria-busy={status.kind === 'loading'}
        data-tour="transliteration"
      >
        {schemes.map((scheme) => (
          <button
            key={scheme}
            type="button"
            className="button teach-toggle"
            aria-pressed={on === scheme}
            onClick={() => toggle(scheme)}
          >
            {SCHEME_LABELS[scheme]}
          </button>
        ))}
      </div>
      {status.kind === 'failed' && (
        <p className="transliteration-message" role="alert">
          {status.message}
        </p>
      )}
    </div>
  );
}
