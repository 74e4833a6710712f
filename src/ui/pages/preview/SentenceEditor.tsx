import * as E from 'fp-ts/Either';
import { useRef, useState } from 'react';
import { languageName, type LanguageCode } from '@/domain/catalog/languages';
import { editSentence } from '@/domain/resource/editSentence';
import type { ResourceContent } from '@/domain/resource/content';
import { SpecialCharacterKeyboard } from './widgets/SpecialCharacterKeyboard';

type Side = 'target' | 'native';
const keyOf = (id: number, side: Side) => `${String(id)}:${side}`;

/**
 * Both texts, sentence by sentence (spec §2 preview "edit text"): each sentence and its
 * translation side by side, so the alignment the questions rest on stays visible while the
 * teacher edits. A change is applied when the box loses the focus (or a special character is
 * inserted) through the domain's `editSentence`, which keeps what is known of unchanged words;
 * a change it refuses stays in the box with the reason, and the content is left as it was.
 */
export function SentenceEditor({
  content,
  onChange,
  disabled,
}: {
  readonly content: ResourceContent;
  readonly onChange: (next: ResourceContent) => void;
  readonly disabled: boolean;
}) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const lastTarget = useRef<HTMLTextAreaElement | null>(null);
  const [lastTargetId, setLastTargetId] = useState<number | null>(null);
  const { target, native } = content.language;

  const commit = (id: number, side: Side, text: string) => {
    const key = keyOf(id, side);
    const sentence = content.sentences[id - 1];
    if (sentence === undefined || text === sentence[side].text) {
      setDrafts(({ [key]: _, ...rest }) => rest);
      setProblems(({ [key]: _, ...rest }) => rest);
      return;
    }
    const edited = editSentence(content, id, side, text);
    if (E.isLeft(edited)) {
      setProblems((current) => ({ ...current, [key]: edited.left }));
      return;
    }
    setDrafts(({ [key]: _, ...rest }) => rest);
    setProblems(({ [key]: _, ...rest }) => rest);
    onChange(edited.right);
  };

  const box = (id: number, side: Side, language: LanguageCode, label: string) => {
    const key = keyOf(id, side);
    const sentence = content.sentences[id - 1];
    const value = drafts[key] ?? sentence?.[side].text ?? '';
    const problem = problems[key];
    const boxId = `sentence-${key.replace(':', '-')}`;
    return (
      <div className="sentence-box">
        <label htmlFor={boxId} className="visually-hidden">
          {label}
        </label>
        <textarea
          id={boxId}
          lang={language}
          dir="auto"
          rows={2}
          value={value}
          disabled={disabled}
          aria-invalid={problem === undefined ? undefined : true}
          aria-describedby={problem === undefined ? undefined : `${boxId}-error`}
          onFocus={(event) => {
            if (side !== 'target') return;
            lastTarget.current = event.currentTarget;
            setLastTargetId(id);
          }}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setDrafts((current) => ({ ...current, [key]: next }));
          }}
          onBlur={(event) => commit(id, side, event.currentTarget.value)}
        />
        {problem === undefined ? null : (
          <p id={`${boxId}-error`} className="field-error">
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="sentence-editor">
      <div className="sentence-keyboard" data-tour="special-characters">
        <p className="field-hint">
          {lastTargetId === null
            ? `Special characters for ${languageName(target)}: click a ${languageName(target)} sentence first, then a character.`
            : `Special characters go into sentence ${String(lastTargetId)}.`}
        </p>
        <SpecialCharacterKeyboard
          language={target}
          targetRef={lastTarget}
          onInsert={(nextValue) => {
            if (lastTargetId !== null) commit(lastTargetId, 'target', nextValue);
          }}
        />
      </div>
      <div className="sentence-grid" role="group" aria-label="Text and translation">
        <p className="sentence-grid-head" aria-hidden="true">
          <span>{languageName(target)}</span>
          <span>{languageName(native)}</span>
        </p>
        {content.sentences.map((sentence) => {
          const who = sentence.speaker === undefined ? '' : ` (${sentence.speaker})`;
          return (
            <div key={sentence.id} className="sentence-row">
              <p className="sentence-number">
                {String(sentence.id)}
                {who === '' ? null : <span className="sentence-speaker">{sentence.speaker}</span>}
              </p>
              {box(
                sentence.id,
                'target',
                target,
                `Sentence ${String(sentence.id)}${who}, ${languageName(target)}`,
              )}
              {box(
                sentence.id,
                'native',
                native,
                `Sentence ${String(sentence.id)}${who}, ${languageName(native)}`,
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
