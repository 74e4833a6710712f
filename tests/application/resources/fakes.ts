import type {
  GenerationJob,
  GenerationReport,
  Resource,
  ResourceGateway,
  ResourceSummary,
} from '@/application/resources/ports';
import { createDraft } from '@/domain/draft/draftRules';
import { spanishMarket } from '../../domain/questions/fixtures';

/** A draft the generator accepts: every step of the dashboard answered. */
export const READY_DRAFT = createDraft({
  title: 'At the market',
  from: 'en',
  to: 'es',
  audience: 'A2',
  topic: 'shopping for fruit',
  count: 150,
  vocabulary: 'manzana, pera',
  resourceType: 'text',
  questionTypes: ['vocabulary', 'true_false_ques'],
});

export const REPORT: GenerationReport = {
  topic: 'market',
  topicMatched: 'nearest',
  unusedVocabulary: ['pera'],
  notes: [],
};

export const CONTENT = spanishMarket;

export function summary(overrides: Partial<ResourceSummary> = {}): ResourceSummary {
  return {
    id: 12,
    name: 'At the market',
    hashtags: ['food'],
    visibility: 'PRIVATE',
    status: 'draft',
    resourceType: 'text',
    language: { target: 'es', native: 'en' },
    level: { kind: 'cefr', level: 'A2' },
    country: 'GBR',
    wordCount: 150,
    owner: true,
    ownerName: 'Tess Teacher',
    sharedWithDepartment: false,
    writtenBy: { kind: 'offline' },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

export function resource(overrides: Partial<Resource> = {}): Resource {
  return {
    ...summary(),
    prompt: 'shopping for fruit',
    tenses: [6],
    details: [7],
    vocabulary: ['manzana', 'pera'],
    questionTypes: ['vocabulary'],
    seed: 42,
    content: CONTENT,
    questions: {},
    report: REPORT,
    usage: { paragraph: null, questions: null },
    source: 'generated',
    speech: null,
    audio: [],
    images: [],
    unavailable: [],
    ...overrides,
  };
}

export function job(overrides: Partial<GenerationJob> = {}): GenerationJob {
  return {
    jobId: '0b7e0c2a-5f7e-4a39-9a64-2f1f6f3c1d01',
    status: 'running',
    resourceId: null,
    message: null,
    report: null,
    createdAt: '2026-11-21T09:30:00.000Z',
    updatedAt: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

const unexpected = (name: string) => () =>
  Promise.reject(new Error(`unexpected call of ${name} in this test`));

/** A gateway whose every call fails unless the test gives it an answer. */
export function fakeResourceGateway(overrides: Partial<ResourceGateway> = {}): ResourceGateway {
  return {
    generate: unexpected('generate'),
    job: unexpected('job'),
    get: unexpected('get'),
    update: unexpected('update'),
    deriveQuestions: unexpected('deriveQuestions'),
    finish: unexpected('finish'),
    setVisibility: unexpected('setVisibility'),
    remove: unexpected('remove'),
    list: unexpected('list'),
    upload: unexpected('upload'),
    rewrite: unexpected('rewrite'),
    addAudio: unexpected('addAudio'),
    audio: unexpected('audio'),
    removeAudio: unexpected('removeAudio'),
    readShared: unexpected('readShared'),
    sharedAudio: unexpected('sharedAudio'),
    transliteration: unexpected('transliteration'),
    sharedTransliteration: unexpected('sharedTransliteration'),
    uploadImage: unexpected('uploadImage'),
    image: unexpected('image'),
    removeImage: unexpected('removeImage'),
    sharedImage: unexpected('sharedImage'),
    ...overrides,
  };
}
