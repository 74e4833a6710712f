import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { LESSON_PLAN_OPTIONS, type LessonPlanOption } from '@/domain/catalog/lessonPlanOptions';
import {
  buildLessonPlan,
  DEFAULT_LESSON_MINUTES,
  lessonPlanInputFrom,
  type LessonPlan,
} from '@/domain/lessonPlan/lessonPlan';
import type { QuestionSet } from '@/domain/questions/types';
import type { ResourceContent } from '@/domain/resource/content';
import { EditorButton } from './controls';
import './editors.css';

export interface LessonPlanPanelProps {
  /** The resource's name, as the plan's title. */
  readonly name: string;
  /** The audience level as the teacher reads it ("A2", "Year 8"). */
  readonly level: string;
  readonly content: ResourceContent;
  /** The questions as edited: the plan names the types that have items. */
  readonly questions: QuestionSet;
}

/** Lesson lengths a teacher picks from (school periods are 30 to 90 minutes). */
const LESSON_LENGTHS = [30, 40, 45, 50, 60, 75, 90] as const;

/** Set on <body> while printing, so the print stylesheet shows the plan and nothing else. */
const PRINTING_CLASS = 'printing-lesson-plan';

/**
 * The optional lesson plan (spec §9 lesson-plan options), built offline by the domain from the
 * resource as it is now. It is made on request, shown as an ordered list of stages and steps,
 * and printed on its own. Nothing here is saved: the plan is made again whenever it is wanted.
 */
export function LessonPlanPanel({ name, level, content, questions }: LessonPlanPanelProps) {
  const uid = useId();
  const [options, setOptions] = useState<readonly LessonPlanOption[]>([]);
  const [minutes, setMinutes] = useState<number>(DEFAULT_LESSON_MINUTES);
  const [plan, setPlan] = useState<LessonPlan | null>(null);
  /** The choices the shown plan was made with, to say when they have changed since. */
  const [madeWith, setMadeWith] = useState<{
    options: readonly LessonPlanOption[];
    minutes: number;
  } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new plan's heading takes the focus, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (plan !== null) heading.current?.focus();
  }, [plan]);

  const toggle = (option: LessonPlanOption) =>
    setOptions((current) =>
      current.includes(option)
        ? current.filter((value) => value !== option)
        : LESSON_PLAN_OPTIONS.map((entry) => entry.value).filter(
            (value) => value === option || current.includes(value),
          ),
    );

  const create = () => {
    setPlan(
      buildLessonPlan(lessonPlanInputFrom({ name, level, content, questions, options, minutes })),
    );
    setMadeWith({ options, minutes });
  };
  // The plan is not remade on every tick of a checkbox (its heading would keep taking the
  // focus); the teacher is told instead, and remakes it with the button.
  const stale =
    madeWith !== null &&
    (madeWith.minutes !== minutes ||
      madeWith.options.length !== options.length ||
      madeWith.options.some((option) => !options.includes(option)));

  // The class is taken off after printing, not right after print() returns: some browsers
  // return before the page is laid out for the printer.
  const print = () => {
    document.body.classList.add(PRINTING_CLASS);
    window.addEventListener('afterprint', () => document.body.classList.remove(PRINTING_CLASS), {
      once: true,
    });
    window.print();
  };

  return (
    <div className="lesson-plan-panel">
      <p className="editor-hint">
        A lesson plan is optional: choose what you will use, then create one from this resource.
      </p>
      <fieldset className="lesson-plan-options">
        <legend>Lesson-plan options</legend>
        <ul className="editor-checkboxes">
          {LESSON_PLAN_OPTIONS.map((option) => {
            const id = `${uid}-${option.value}`;
            return (
              <li key={option.value} className="field-check">
                <input
                  type="checkbox"
                  id={id}
                  checked={options.includes(option.value)}
                  onChange={() => toggle(option.value)}
                />
                <label htmlFor={id}>{option.label}</label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="editor-field lesson-plan-length">
        <label htmlFor={`${uid}-minutes`}>Lesson length</label>
        <select
          id={`${uid}-minutes`}
          value={minutes}
          onChange={(event) => setMinutes(Number(event.target.value))}
        >
          {LESSON_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {length} minutes
            </option>
          ))}
        </select>
      </div>
      <div className="editor-actions">
        <EditorButton tone="primary" onClick={create}>
          Create lesson plan
        </EditorButton>
        {plan === null ? null : <EditorButton onClick={print}>Print</EditorButton>}
      </div>
      <div role="status">
        {stale ? (
          <p className="editor-hint">
            The choices have changed since this plan was made: create it again to use them.
          </p>
        ) : null}
      </div>
      {plan === null ? null : (
        <LessonPlanView plan={plan} headingId={`${uid}-plan`} headingRef={heading} />
      )}
    </div>
  );
}

function LessonPlanView({
  plan,
  headingId,
  headingRef,
}: {
  readonly plan: LessonPlan;
  readonly headingId: string;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <article className="lesson-plan" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {plan.title}
      </h3>
      <p className="lesson-plan-meta">
        {plan.level === '' ? '' : `Level ${plan.level} · `}
        {plan.totalMinutes} minutes
      </p>
      <ol className="lesson-plan-stages">
        {plan.stages.map((stage) => (
          <li key={stage.kind} className="lesson-plan-stage">
            <h4>
              {stage.title} <span className="lesson-plan-minutes">({stage.minutes} min)</span>
            </h4>
            <ol className="lesson-plan-steps">
              {stage.steps.map((step, index) => (
                <li key={index} className={`lesson-plan-step lesson-plan-step-${step.kind}`}>
                  {step.text} <span className="lesson-plan-minutes">({step.minutes} min)</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {plan.materials.length === 0 ? null : (
        <>
          <h4>Materials</h4>
          <ul>
            {plan.materials.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {plan.differentiation.length === 0 ? null : (
        <>
          <h4>Differentiation</h4>
          <ul>
            {plan.differentiation.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
