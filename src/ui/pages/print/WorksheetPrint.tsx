import { useId, useState } from 'react';
import type { Resource } from '@/application/resources/ports';
import { PERCENTAGE_GAP_CHOICES, isPercentageGapChoice } from '@/domain/catalog/gaps';
import { questionTypeLabel, type QuestionType } from '@/domain/catalog/questionTypes';
import {
  DEFAULT_WORKSHEET_OPTIONS,
  printableTypes,
  worksheetSections,
  type PrintedSentence,
  type WorksheetOptions,
  type WorksheetSection,
} from '@/domain/teaching/worksheet';
import { PRINT_INSTRUCTIONS, PrintedQuestions } from './PrintedQuestions';
import { PrintFrame, SheetHeader, sideProps } from './PrintSheet';

function typeLabel(type: QuestionType): string {
  return questionTypeLabel(type) ?? type;
}

function Sentence({ sentence }: { readonly sentence: PrintedSentence }) {
  return (
    <>
      {sentence.pieces.map((piece, index) => (
        <span key={index}>
          {piece.spaceBefore ? ' ' : ''}
          {piece.kind === 'text' ? (
            piece.text
          ) : (
            <span className="print-gap">
              <span className="print-gap-number">({piece.number})</span>
            </span>
          )}
        </span>
      ))}
    </>
  );
}

/** Sentences grouped as the text's paragraphs; a dialogue's turns one a line, speaker first. */
function paragraphs(sentences: readonly PrintedSentence[]): readonly PrintedSentence[][] {
  const groups: PrintedSentence[][] = [];
  for (const sentence of sentences) (groups[sentence.paragraph] ??= []).push(sentence);
  return groups.filter((group) => group !== undefined);
}

function TextSection({
  section,
  resource,
}: {
  readonly section: Extract<WorksheetSection, { kind: 'text' }>;
  readonly resource: Resource;
}) {
  const { target, native } = resource.content.language;
  const dialogue = resource.content.speakers.length > 0;
  return (
    <section className="print-section" aria-label="Text">
      <h2>{section.gapCount > 0 ? 'The text: fill in the gaps' : 'The text'}</h2>
      {section.gapCount > 0 && (
        <p className="print-instruction">
          Write the missing word in each of the {section.gapCount} gaps.
        </p>
      )}
      <div className="print-text" {...sideProps(target)}>
        {paragraphs(section.sentences).map((group) => (
          <p key={group[0]?.id}>
            {group.map((sentence, index) => {
              // A turn of several sentences names its speaker once, on one line.
              const newTurn = dialogue && sentence.speaker !== group[index - 1]?.speaker;
              return (
                <span key={sentence.id}>
                  {index > 0 && (newTurn ? <br /> : ' ')}
                  {newTurn && sentence.speaker !== undefined && (
                    <strong>{sentence.speaker}: </strong>
                  )}
                  <Sentence sentence={sentence} />
                </span>
              );
            })}
          </p>
        ))}
      </div>
      {section.translation !== null && (
        <div className="print-translation" aria-label="Translation" {...sideProps(native)}>
          {section.translation.split('\n\n').map((paragraph, index) => (
            <p key={index} style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * A worksheet of a resource laid out for paper: the text (gapped or whole), the chosen question
 * types, then each answer key starting its own page. It has no controls of its own, so a screen
 * can show it as a preview and print it as it is.
 */
export function WorksheetPrintView({
  resource,
  options,
}: {
  readonly resource: Resource;
  readonly options: WorksheetOptions;
}) {
  const headingId = useId();
  const sections = worksheetSections(resource, options);
  const { target, native } = resource.content.language;
  const languages = { target, native, translation: options.translation };
  return (
    <article className="print-sheet" aria-labelledby={headingId}>
      <SheetHeader resource={resource} subtitle="Worksheet" headingId={headingId} />
      {sections.length === 0 && (
        <p className="notice" role="note">
          Nothing to print: choose the text or at least one question type.
        </p>
      )}
      {sections.map((section) => {
        switch (section.kind) {
          case 'text':
            return <TextSection key="text" section={section} resource={resource} />;
          case 'questions': {
            const { type } = section.questions;
            return (
              <section key={`q-${type}`} className="print-section" aria-label={typeLabel(type)}>
                <h2>{typeLabel(type)}</h2>
                <p className="print-instruction">{PRINT_INSTRUCTIONS[type]}</p>
                <PrintedQuestions questions={section.questions} languages={languages} />
              </section>
            );
          }
          case 'answers': {
            const label = section.of === 'text' ? 'Gaps in the text' : typeLabel(section.of);
            return (
              <section
                key={`a-${section.of}`}
                className="print-section print-page-break"
                aria-label={`Answer key: ${label}`}
              >
                <h2>Answer key: {label}</h2>
                <ol className="print-key" {...sideProps(target)}>
                  {section.answers.map((line) => (
                    <li key={line.number} value={line.number}>
                      {line.answer}
                    </li>
                  ))}
                </ol>
              </section>
            );
          }
        }
      })}
    </article>
  );
}

/**
 * The worksheet's print options beside a live preview of the sheet, with Print. Route-less:
 * the teaching screen shows it in its own place (instead of the screen, so only the sheet is
 * printed) and gets control back through `onClose`.
 */
export function WorksheetPrint({
  resource,
  onClose,
  initialOptions,
}: {
  readonly resource: Resource;
  readonly onClose?: () => void;
  /** Defaults: the text with 20 % gaps, every type the resource has, answer keys, no translation. */
  readonly initialOptions?: Partial<WorksheetOptions>;
}) {
  const available = printableTypes(resource.questions);
  const [options, setOptions] = useState<WorksheetOptions>({
    ...DEFAULT_WORKSHEET_OPTIONS,
    types: available,
    ...initialOptions,
  });
  const gapsId = useId();
  const change = (patch: Partial<WorksheetOptions>) => setOptions({ ...options, ...patch });
  const toggleType = (type: QuestionType, on: boolean) =>
    change({
      types: on ? [...options.types, type] : options.types.filter((chosen) => chosen !== type),
    });

  return (
    <PrintFrame
      resource={resource}
      kind="Worksheet"
      className="print-page"
      label="Print a worksheet"
      {...(onClose === undefined ? {} : { onClose })}
      options={
        <>
          <fieldset>
            <legend>Text</legend>
            <label>
              <input
                type="checkbox"
                checked={options.text}
                onChange={(event) => change({ text: event.target.checked })}
              />
              Print the text
            </label>
            <label htmlFor={gapsId}>
              Gaps
              <select
                id={gapsId}
                value={options.gapPercent ?? 'none'}
                disabled={!options.text}
                onChange={(event) => {
                  const percent = Number(event.target.value);
                  change({ gapPercent: isPercentageGapChoice(percent) ? percent : null });
                }}
              >
                <option value="none">No gaps</option>
                {PERCENTAGE_GAP_CHOICES.map((percent) => (
                  <option key={percent} value={percent}>
                    {percent} % of the words
                  </option>
                ))}
              </select>
            </label>
            <label>
              <input
                type="checkbox"
                checked={options.translation}
                onChange={(event) => change({ translation: event.target.checked })}
              />
              Translation
            </label>
          </fieldset>
          <fieldset>
            <legend>Questions</legend>
            {available.length === 0 && (
              <p className="field-hint">This resource has no questions.</p>
            )}
            {available.map((type) => (
              <label key={type}>
                <input
                  type="checkbox"
                  checked={options.types.includes(type)}
                  onChange={(event) => toggleType(type, event.target.checked)}
                />
                {typeLabel(type)}
              </label>
            ))}
          </fieldset>
          <label>
            <input
              type="checkbox"
              checked={options.answerKeys}
              onChange={(event) => change({ answerKeys: event.target.checked })}
            />
            Answer keys (each on its own page)
          </label>
        </>
      }
    >
      <WorksheetPrintView resource={resource} options={options} />
    </PrintFrame>
  );
}
