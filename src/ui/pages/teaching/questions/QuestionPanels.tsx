import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { questionTypeLabel, type QuestionType } from '@/domain/catalog/questionTypes';
import { itemsOf, presentTypes } from '@/domain/questions/editing';
import type { QuestionSet } from '@/domain/questions/types';
import { QUESTION_TYPE_PRIVILEGES, type Privileges } from '@/domain/privileges/privileges';
import { DEFAULT_PRIVILEGES } from '@/domain/privileges/resolvePrivileges';
import type { ResourceContent } from '@/domain/resource/content';
import { PlanRefusal } from '@/ui/components/PlanGate';
import { QuestionPanel } from './QuestionPanel';
import './questions.css';

/**
 * The question panels of the teaching screen (issue #5): one tab per question type the resource
 * has (WAI-ARIA tabs, arrow keys, Home and End), each panel answerable on screen with feedback.
 * Every panel stays mounted while hidden, so switching tabs keeps its answers. A type the
 * user's plan does not include (spec §6) says so in its panel.
 */
export function QuestionPanels({
  questions,
  content,
  showNative,
  privileges = DEFAULT_PRIVILEGES,
}: {
  readonly questions: QuestionSet;
  readonly content: ResourceContent;
  /** Translation help (the native language) beside questions and options. */
  readonly showNative: boolean;
  /** The user's plan: a type it lacks says so in its panel. Every type when left out. */
  readonly privileges?: Privileges;
}) {
  const baseId = useId();
  const types = presentTypes(questions).filter((type) => itemsOf(questions, type).length > 0);
  const [selected, setSelected] = useState<QuestionType | undefined>(types[0]);
  const tabs = useRef(new Map<QuestionType, HTMLButtonElement>());
  // A question set edited to drop the selected type falls back to the first one left.
  const active = selected !== undefined && types.includes(selected) ? selected : types[0];

  if (active === undefined) {
    return <p className="question-panels-empty">This resource has no questions.</p>;
  }

  const tabId = (type: QuestionType) => `${baseId}-tab-${type}`;
  const panelId = (type: QuestionType) => `${baseId}-panel-${type}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = types.indexOf(active);
    const next = {
      ArrowRight: (at + 1) % types.length,
      ArrowLeft: (at - 1 + types.length) % types.length,
      Home: 0,
      End: types.length - 1,
    }[event.key];
    const type = next === undefined ? undefined : types[next];
    if (type === undefined) return;
    event.preventDefault();
    // Automatic activation: the panels are already rendered, so showing one costs nothing.
    setSelected(type);
    tabs.current.get(type)?.focus();
  };

  return (
    <div className="question-panels">
      <div role="tablist" aria-label="Questions" className="question-tabs">
        {types.map((type) => (
          <button
            key={type}
            ref={(element) => {
              if (element) tabs.current.set(type, element);
              else tabs.current.delete(type);
            }}
            type="button"
            role="tab"
            id={tabId(type)}
            aria-controls={panelId(type)}
            aria-selected={type === active}
            tabIndex={type === active ? 0 : -1}
            className="question-tab"
            onClick={() => setSelected(type)}
            onKeyDown={onKeyDown}
          >
            {questionTypeLabel(type) ?? type}
          </button>
        ))}
      </div>
      {types.map((type) => (
        <div
          key={type}
          role="tabpanel"
          id={panelId(type)}
          aria-labelledby={tabId(type)}
          tabIndex={0}
          hidden={type !== active}
          className="question-panel"
        >
          {/* A type the plan lacks keeps its tab, so the teacher sees what the resource has. */}
          {privileges[QUESTION_TYPE_PRIVILEGES[type]] ? (
            <QuestionPanel
              type={type}
              items={itemsOf(questions, type)}
              content={content}
              showNative={showNative}
            />
          ) : (
            <PlanRefusal privilege={QUESTION_TYPE_PRIVILEGES[type]} />
          )}
        </div>
      ))}
    </div>
  );
}
