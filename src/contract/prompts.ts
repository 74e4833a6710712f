import * as t from 'io-ts';
import { PROMPT_KEYS } from '@/domain/prompts/promptTemplate';
import type { PromptKey } from '@/domain/prompts/promptTemplate';

/*
 * The prompts screens (`/prompt`, `/activity_prompt`, issue #14): the instructions the AI
 * provider adapter sends, versioned. Version 0 is the one built into the code; admins save
 * versions 1, 2, … and activate one (the adapter uses the one activated last).
 */

export const PromptKeyCodec = t.keyof(
  Object.fromEntries(PROMPT_KEYS.map((key) => [key, null])) as Record<PromptKey, null>,
  '"text" or an activity type',
);

export const PromptKeyParams = t.strict({ key: PromptKeyCodec }, 'PromptKeyParams');

/** The longest note an admin can leave on a version. */
export const PROMPT_NOTE_MAX = 500;

const Note = new t.Type<string, string, unknown>(
  `a note of at most ${PROMPT_NOTE_MAX} characters`,
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' && u.length <= PROMPT_NOTE_MAX ? t.success(u.trim()) : t.failure(u, c),
  t.identity,
);

/** POST /admin/prompts/:key/versions: the body is checked by the domain's template rule. */
export const SavePromptRequest = t.strict(
  { body: t.string, note: Note, activate: t.boolean },
  'SavePromptRequest',
);
export type SavePromptRequest = t.TypeOf<typeof SavePromptRequest>;

const VersionNumber = new t.Type<number, number, unknown>(
  'a saved version number (1 or more)',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1,
  (u, c) =>
    typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= 2 ** 31 - 1
      ? t.success(u)
      : t.failure(u, c),
  t.identity,
);

/** POST /admin/prompts/:key/activate. */
export const ActivatePromptRequest = t.strict({ version: VersionNumber }, 'ActivatePromptRequest');
export type ActivatePromptRequest = t.TypeOf<typeof ActivatePromptRequest>;

/** POST /admin/prompts/:key/try: the draft to run beside the active version. */
export const TryPromptRequest = t.strict({ body: t.string }, 'TryPromptRequest');
export type TryPromptRequest = t.TypeOf<typeof TryPromptRequest>;

export const PromptSummary = t.type(
  {
    key: PromptKeyCodec,
    label: t.string,
    /** 0: the built-in instructions. */
    activeVersion: t.number,
    /** Versions saved by admins (the built-in one not counted). */
    savedVersions: t.number,
    activatedAt: t.union([t.string, t.null]),
  },
  'PromptSummary',
);
export type PromptSummary = t.TypeOf<typeof PromptSummary>;

export const PromptListResponse = t.type({ data: t.array(PromptSummary) }, 'PromptListResponse');

export const PromptVersionView = t.type(
  {
    version: t.number,
    body: t.string,
    note: t.string,
    /** Who saved it (e-mail or name); null for the built-in version or a deleted account. */
    author: t.union([t.string, t.null]),
    /** Null for the built-in version. */
    createdAt: t.union([t.string, t.null]),
    /** When it was last activated; null if never. */
    activatedAt: t.union([t.string, t.null]),
    active: t.boolean,
  },
  'PromptVersionView',
);
export type PromptVersionView = t.TypeOf<typeof PromptVersionView>;

export const PromptDetail = t.type(
  {
    key: PromptKeyCodec,
    label: t.string,
    activeVersion: t.number,
    /** Newest first; the built-in version 0 last. */
    versions: t.array(PromptVersionView),
  },
  'PromptDetail',
);
export type PromptDetail = t.TypeOf<typeof PromptDetail>;

export const PromptDetailResponse = t.type({ data: PromptDetail }, 'PromptDetailResponse');

export const ChatMessageView = t.type(
  { role: t.keyof({ system: null, user: null, assistant: null }), content: t.string },
  'ChatMessageView',
);

export const TryOutcome = t.union(
  [
    t.type({
      kind: t.literal('content'),
      title: t.string,
      sentences: t.array(t.string),
      /** The part of the answer the key's activity is made from, one line an item. */
      excerpt: t.array(t.string),
    }),
    t.type({ kind: t.literal('error'), message: t.string }),
  ],
  'TryOutcome',
);
export type TryOutcome = t.TypeOf<typeof TryOutcome>;

export const TrySide = t.type(
  {
    /** "Draft" or "Version n (active)". */
    label: t.string,
    /** What the provider adapter sends (or would send) with these instructions. */
    messages: t.array(ChatMessageView),
    outcome: TryOutcome,
  },
  'TrySide',
);
export type TrySide = t.TypeOf<typeof TrySide>;

export const TryPromptResult = t.type(
  {
    generator: t.keyof({ offline: null, provider: null }),
    /** The provider's model; null offline. */
    model: t.union([t.string, t.null]),
    /** What the sample asks for, in words. */
    sample: t.string,
    /** What the generator does with the instructions, said plainly. */
    explanation: t.string,
    draft: TrySide,
    active: TrySide,
  },
  'TryPromptResult',
);
export type TryPromptResult = t.TypeOf<typeof TryPromptResult>;

export const TryPromptResponse = t.type({ data: TryPromptResult }, 'TryPromptResponse');
