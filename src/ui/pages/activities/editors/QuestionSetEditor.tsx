import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  QUESTION_TYPE_VALUES,
  questionTypeLabel,
  type QuestionType,
} from '@/domain/catalog/questionTypes';
import {
  addItem,
  insertItem,
  isAddable,
  itemProblems,
  itemsOf,
  removeItem,
  updateItem,
  type AddableType,
} from '@/domain/questions/editing';
import type { QuestionItems, QuestionSet, UnavailableType } from '@/domain/questions/types';
import type { ResourceContent } from '@/domain/resource/content';
import { EditorButton, UndoBar, useRemoval } from './controls';
import { ITEM_EDITORS, ITEM_NOUNS, type ItemEditorProps } from './itemEditors';
import './editors.css';

export interface QuestionSetEditorProps {
  readonly questions: QuestionSet;
  /** The content the questions come from: phrases, gaps and mistakes are checked against it. */
  readonly content: ResourceContent;
  /** Every edit, as the whole new set (invalid items included: see `questionSetProblems`). */
  readonly onChange: (next: QuestionSet) => void;
  /** Chosen types the content could not give, with the reason in the teacher's words. */
  readonly unavailable: readonly UnavailableType[];
  /** The level of the sections' headings under the page's own (h2 by default). */
  readonly headingLevel?: 2 | 3;
}

const ADD_LABELS: Readonly<Record<AddableType, string>> = {
  comprehension: 'Add a question',
  open_ended_ques: 'Add a prompt',
  true_false_ques: 'Add a statement',
};

interface RemovedItem {
  readonly type: QuestionType;
  readonly index: number;
  readonly item: QuestionItems[QuestionType];
}

/** Where the focus goes after an add or an undo: the item's first control. */
interface FocusTarget {
  readonly type: QuestionType;
  readonly index: number;
}

/**
 * The questions of a resource, edited in place: one section per question type present (and per
 * type the content could not give, with its reason), each item with the controls its shape
 * needs. It holds no questions of its own — every edit goes out through `onChange` — only the
 * last removal (for Undo) and where the focus goes next.
 *
 * Items are never held back while invalid: a field being typed in passes through invalid
 * states. Each problem is shown at its field, and the page checks `questionSetProblems` before
 * saving.
 */
export function QuestionSetEditor({
  questions,
  content,
  onChange,
  unavailable,
  headingLevel = 2,
}: QuestionSetEditorProps) {
  const uid = useId();
  const removal = useRemoval<RemovedItem>();
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // An added or restored item takes the focus, so a keyboard user carries on where it appears.
  useEffect(() => {
    if (focus === null) return;
    const item = document.getElementById(`${uid}-${focus.type}-${focus.index}`);
    item?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [focus, uid]);

  const reasons = new Map(unavailable.map((entry) => [entry.type, entry.reason]));
  const types = QUESTION_TYPE_VALUES.filter(
    (type) => questions[type] !== undefined || reasons.has(type),
  );

  const remove = (type: QuestionType, index: number) => {
    const item = itemsOf(questions, type)[index];
    if (item === undefined) return;
    const noun = ITEM_NOUNS[type];
    removal.remember({
      message: `${questionTypeLabel(type) ?? type}: ${noun.toLowerCase()} ${index + 1} deleted.`,
      data: { type, index, item },
    });
    setFocus(null);
    onChange(removeItem(questions, type, index));
  };

  const undo = () => {
    const last = removal.last;
    if (last === null) return;
    const { type, index, item } = last.data;
    removal.forget();
    setFocus({ type, index });
    onChange(insertItem(questions, type, index, item));
  };

  const add = (type: AddableType) => {
    setFocus({ type, index: itemsOf(questions, type).length });
    onChange(addItem(questions, type));
  };

  return (
    <div className="question-set-editor">
      <UndoBar removal={removal.last} onUndo={undo} />
      {types.length === 0 ? <p className="notice">This resource has no activities yet.</p> : null}
      {types.map((type) => {
        const headingId = `${uid}-${type}`;
        const label = questionTypeLabel(type) ?? type;
        const reason = reasons.get(type);
        return (
          <section key={type} className="editor-section" aria-labelledby={headingId}>
            <Heading id={headingId}>{label}</Heading>
            {reason === undefined ? null : (
              <p className="notice editor-reason">
                <span className="editor-reason-label">Not available: </span>
                {reason}
              </p>
            )}
            {questions[type] === undefined ? null : (
              <TypeItems
                type={type}
                questions={questions}
                content={content}
                idPrefix={`${uid}-${type}`}
                onChange={onChange}
                onRemove={(index) => remove(type, index)}
              />
            )}
            {isAddable(type) ? (
              <EditorButton onClick={() => add(type)}>{ADD_LABELS[type]}</EditorButton>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

/** The items of one type, each in its fieldset with its Delete button. */
function TypeItems<T extends QuestionType>({
  type,
  questions,
  content,
  idPrefix,
  onChange,
  onRemove,
}: {
  readonly type: T;
  readonly questions: QuestionSet;
  readonly content: ResourceContent;
  readonly idPrefix: string;
  readonly onChange: (next: QuestionSet) => void;
  readonly onRemove: (index: number) => void;
}) {
  // JSX cannot follow a generic key into the record; the record pairs each type with its editor.
  const Editor = ITEM_EDITORS[type] as (props: ItemEditorProps<QuestionItems[T]>) => ReactNode;
  const noun = ITEM_NOUNS[type];
  const items = itemsOf(questions, type);
  if (items.length === 0) return <p className="editor-hint">No items left.</p>;
  return (
    <ol className="editor-items">
      {items.map((item, index) => {
        const number = index + 1;
        const problems = itemProblems(type, item, content);
        return (
          // Items have no ids of their own; the position is what the teacher sees.
          <li key={index} id={`${idPrefix}-${index}`} className="editor-item">
            <fieldset>
              <legend>
                {noun} {number}
                {problems.length > 0 ? <span className="editor-flag"> (needs fixing)</span> : null}
              </legend>
              <Editor
                item={item}
                number={number}
                idPrefix={`${idPrefix}-${index}-field`}
                content={content}
                problems={problems}
                onChange={(next) => onChange(updateItem(questions, type, index, next))}
              />
              <div className="editor-actions">
                <EditorButton
                  tone="danger"
                  label={`Delete ${noun.toLowerCase()} ${number}`}
                  onClick={() => onRemove(index)}
                >
                  Delete
                </EditorButton>
              </div>
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
