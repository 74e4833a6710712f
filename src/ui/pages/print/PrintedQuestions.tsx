import type { ReactNode } from 'react';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import { TRUE_FALSE_ANSWERS } from '@/domain/questions/types';
import type { Bilingual } from '@/domain/resource/content';
import { optionLetter, trueFalseLabel, type TypedItems } from '@/domain/teaching/worksheet';
import { sideProps } from './PrintSheet';

/** The line under each question type's heading: what the pupil does on paper. */
export const PRINT_INSTRUCTIONS: Readonly<Record<QuestionType, string>> = {
  phrase: 'Find these phrases in the text and copy them out.',
  comprehension: 'Answer the questions about the text.',
  multi_choice_ques: 'Circle the right answer.',
  inference_questions: 'What does the text tell us without saying it? Circle the best answer.',
  true_false_ques: 'Tick true, false or not in the text.',
  open_ended_ques: 'Write your own answer.',
  who_said_what: 'Tick who says each line.',
  chunks: 'Number the chunks to rebuild the sentence, then write it out.',
  syllables: 'Split each word into syllables.',
  vocabulary: 'Write the word in the language you are learning.',
  vocab_in_context: 'Fill each gap with one of the words given.',
  deliberate_errors: 'Find the mistakes in the text and write each one corrected.',
};

interface Languages {
  readonly target: string;
  readonly native: string;
  /** Whether the translation is printed under each question. */
  readonly translation: boolean;
}

/** Ruled lines to write on; borders, since browsers leave backgrounds off paper by default. */
function Lines({ count = 1 }: { readonly count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="print-answer-lines" aria-hidden="true" />
      ))}
    </>
  );
}

function Said({ text, langs }: { readonly text: Bilingual; readonly langs: Languages }) {
  return (
    <>
      <span {...sideProps(langs.target)}>{text.target}</span>
      {langs.translation && (
        <span className="print-native" {...sideProps(langs.native)}>
          {text.native}
        </span>
      )}
    </>
  );
}

function Boxes({ labels }: { readonly labels: readonly string[] }) {
  return (
    <ul className="print-options">
      {labels.map((label) => (
        <li key={label}>
          <span className="print-box" aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}

function Lettered({
  options,
  langs,
}: {
  readonly options: readonly Bilingual[];
  readonly langs: Languages;
}) {
  return (
    <ul className="print-options">
      {options.map((option, index) => (
        <li key={index}>
          {optionLetter(index)}) <Said text={option} langs={langs} />
        </li>
      ))}
    </ul>
  );
}

/** One item of a type as it reads on paper. */
function itemsOnPaper(questions: TypedItems, langs: Languages): readonly ReactNode[] {
  const target = sideProps(langs.target);
  switch (questions.type) {
    case 'phrase':
      return questions.items.map((item) => (
        <>
          <span {...sideProps(langs.native)}>{item.native}</span>
          <Lines />
        </>
      ));
    case 'comprehension':
      return questions.items.map((item) => (
        <>
          <Said text={item.question} langs={langs} />
          <Lines count={2} />
        </>
      ));
    case 'multi_choice_ques':
    case 'inference_questions':
      return questions.items.map((item) => (
        <>
          <Said text={item.question} langs={langs} />
          <Lettered options={item.options} langs={langs} />
        </>
      ));
    case 'true_false_ques':
      return questions.items.map((item) => (
        <>
          <Said text={item.statement} langs={langs} />
          <Boxes labels={TRUE_FALSE_ANSWERS.map(trueFalseLabel)} />
        </>
      ));
    case 'open_ended_ques':
      return questions.items.map((item) => (
        <>
          <Said text={item.prompt} langs={langs} />
          <Lines count={4} />
        </>
      ));
    case 'who_said_what':
      return questions.items.map((item) => (
        <>
          <Said text={item.quote} langs={langs} />
          <Boxes labels={item.options} />
        </>
      ));
    case 'chunks':
      return questions.items.map((item) => (
        <>
          <ul className="print-options" aria-label="Chunks, out of order" {...target}>
            {item.order.map((chunkIndex) => (
              <li key={chunkIndex}>
                <span className="print-box" aria-hidden="true" />
                {item.chunks[chunkIndex]?.target}
              </li>
            ))}
          </ul>
          <Lines />
        </>
      ));
    case 'syllables':
      return questions.items.map((item) => (
        <>
          <span {...target}>{item.word}</span>
          <Lines />
        </>
      ));
    case 'vocabulary':
      return questions.items.map((item) => (
        <>
          <span {...sideProps(langs.native)}>{item.native}</span>
          <Lines />
        </>
      ));
    case 'vocab_in_context':
      return questions.items.map((item) => (
        <>
          <span {...target}>
            {item.before}
            <span className="print-gap" role="img" aria-label="gap" />
            {item.after}
          </span>
          {langs.translation && (
            <span className="print-native" {...sideProps(langs.native)}>
              {item.native}
            </span>
          )}
          <ul className="print-options" {...target}>
            {item.options.map((option, index) => (
              <li key={index}>
                {optionLetter(index)}) {option}
              </li>
            ))}
          </ul>
        </>
      ));
    case 'deliberate_errors':
      return questions.items.map((item) => (
        <>
          <p className="print-text-with-mistakes" {...target}>
            {item.text}
          </p>
          <p>
            {item.errors.length === 1
              ? 'There is 1 mistake.'
              : `There are ${String(item.errors.length)} mistakes.`}
          </p>
          <ol className="print-list">
            {item.errors.map((error, index) => (
              <li key={index}>
                <Lines />
              </li>
            ))}
          </ol>
        </>
      ));
  }
}

/** The numbered items of one question type, laid out for paper. */
export function PrintedQuestions({
  questions,
  languages,
}: {
  readonly questions: TypedItems;
  readonly languages: Languages;
}) {
  const items = itemsOnPaper(questions, languages);
  // Spot the mistakes is one text, not a list of questions: no number in front of it.
  if (questions.type === 'deliberate_errors')
    return (
      <div>
        {items.map((item, index) => (
          <div key={index}>{item}</div>
        ))}
      </div>
    );
  return (
    <ol className="print-list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ol>
  );
}
