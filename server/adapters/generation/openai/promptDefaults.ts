import type { PromptKey } from '@/domain/prompts/promptTemplate';

/*
 * Version 0 of every instruction the provider adapter sends (issue #14): what it sent before
 * admins could edit them, used for a key until an admin activates a version of their own.
 * `text` opens the teacher's request (prompt.ts adds the teacher's own choices and words after
 * it, quoted as data); each activity type's body is a line of the rules, saying what that
 * activity needs from the answer. The defaults of the activities use no placeholder, so the
 * rules stay the same for every request and a provider can cache them.
 */
export const DEFAULT_PROMPTS: Readonly<Record<PromptKey, string>> = {
  text: [
    'Target language (the language the pupils learn): {{targetLanguage}} ({{targetCode}}).',
    'Native language (the pupils’ own language, for the translation): {{nativeLanguage}} ({{nativeCode}}).',
    'Write {{style}}.',
    'Level: {{level}}.',
    'Length: about {{wordCount}} words in {{targetLanguage}} (between {{wordCountMin}} and {{wordCountMax}}).',
  ].join('\n'),
  phrase:
    'The pupils look for the target words of a chunk in the text: every chunk is copied from its sentence exactly as written there.',
  comprehension:
    '"facts": about one for every three sentences, at least three and at most ten: a question on the text with its answer, three plausible wrong answers (distractors), a true statement and a false statement made by changing one detail; all in both languages. "kind" is "stated" when one sentence says it, or "inferred" when it follows from two or more sentences without being said; "sentences" lists the 1-based sentence numbers it rests on.',
  multi_choice_ques:
    'Each fact’s answer and its three distractors are the choices: the distractors are the same kind of thing as the answer and plainly wrong for a reader of the text.',
  inference_questions:
    'Inference questions use the facts of kind "inferred": a pupil must put two or more sentences together to answer them.',
  true_false_ques:
    '"unstated": three statements on the topic that the text neither says nor contradicts, in both languages (the "not in the text" answers); the facts’ true and false statements give the other two answers.',
  open_ended_ques:
    'Open-ended questions use the facts’ questions; their answers are the model answers the teacher marks against.',
  who_said_what:
    'In a dialogue, "speaker" names who says each sentence, so pupils can match lines to speakers.',
  chunks:
    '"chunks": the sentence cut into short groups of consecutive words that carry one meaning (usually 2 to 5 words), each with its translation, in order, so that the chunks together make up the whole sentence on both sides.',
  syllables:
    'Syllables are counted from the target words as written: spell every word in full, with its accents.',
  vocabulary:
    '"vocabulary": the words and expressions most worth learning (about one for every 8 words of text), each written exactly as it appears in the target text, with its translation, part of speech and the 1-based number of the sentence it first appears in.',
  vocab_in_context:
    'Vocabulary in context gaps each vocabulary item in its sentence: write each item exactly as it appears there.',
  deliberate_errors:
    '"wrongForms" (in targetWords) lists one or two plausible learner mistakes for some nouns, verbs and adjectives (wrong gender, agreement, conjugation or spelling), and is [] for other words.',
};
