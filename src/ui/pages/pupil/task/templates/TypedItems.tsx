import { useRef } from 'react';
import { SpecialCharacterKeyboard } from '@/ui/pages/preview/widgets/SpecialCharacterKeyboard';
import { TypedAnswer } from '@/ui/pages/teaching/questions/answerControls';
import {
  answerAt,
  ItemFrame,
  ItemQuestion,
  pupilContext,
  withPart,
  type TemplateProps,
} from './common';
import '@/ui/pages/teaching/questions/questions.css';

/** Where the special-character keys type: the text box focused last. */
interface Focused {
  readonly item: number;
  readonly part: number;
}

/**
 * TYPE_THE_ANSWER (and any item a pupil answers by writing): one labelled box per part of the
 * item's key, in the task's language, with the special-character keys of that language (the
 * resource editor's own keyboard) typing into the box used last.
 */
export function TypedItems({ data, answers, onAnswer, disabled }: TemplateProps) {
  const box = useRef<HTMLInputElement | null>(null);
  const focused = useRef<Focused>({ item: 0, part: 0 });
  const boxes = useRef(new Map<string, HTMLInputElement>());
  const multipart = data.format === 'deliberate_errors';
  const total = data.items.length;

  return (
    <>
      {disabled ? null : (
        <div className="task-keyboard" data-tour="special-characters">
          <SpecialCharacterKeyboard
            language={data.language}
            targetRef={box}
            onInsert={(value) => {
              const { item, part } = focused.current;
              onAnswer(item, withPart(answers, data, item, part, value));
            }}
          />
        </div>
      )}
      <ol className="question-items task-items">
        {data.items.map((_, index) => {
          const number = index + 1;
          const parts = data.answerParts[index] ?? 1;
          return (
            <ItemFrame key={index} number={number} total={total}>
              <>
                <p className="question-prompt">
                  <ItemQuestion data={data} index={index} />
                </p>
                {Array.from({ length: parts }, (_, part) => {
                  const key = `${String(index)}:${String(part)}`;
                  return (
                    <TypedAnswer
                      key={part}
                      context={pupilContext(number, data.language)}
                      value={answerAt(answers, index, part)}
                      onChange={(value) =>
                        onAnswer(index, withPart(answers, data, index, part, value))
                      }
                      disabled={disabled}
                      {...(multipart
                        ? {
                            label: `Correction ${String(part + 1)}`,
                            name: `Correction ${String(part + 1)} of ${String(parts)}, question ${String(number)}`,
                          }
                        : {})}
                      inputRef={(element) => {
                        if (element === null) boxes.current.delete(key);
                        else boxes.current.set(key, element);
                        // Until the pupil picks a box, the keys type into the first.
                        if (element !== null && box.current === null) box.current = element;
                      }}
                      onFocus={() => {
                        focused.current = { item: index, part };
                        box.current = boxes.current.get(key) ?? null;
                      }}
                    />
                  );
                })}
              </>
            </ItemFrame>
          );
        })}
      </ol>
    </>
  );
}
