import { useEffect, useId, useState } from 'react';
import {
  blankVocabItem,
  editVocabItem,
  insertAt,
  moveItem,
  removeAt,
  vocabularyAdvice,
  withVocabulary,
} from '@/domain/questions/editing';
import { checkVocabularyAlignment } from '@/domain/questions/vocabulary';
import type { ResourceContent, VocabItem } from '@/domain/resource/content';
import { EditorButton, SelectControl, TextControl, UndoBar, useRemoval } from './controls';
import { POS_OPTIONS, toPartOfSpeech } from './itemEditors';
import './editors.css';

export interface VocabularyAlignmentEditorProps {
  readonly content: ResourceContent;
  /** Every edit, as the whole new content (only its vocabulary changes). */
  readonly onChange: (next: ResourceContent) => void;
}

interface RemovedWord {
  readonly index: number;
  readonly item: VocabItem;
}

/** The control that keeps the focus after a row moves or appears: its id's last part. */
type FocusTarget = { readonly index: number; readonly control: 'up' | 'down' | 'target' };

function wordControlId(uid: string, index: number, control: string): string {
  return `${uid}-word-${index}-${control}`;
}

/**
 * The resource's vocabulary as rows of target ⇄ native (spec §5: equal counts, aligned
 * meanings). Rows are edited, added, removed (with Undo) and reordered with Move up / Move down
 * buttons, so the order can be changed without dragging. The domain's check says whether the
 * list can be used for the vocabulary activities, and the 20–25 advice (spec §9) is shown
 * when the list is outside it.
 */
export function VocabularyAlignmentEditor({ content, onChange }: VocabularyAlignmentEditorProps) {
  const uid = useId();
  const removal = useRemoval<RemovedWord>();
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const vocabulary = content.vocabulary;
  const check = checkVocabularyAlignment(vocabulary);
  const count = check.type === 'ok' ? check.count : Math.max(check.target, check.native);
  const advice = vocabularyAdvice(count);
  const id = (index: number, control: string) => wordControlId(uid, index, control);

  // A moved row's button follows the row; at the top or bottom, the other arrow takes over.
  useEffect(() => {
    if (focus === null) return;
    const wanted = document.getElementById(wordControlId(uid, focus.index, focus.control));
    const other = document.getElementById(
      wordControlId(uid, focus.index, focus.control === 'up' ? 'down' : 'up'),
    );
    const target = wanted instanceof HTMLButtonElement && wanted.disabled ? other : wanted;
    target?.focus();
  }, [focus, uid]);

  const update = (next: readonly VocabItem[]) => onChange(withVocabulary(content, next));
  const move = (from: number, to: number) => {
    setFocus({ index: to, control: to < from ? 'up' : 'down' });
    update(moveItem(vocabulary, from, to));
  };
  const remove = (index: number) => {
    const item = vocabulary[index];
    if (item === undefined) return;
    const word = item.target.trim() === '' ? `word ${index + 1}` : `“${item.target}”`;
    removal.remember({ message: `Removed ${word}.`, data: { index, item } });
    update(removeAt(vocabulary, index));
  };
  const undo = () => {
    const last = removal.last;
    if (last === null) return;
    removal.forget();
    setFocus({ index: last.data.index, control: 'target' });
    update(insertAt(vocabulary, last.data.index, last.data.item));
  };
  const add = () => {
    setFocus({ index: vocabulary.length, control: 'target' });
    update([...vocabulary, blankVocabItem(content)]);
  };

  return (
    <div className="vocabulary-editor">
      <p className="editor-counts">
        Target language: {check.type === 'ok' ? check.count : check.target} · Native language:{' '}
        {check.type === 'ok' ? check.count : check.native}
      </p>
      <div role="status" className="editor-checks">
        {check.type === 'ok' ? null : <p className="editor-error">{check.message}</p>}
        {advice === undefined ? null : <p className="editor-advice">{advice}</p>}
      </div>
      <UndoBar removal={removal.last} onUndo={undo} />
      {vocabulary.length === 0 ? <p className="editor-hint">The list is empty.</p> : null}
      <ol className="editor-rows">
        {vocabulary.map((item, index) => {
          const number = index + 1;
          const name = `Word ${number}`;
          const half = (side: 'target' | 'native') =>
            item[side].trim() === '' && item[side === 'target' ? 'native' : 'target'].trim() !== ''
              ? `Write the ${side === 'target' ? 'target' : 'native'}-language side of this word.`
              : undefined;
          return (
            <li key={index} className="editor-row">
              <TextControl
                id={id(index, 'target')}
                name={`${name}, target language`}
                label="Target language"
                lang={content.language.target}
                value={item.target}
                error={half('target')}
                onChange={(target) => onChange(editVocabItem(content, index, { ...item, target }))}
              />
              <span className="editor-arrow" aria-hidden="true">
                ⇄
              </span>
              <TextControl
                id={id(index, 'native')}
                name={`${name}, native language`}
                label="Native language"
                lang={content.language.native}
                value={item.native}
                error={half('native')}
                onChange={(native) =>
                  update(vocabulary.map((v, i) => (i === index ? { ...v, native } : v)))
                }
              />
              <SelectControl
                id={id(index, 'pos')}
                name={`${name}, part of speech`}
                label="Part of speech"
                value={item.pos}
                options={POS_OPTIONS}
                onChange={(value) => {
                  const pos = toPartOfSpeech(value);
                  if (pos !== undefined)
                    update(vocabulary.map((v, i) => (i === index ? { ...v, pos } : v)));
                }}
              />
              <div className="editor-actions">
                <EditorButton
                  id={id(index, 'up')}
                  label={`Move word ${number} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Move up
                </EditorButton>
                <EditorButton
                  id={id(index, 'down')}
                  label={`Move word ${number} down`}
                  disabled={index === vocabulary.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Move down
                </EditorButton>
                <EditorButton
                  tone="danger"
                  label={`Remove word ${number}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </EditorButton>
              </div>
            </li>
          );
        })}
      </ol>
      <EditorButton onClick={add}>Add a word</EditorButton>
    </div>
  );
}
