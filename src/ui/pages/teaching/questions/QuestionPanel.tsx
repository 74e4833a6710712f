import { useId, useReducer } from 'react';
import { questionTypeLabel, type QuestionType } from '@/domain/catalog/questionTypes';
import type { QuestionItems } from '@/domain/questions/types';
import type { ResourceContent } from '@/domain/resource/content';
import {
  checkItem,
  initialPanelState,
  isChecked,
  mistakesFound,
  panelReducer,
  scorePanel,
  type ItemCheck,
  type PanelAnswers,
  type PanelEvent,
  type PanelState,
  type PanelScore,
} from '@/domain/teaching/questionPanels';
import { type ItemContext } from './answerControls';
import { answerText, ItemAnswer, type ItemEntry } from './ItemAnswer';

function scoreText(score: PanelScore): string {
  return `${String(score.right)} of ${String(score.marked)} right`;
}

function isBlank(answer: unknown): boolean {
  if (answer === undefined) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  return Array.isArray(answer) && answer.length === 0;
}

/** Right or wrong in words with a symbol, never by colour alone. */
function feedbackText(entry: ItemEntry, right: boolean): string {
  if (entry.type === 'deliberate_errors') {
    const { found, total, extra } = mistakesFound(entry.item, entry.answer ?? []);
    const words =
      extra === 1
        ? '1 word marked is not a mistake'
        : `${String(extra)} words marked are not mistakes`;
    return `${right ? 'Right' : 'Not yet'}: ${String(found)} of ${String(total)} mistakes found${extra > 0 ? `, ${words}` : ''}.`;
  }
  if (right) return 'Right';
  return isBlank(entry.answer) ? 'Wrong: no answer yet' : 'Wrong';
}

/** What the live region says after the panel's last action (the score after "Check all"). */
function announcement<T extends QuestionType>(
  state: PanelState<T>,
  entries: readonly ItemEntry[],
  checks: readonly ItemCheck[],
  score: PanelScore,
): string {
  const index = state.lastItem;
  switch (state.last) {
    case 'check': {
      if (index === undefined) return '';
      const entry = entries[index];
      if (entry === undefined) return '';
      return `Question ${String(index + 1)}: ${feedbackText(entry, checks[index] === true)}`;
    }
    case 'checkAll':
      return score.marked === 0 ? '' : `Score: ${scoreText(score)}`;
    case 'reveal':
      return `Question ${String((index ?? 0) + 1)}: answer shown`;
    case 'revealAll':
      return 'Answers shown';
    case 'reset':
      return 'Answers cleared';
    default:
      return '';
  }
}

/**
 * One question type's panel: its items, each answerable and checked on its own, with "Check
 * all" and the score, "Show answers" and "Try again". Open-ended items are not marked: they
 * show their model answer on request.
 */
export function QuestionPanel<T extends QuestionType>({
  type,
  items,
  content,
  showNative,
}: {
  readonly type: T;
  readonly items: readonly QuestionItems[T][];
  readonly content: ResourceContent;
  readonly showNative: boolean;
}) {
  const [state, dispatch] = useReducer<PanelState<T>, [PanelEvent<T>]>(
    panelReducer,
    initialPanelState<T>(),
  );
  const baseId = useId();
  const language = content.language.target;
  const marked = type !== 'open_ended_ques';
  const score = scorePanel(type, items, state.answers, language);
  const checks = items.map((item, index) => checkItem(type, item, state.answers[index], language));
  const label = questionTypeLabel(type) ?? type;

  // Each entry pairs an item with its own answer: the cast states what the generic cannot.
  const entries = items.map(
    (item, index) =>
      ({
        type,
        item,
        answer: state.answers[index],
        onAnswer: (answer: PanelAnswers[T]) => dispatch({ type: 'answer', index, answer }),
      }) as unknown as ItemEntry,
  );

  return (
    <>
      <ol className="question-items">
        {entries.map((entry, index) => {
          const number = index + 1;
          const headingId = `${baseId}-q${String(number)}`;
          const revealed = state.revealed.includes(index);
          const checked = isChecked(state, index);
          const check = checks[index] ?? false;
          const context: ItemContext = {
            number,
            revealed,
            showNative,
            target: content.language.target,
            native: content.language.native,
            onSubmit: () => dispatch(marked ? { type: 'check', index } : { type: 'reveal', index }),
          };
          const model =
            entry.type === 'comprehension' || entry.type === 'open_ended_ques'
              ? entry.type === 'comprehension'
                ? entry.item.answer
                : entry.item.modelAnswer
              : undefined;
          const showModel =
            model !== undefined && (revealed || (checked && entry.type === 'comprehension'));
          return (
            <li key={index} className="question-item">
              <div role="group" aria-labelledby={headingId}>
                <p id={headingId} className="question-number">
                  {`${label} ${String(number)} of ${String(items.length)}`}
                </p>
                <ItemAnswer entry={entry} context={context} />
                <div className="question-item-actions">
                  {marked ? (
                    <button
                      type="button"
                      className="button button-quiet question-button"
                      aria-label={`Check question ${String(number)}`}
                      onClick={() => dispatch({ type: 'check', index })}
                    >
                      Check
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button-quiet question-button"
                      aria-label={`Show answer to question ${String(number)}`}
                      onClick={() => dispatch({ type: 'reveal', index })}
                    >
                      Show answer
                    </button>
                  )}
                  {checked && check !== 'unmarked' && (
                    <span
                      className={`question-feedback question-feedback-${check ? 'right' : 'wrong'}`}
                    >
                      <span aria-hidden="true">{check ? '✓' : '✗'}</span>{' '}
                      {feedbackText(entry, check)}
                    </span>
                  )}
                </div>
                {showModel && (
                  <p className="question-answer">
                    Model answer: <span lang={content.language.target}>{model.target}</span>
                    {showNative && (
                      <span className="question-native" lang={content.language.native}>
                        {model.native}
                      </span>
                    )}
                  </p>
                )}
                {revealed && model === undefined && (
                  <p className="question-answer">
                    Answer: <span lang={content.language.target}>{answerText(entry)}</span>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="question-panel-actions">
        {marked && (
          <button
            type="button"
            className="button button-primary question-button"
            onClick={() => dispatch({ type: 'checkAll' })}
          >
            Check all
          </button>
        )}
        <button
          type="button"
          className="button button-quiet question-button"
          onClick={() => dispatch({ type: 'revealAll', count: items.length })}
        >
          Show answers
        </button>
        <button
          type="button"
          className="button button-quiet question-button"
          onClick={() => dispatch({ type: 'reset' })}
        >
          Try again
        </button>
        {marked && state.allChecked && (
          <p className="question-score">
            Score: <strong>{scoreText(score)}</strong>
          </p>
        )}
        {!marked && (
          <p className="question-hint">Open-ended answers are for the teacher to mark.</p>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {announcement(state, entries, checks, score)}
      </p>
    </>
  );
}
