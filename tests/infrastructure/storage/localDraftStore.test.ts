import { describe, expect, it } from 'vitest';
import {
  CREATION_DRAFT_KEY,
  createCreationDraftStore,
  restoreDraft,
} from '@/infrastructure/storage/localDraftStore';
import { createDraft, selectedTenses, toggleTense } from '@/domain/draft/draftRules';
import { memoryStorage, throwingStorage as throwing } from './memoryStorage';

describe('the creation draft store', () => {
  it('gives back the draft and job id it was given', () => {
    const store = createCreationDraftStore(memoryStorage());
    const draft = toggleTense(createDraft({ title: 'Market', to: 'fr', audience: 'France:8' }), 4);
    store.set({ draft, jobId: 'job-1' });
    expect(store.get()).toEqual({ draft, jobId: 'job-1' });
  });

  it('reads nothing before anything is stored, and nothing after clearing', () => {
    const storage = memoryStorage();
    const store = createCreationDraftStore(storage);
    expect(store.get()).toBeNull();
    store.set({ draft: createDraft(), jobId: null });
    store.clear();
    expect(storage.map.has(CREATION_DRAFT_KEY)).toBe(false);
    expect(store.get()).toBeNull();
  });

  it.each(['{broken', '42', '{"draft":"x","jobId":null}', '{"draft":{}}'])(
    'an unreadable entry %s reads as nothing',
    (raw) => {
      expect(
        createCreationDraftStore(memoryStorage({ [CREATION_DRAFT_KEY]: raw })).get(),
      ).toBeNull();
    },
  );

  it('a storage that throws reads as empty and swallows writes', () => {
    const store = createCreationDraftStore(throwing);
    expect(() => store.set({ draft: createDraft(), jobId: null })).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    expect(store.get()).toBeNull();
  });
});

describe('restoring a stored draft', () => {
  it('fills what an older draft lacks with the defaults', () => {
    const draft = restoreDraft({ title: 'Old', from: 'en', to: 'it' });
    expect(draft).toEqual({ ...createDraft({ title: 'Old', to: 'it' }) });
  });

  it('drops unknown question types and an unknown voice', () => {
    const draft = restoreDraft({ questionTypes: ['phrase', 'crossword'], voice: 'whistle' });
    expect(draft?.questionTypes).toEqual(['phrase']);
    expect(draft?.voice).toBe('ai_voiceover');
  });

  it('keeps only the chosen numbers of a selection, and the default when none is chosen', () => {
    expect(
      selectedTenses(restoreDraft({ tenses: { 2: true, 3: false } }) ?? createDraft()),
    ).toEqual([2]);
    expect(selectedTenses(restoreDraft({ tenses: { 2: false } }) ?? createDraft())).toEqual([6]);
  });

  it('refuses a value of the wrong shape', () => {
    expect(restoreDraft({ title: 3 })).toBeNull();
    expect(restoreDraft(null)).toBeNull();
  });
});
