import { asc, eq, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VocabItem } from '@/domain/resource/content';
import { ResourceImageResponse, ResourceResponse } from '@/infrastructure/api/resources';
import type { Resource, ResourceImage } from '@/infrastructure/api/resources';
import { resourceImages } from '../../../server/db/schema/resourceImages';
import type { TestApp } from '../support/harness';
import { bearer, createUser, tokenFor } from '../support/harness';
import type { FakeGenerator } from './support';
import { as, fakeGenerator, resourcesApp, sampleContent, sampleReport } from './support';

/*
 * Slide images follow their words (src/domain/media/imageSlots.ts). An image is stored on a
 * slot, the index of its word in content.vocabulary; when an edit or a rewrite changes the
 * vocabulary, each image moves to the slot its word has now, and goes with its word.
 */

/** A real 1×1 PNG; each image ends with its word, so the bytes served say whose picture it is. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Vocabulary of the uploaded text (support.ts SPANISH), each item in the sentence it is in. */
const ITEMS: Readonly<Record<string, VocabItem>> = {
  gato: { target: 'gato', native: 'cat', pos: 'noun', sentenceId: 1 },
  casa: { target: 'casa', native: 'house', pos: 'noun', sentenceId: 1 },
  niña: { target: 'niña', native: 'girl', pos: 'noun', sentenceId: 2 },
  manzana: { target: 'manzana', native: 'apple', pos: 'noun', sentenceId: 2 },
  sol: { target: 'sol', native: 'sun', pos: 'noun', sentenceId: 3 },
};

const vocabularyOf = (words: readonly string[]): VocabItem[] =>
  words.map((word) => {
    const item = ITEMS[word];
    if (item === undefined) throw new Error(`no vocabulary item ${word}`);
    return item;
  });

type Api = Awaited<ReturnType<typeof as>>;

let t: TestApp;
let generator: FakeGenerator;
let api: Api;
let token: string;
let resource: Resource;
/** The image of each word of the first vocabulary, by word. */
let images: Record<string, ResourceImage>;

beforeAll(async () => {
  generator = fakeGenerator();
  t = await resourcesApp(generator);
});
afterAll(() => t.close());

function resourceOf(body: unknown): Resource {
  const decoded = ResourceResponse.decode(body);
  if (E.isLeft(decoded)) throw new Error(`not a Resource: ${JSON.stringify(body)}`);
  return decoded.right.data;
}

/** Saves the resource's content with `words` as its vocabulary; fails the test unless 200. */
async function saveVocabulary(words: readonly string[], base = resource): Promise<Resource> {
  const response = await api.call('PUT', `/api/resources/${base.id}`, {
    content: { ...base.content, vocabulary: vocabularyOf(words) },
  });
  if (response.statusCode !== 200) throw new Error(`edit answered ${response.body}`);
  return resourceOf(response.json());
}

async function illustrate(word: string, slot: number): Promise<ResourceImage> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/resources/${resource.id}/images/${slot}`,
    headers: { ...bearer(token), 'content-type': 'image/png' },
    payload: Buffer.concat([PNG, Buffer.from(word)]),
  });
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.body}`);
  const decoded = ResourceImageResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error(`not a ResourceImage: ${response.body}`);
  return decoded.right.data;
}

const readImage = (id: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/resources/${resource.id}/images/${id}`,
    headers: bearer(token),
  });

async function current(): Promise<Resource> {
  return resourceOf((await api.call('GET', `/api/resources/${resource.id}`)).json());
}

/**
 * Each slide of the resource as the API shows it: the word at its slot and the word whose
 * picture the slot's image is (read from the bytes served), or null for a slide with no image.
 */
async function slides(): Promise<{ word: string; picture: string | null }[]> {
  const now = await current();
  const bySlot = new Map(now.images.map((image) => [image.slot, image]));
  // Every listed image is on a slide that exists.
  expect(now.images.every((image) => image.slot < now.content.vocabulary.length)).toBe(true);
  return Promise.all(
    now.content.vocabulary.map(async (item, slot) => {
      const image = bySlot.get(slot);
      if (image === undefined) return { word: item.target, picture: null };
      const served = await readImage(image.id);
      expect(served.statusCode).toBe(200);
      return { word: item.target, picture: served.rawPayload.subarray(PNG.length).toString() };
    }),
  );
}

/** The stored image rows, with the row version: any write to a row changes its xmin. */
function storedRows() {
  return t.db
    .select({
      id: resourceImages.id,
      slot: resourceImages.slot,
      version: sql<string>`xmin::text`,
    })
    .from(resourceImages)
    .where(eq(resourceImages.resourceId, resource.id))
    .orderBy(asc(resourceImages.slot));
}

beforeEach(async () => {
  const owner = await createUser(t.db, { role: 'public' });
  api = await as(t, owner);
  token = await tokenFor(t.app, owner);
  resource = await api.upload();
  resource = await saveVocabulary(['gato', 'casa', 'manzana']);
  images = {
    gato: await illustrate('gato', 0),
    casa: await illustrate('casa', 1),
    manzana: await illustrate('manzana', 2),
  };
});

describe('a content edit that changes the vocabulary', () => {
  it('deleting a word deletes its image and moves the later images up one slot', async () => {
    await saveVocabulary(['gato', 'manzana']);
    expect(await slides()).toEqual([
      { word: 'gato', picture: 'gato' },
      { word: 'manzana', picture: 'manzana' },
    ]);
    // The same images (ids name their bytes), on their new slots; the deleted word's is gone.
    expect((await current()).images).toEqual([
      { ...images.gato, slot: 0 },
      { ...images.manzana, slot: 1 },
    ]);
    expect((await readImage(images.casa?.id ?? 0)).statusCode).toBe(404);
    expect(await storedRows()).toHaveLength(2);
  });

  it('images follow their words when the words are reordered, swaps included', async () => {
    await saveVocabulary(['manzana', 'gato', 'casa']);
    expect(await slides()).toEqual([
      { word: 'manzana', picture: 'manzana' },
      { word: 'gato', picture: 'gato' },
      { word: 'casa', picture: 'casa' },
    ]);
    await saveVocabulary(['gato', 'manzana', 'casa']);
    expect(await slides()).toEqual([
      { word: 'gato', picture: 'gato' },
      { word: 'manzana', picture: 'manzana' },
      { word: 'casa', picture: 'casa' },
    ]);
    expect(await storedRows()).toHaveLength(3);
  });

  it('shortening the list deletes the images past its end, and GET no longer lists them', async () => {
    const shortened = await saveVocabulary(['gato']);
    // The edit's own answer already shows the images as they now are.
    expect(shortened.images).toEqual([images.gato]);
    expect((await current()).images).toEqual([images.gato]);
    expect(await slides()).toEqual([{ word: 'gato', picture: 'gato' }]);
    expect((await readImage(images.casa?.id ?? 0)).statusCode).toBe(404);
    expect((await readImage(images.manzana?.id ?? 0)).statusCode).toBe(404);
    expect(await storedRows()).toHaveLength(1);
  });

  it('words added around the illustrated ones leave a new word without a picture', async () => {
    await saveVocabulary(['sol', 'gato', 'niña', 'manzana', 'casa']);
    expect(await slides()).toEqual([
      { word: 'sol', picture: null },
      { word: 'gato', picture: 'gato' },
      { word: 'niña', picture: null },
      { word: 'manzana', picture: 'manzana' },
      { word: 'casa', picture: 'casa' },
    ]);
  });

  it('a content save that leaves the vocabulary unchanged touches no image', async () => {
    const before = await storedRows();
    const { content } = resource;
    // New translations of the words and of the title, but the same words in the same order.
    const retranslated = {
      ...content,
      title: { ...content.title, native: 'At home, again' },
      vocabulary: content.vocabulary.map((item) => ({ ...item, native: `${item.native}!` })),
    };
    const edited = await api.call('PUT', `/api/resources/${resource.id}`, {
      name: 'Renamed',
      content: retranslated,
    });
    expect(edited.statusCode).toBe(200);
    expect(resourceOf(edited.json()).content.vocabulary[0]?.native).toBe('cat!');
    expect(await storedRows()).toEqual(before);
    expect(await slides()).toEqual([
      { word: 'gato', picture: 'gato' },
      { word: 'casa', picture: 'casa' },
      { word: 'manzana', picture: 'manzana' },
    ]);
  });

  it('a refused edit moves no image', async () => {
    const before = await storedRows();
    const response = await api.call('PUT', `/api/resources/${resource.id}`, {
      content: { ...resource.content, vocabulary: [{ ...ITEMS.sol, sentenceId: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(await storedRows()).toEqual(before);
  });

  it('after a move, uploading to a slot replaces the image of the word now there', async () => {
    await saveVocabulary(['manzana', 'gato']);
    const replacement = await illustrate('manzana again', 0);
    expect(await slides()).toEqual([
      { word: 'manzana', picture: 'manzana again' },
      { word: 'gato', picture: 'gato' },
    ]);
    expect((await readImage(images.manzana?.id ?? 0)).statusCode).toBe(404);
    expect(replacement.slot).toBe(0);
  });
});

describe('a rewrite of the text', () => {
  it('moves the images with the new vocabulary and deletes those of words it dropped', async () => {
    generator.behaviour = (request) =>
      Promise.resolve(
        E.right({
          content: {
            ...sampleContent(request),
            vocabulary: vocabularyOf(['sol', 'manzana', 'niña', 'gato']),
          },
          report: sampleReport,
        }),
      );
    try {
      const response = await api.call('POST', `/api/resources/${resource.id}/rewrite`, {
        change: 'funny',
      });
      expect(response.statusCode).toBe(200);
      expect(resourceOf(response.json()).images).toEqual([
        { ...images.manzana, slot: 1 },
        { ...images.gato, slot: 3 },
      ]);
    } finally {
      generator.behaviour = fakeGenerator().behaviour;
    }
    expect(await slides()).toEqual([
      { word: 'sol', picture: null },
      { word: 'manzana', picture: 'manzana' },
      { word: 'niña', picture: null },
      { word: 'gato', picture: 'gato' },
    ]);
    expect((await readImage(images.casa?.id ?? 0)).statusCode).toBe(404);
  });

  it('a rewrite overtaken by an edit is not saved and moves no image: the edit’s moves stand', async () => {
    generator.behaviour = async (request) => {
      // The teacher saves a reordered vocabulary while the provider writes.
      t.clock.advance(1);
      await saveVocabulary(['manzana', 'gato', 'casa']);
      return E.right({
        content: { ...sampleContent(request), vocabulary: vocabularyOf(['gato']) },
        report: sampleReport,
      });
    };
    try {
      const response = await api.call('POST', `/api/resources/${resource.id}/rewrite`, {
        change: 'funny',
      });
      expect(response.statusCode).toBe(409);
    } finally {
      generator.behaviour = fakeGenerator().behaviour;
    }
    expect(await slides()).toEqual([
      { word: 'manzana', picture: 'manzana' },
      { word: 'gato', picture: 'gato' },
      { word: 'casa', picture: 'casa' },
    ]);
  });
});
