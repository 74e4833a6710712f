import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { PupilItems, PupilTaskData } from '@/domain/homework/pupilTask';
import {
  Choice,
  TRUE_FALSE_LABELS,
  type Option,
} from '@/ui/pages/teaching/questions/answerControls';
import { answerAt, ItemFrame, ItemQuestion, pupilContext, type TemplateProps } from './common';
import '@/ui/pages/teaching/questions/questions.css';

/** Formats answered by choosing one of the item's own options. */
export const CHOICE_FORMATS: ReadonlySet<QuestionType> = new Set([
  'multi_choice_ques',
  'inference_questions',
  'true_false_ques',
  'vocab_in_context',
  'who_said_what',
]);

/**
 * The options of an item, each valued as the answer marking expects: the option's target text,
 * the word, the speaker, or 'true' | 'false' | 'not_in_text'.
 */
function optionsOf(data: PupilTaskData, index: number): readonly Option[] {
  const item = data.items[index];
  if (item === undefined) return [];
  switch (data.format) {
    case 'multi_choice_ques':
    case 'inference_questions':
      return (item as PupilItems['multi_choice_ques']).options.map((option) => ({
        value: option.target,
        label: option.target,
      }));
    case 'true_false_ques':
      return (item as PupilItems['true_false_ques']).choices.map((choice) => ({
        value: choice,
        label: TRUE_FALSE_LABELS[choice],
        inPageLanguage: true,
      }));
    case 'vocab_in_context':
      return (item as PupilItems['vocab_in_context']).options.map((word) => ({
        value: word,
        label: word,
      }));
    case 'who_said_what':
      return (item as PupilItems['who_said_what']).options.map((speaker) => ({
        value: speaker,
        label: speaker,
      }));
    default:
      return [];
  }
}

/**
 * MULTIPLE_CHOICE and true / false / not in the text: a radio group per item (the teaching
 * screen's own), moved through with the arrow keys as the browser does.
 */
export function ChoiceItems({ data, answers, onAnswer, disabled }: TemplateProps) {
  const total = data.items.length;
  return (
    <ol className="question-items task-items">
      {data.items.map((_, index) => {
        const number = index + 1;
        const given = answerAt(answers, index);
        return (
          <ItemFrame key={index} number={number} total={total}>
            <Choice
              context={pupilContext(number, data.language)}
              legend={<ItemQuestion data={data} index={index} />}
              options={optionsOf(data, index)}
              value={given === '' ? undefined : given}
              onChange={(value) => onAnswer(index, [value])}
              disabled={disabled}
            />
          </ItemFrame>
        );
      })}
    </ol>
  );
}
