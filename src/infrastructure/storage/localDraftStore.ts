import * as t from 'io-ts';
import { isQuestionType } from '@/domain/catalog/questionTypes';
import { VOICE_OPTION_VALUES, type VoiceOption } from '@/domain/catalog/voiceOptions';
import { createDraft, type NumberedSelection } from '@/domain/draft/draftRules';
import type {
  CreationDraftStore,
  ResourceDraft,
  StoredCreation,
} from '@/application/resources/ports';
import { safeStorage } from './safeStorage';

/** The few calls of the browser's `localStorage` the draft store uses (a fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Local storage key of the dashboard's draft (spec §4: it survives a reload). */
export const CREATION_DRAFT_KEY = 'creationDraft';

// Every field is optional when read back: a draft saved by an older release, or edited by hand,
// keeps what is still valid and takes today's defaults for the rest.
const StoredDraftFields = t.partial({
  title: t.string,
  from: t.string,
  to: t.string,
  audience: t.string,
  topic: t.string,
  count: t.number,
  vocabulary: t.string,
  resourceType: t.string,
  questionTypes: t.array(t.string),
  voice: t.string,
  details: t.record(t.string, t.boolean),
  tenses: t.record(t.string, t.boolean),
});
const StoredShape = t.type({ draft: t.unknown, jobId: t.union([t.string, t.null]) });

const isVoice = (value: string): value is VoiceOption =>
  (VOICE_OPTION_VALUES as readonly string[]).includes(value);

const numbered = (record: Readonly<Record<string, boolean>>): NumberedSelection =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([key, on]) => on && /^\d+$/.test(key))
      .map(([key]) => [Number(key), true]),
  );

/** A stored draft read back: its valid fields over the defaults; null when it is not a draft. */
export function restoreDraft(value: unknown): ResourceDraft | null {
  const decoded = StoredDraftFields.decode(value);
  if (decoded._tag === 'Left' || typeof value !== 'object' || value === null) return null;
  const { details, tenses, questionTypes, voice, ...fields } = decoded.right;
  const base = createDraft(fields);
  return {
    ...base,
    ...(questionTypes === undefined ? {} : { questionTypes: questionTypes.filter(isQuestionType) }),
    ...(voice !== undefined && isVoice(voice) ? { voice } : {}),
    // An empty selection would break the none-option rule (spec §4): keep the defaults then.
    ...(details === undefined || Object.keys(numbered(details)).length === 0
      ? {}
      : { details: numbered(details) }),
    ...(tenses === undefined || Object.keys(numbered(tenses)).length === 0
      ? {}
      : { tenses: numbered(tenses) }),
  };
}

/**
 * The dashboard's draft kept in a key-value storage (the browser's local storage) as JSON. A
 * missing, unreadable or throwing storage reads as null and writes nothing: the form still works,
 * it only forgets the draft on reload.
 */
export function createCreationDraftStore(storage: KeyValueStorage): CreationDraftStore {
  const safe = safeStorage(storage);
  return {
    get: (): StoredCreation | null => {
      const raw = safe.get(CREATION_DRAFT_KEY);
      if (raw === null) return null;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return null; // edited by hand or cut short: start afresh
      }
      const parsed = StoredShape.decode(json);
      if (parsed._tag === 'Left') return null;
      const draft = restoreDraft(parsed.right.draft);
      return draft === null ? null : { draft, jobId: parsed.right.jobId };
    },
    set: (value) => safe.set(CREATION_DRAFT_KEY, JSON.stringify(value)),
    clear: () => safe.remove(CREATION_DRAFT_KEY),
  };
}
