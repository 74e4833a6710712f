import { count, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { privilegesAll } from '@/domain/privileges/privileges';
import {
  IMAGE_MAX_BYTES,
  ResourceImageResponse,
  ResourceResponse,
} from '@/infrastructure/api/resources';
import type { Resource, ResourceImage } from '@/infrastructure/api/resources';
import { putResourceImage } from '../../../server/db/repositories/resourceImages';
import { resourceImages } from '../../../server/db/schema/resourceImages';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '@/domain/media/imageFormat';
import { as } from './support';

/*
 * Images of the vocabulary slides (spec: "vocab slides with images dropped onto them (stored
 * with the resource, upload privilege)"; "an image dropped onto a slide that is not an image or
 * is too large is refused with a message"). The bytes decide what an image is; whatever is
 * refused leaves nothing stored.
 */

/** A real 1×1 PNG (a red pixel). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A real picture of each stored type, drawn by sharp (beforeAll): 8×8, four colours. */
const real = {} as Record<'jpeg' | 'gif' | 'webp', Buffer>;
let JPEG: Buffer;

async function drawn(format: keyof typeof real): Promise<Buffer> {
  const pixels = Buffer.alloc(8 * 8 * 3);
  for (let i = 0; i < 64; i++) pixels.set([(i * 37) % 256, (i * 91) % 256, (i * 13) % 256], i * 3);
  return sharp(pixels, { raw: { width: 8, height: 8, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** An HTML page with a script, as an attacker would put behind an image's first bytes. */
const HTML = Buffer.from('<html><body><script>document.cookie</script></body></html>\n'.repeat(20));

const NOT_AN_IMAGE = 'That file is not an image. Use a PNG, JPEG, GIF or WebP picture.';
const TOO_LARGE = 'That image is larger than 5 MB. Make it smaller and try again.';
const NO_UPLOAD_PRIVILEGE = 'Your plan does not include Upload images. Upgrade to use it.';

let t: TestApp;
let owner: CreatedUser;
let api: Awaited<ReturnType<typeof as>>;
let resource: Resource;

beforeAll(async () => {
  t = await testApp();
  for (const format of ['jpeg', 'gif', 'webp'] as const) real[format] = await drawn(format);
  JPEG = real.jpeg;
});
afterAll(() => t.close());

/** An uploaded text given three vocabulary items, so slots 0–2 have a slide. */
async function resourceWithVocabulary(): Promise<Resource> {
  const uploaded = await api.upload();
  const vocabulary = [
    { target: 'gato', native: 'cat', pos: 'noun', sentenceId: 1 },
    { target: 'casa', native: 'house', pos: 'noun', sentenceId: 1 },
    { target: 'manzana', native: 'apple', pos: 'noun', sentenceId: 2 },
  ];
  const response = await api.call('PUT', `/api/resources/${uploaded.id}`, {
    content: { ...uploaded.content, vocabulary },
  });
  if (response.statusCode !== 200) throw new Error(`edit answered ${response.body}`);
  return response.json<{ data: Resource }>().data;
}

beforeEach(async () => {
  owner = await createUser(t.db, { role: 'public' });
  api = await as(t, owner);
  resource = await resourceWithVocabulary();
});

interface Sent {
  readonly as?: CreatedUser;
  readonly type?: string;
  readonly slot?: number | string;
  readonly resourceId?: number;
}

async function send(bytes: Buffer, sent: Sent = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/resources/${sent.resourceId ?? resource.id}/images/${sent.slot ?? 0}`,
    headers: {
      ...bearer(await tokenFor(t.app, sent.as ?? owner)),
      'content-type': sent.type ?? 'image/png',
    },
    payload: bytes,
  });
}

async function added(bytes: Buffer, sent: Sent = {}): Promise<ResourceImage> {
  const response = await send(bytes, sent);
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.body}`);
  const decoded = ResourceImageResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error(`not a ResourceImage: ${response.body}`);
  return decoded.right.data;
}

async function read(imageId: number, user: CreatedUser = owner, resourceId = resource.id) {
  return t.app.inject({
    method: 'GET',
    url: `/api/resources/${resourceId}/images/${imageId}`,
    headers: bearer(await tokenFor(t.app, user)),
  });
}

async function remove(imageId: number, user: CreatedUser = owner) {
  return (await as(t, user)).call('DELETE', `/api/resources/${resource.id}/images/${imageId}`);
}

async function current(id = resource.id): Promise<Resource> {
  const decoded = ResourceResponse.decode((await api.call('GET', `/api/resources/${id}`)).json());
  if (E.isLeft(decoded)) throw new Error('not a Resource');
  return decoded.right.data;
}

async function storedImages(resourceId = resource.id): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(resourceImages)
    .where(eq(resourceImages.resourceId, resourceId));
  return row?.n ?? 0;
}

/** Finished and PUBLIC: what the signed-out resource page may show. */
async function share(): Promise<void> {
  expect((await api.call('POST', `/api/resources/${resource.id}/finish`)).statusCode).toBe(200);
  const patched = await api.call('PATCH', `/api/resources/${resource.id}/visibility`, {
    visibility: 'PUBLIC',
  });
  expect(patched.statusCode).toBe(200);
}

const visit = (url: string, headers: Record<string, string> = { 'x-external-bypass': '1' }) =>
  t.app.inject({ method: 'GET', url, headers });

describe('POST /api/resources/:id/images/:slot', () => {
  it('stores a real PNG that comes back byte for byte, typed, inline and not sniffed', async () => {
    const image = await added(PNG, { slot: 1 });
    expect(image).toEqual({
      id: image.id,
      slot: 1,
      mimeType: 'image/png',
      byteLength: PNG.length,
    });

    const response = await read(image.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="image-${image.id}.png"; filename*=UTF-8''image-${image.id}.png`,
    );
    expect(response.headers['cache-control']).toMatch(/^private\b/);
    expect(response.headers['cache-control']).not.toMatch(/public/);
    expect(Buffer.compare(response.rawPayload, PNG)).toBe(0);

    expect((await current()).images).toEqual([image]);
  });

  it('a new image on a slot replaces the old one, under a new id', async () => {
    const first = await added(PNG, { slot: 0 });
    const other = await added(PNG, { slot: 2 });
    const second = await added(JPEG, { slot: 0, type: 'image/jpeg' });
    expect(second.id).not.toBe(first.id);
    expect((await read(first.id)).statusCode).toBe(404);
    expect(Buffer.compare((await read(second.id)).rawPayload, JPEG)).toBe(0);
    expect((await current()).images).toEqual([second, other]);
    expect(await storedImages()).toBe(2);
  });

  it('takes a JPEG, and lets the bytes decide the type whatever the browser declared', async () => {
    const jpeg = await added(JPEG, { slot: 0, type: 'image/jpeg' });
    expect(jpeg).toMatchObject({ mimeType: 'image/jpeg', byteLength: JPEG.length });
    expect((await read(jpeg.id)).headers['content-type']).toBe('image/jpeg');
    expect((await added(JPEG, { slot: 1, type: 'image/png' })).mimeType).toBe('image/jpeg');
    const undeclared = { slot: 2, type: 'application/octet-stream' };
    expect((await added(PNG, undeclared)).mimeType).toBe('image/png');
  });

  it('refuses a text file sent as image/png with 415 and the message, storing nothing', async () => {
    const response = await send(Buffer.from('Just a shopping list, not a picture.\n'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: NOT_AN_IMAGE });
    expect(await storedImages()).toBe(0);
    expect((await current()).images).toEqual([]);
  });

  it('refuses an SVG (it can carry script), a PDF and a text body with the same message', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>');
    for (const [bytes, type] of [
      [svg, 'image/svg+xml'],
      [Buffer.from('%PDF-1.7'), 'application/pdf'],
      [Buffer.from('hello'), 'text/plain'],
      [Buffer.from('{}'), 'application/json'],
    ] as const) {
      const response = await send(bytes, { type });
      expect({ type, status: response.statusCode }).toEqual({ type, status: 415 });
      expect(response.json()).toEqual({ message: NOT_AN_IMAGE });
    }
    expect(await storedImages()).toBe(0);
  });

  it('takes a real GIF and a real WebP as what they are', async () => {
    expect((await added(real.gif, { slot: 0, type: 'image/gif' })).mimeType).toBe('image/gif');
    expect((await added(real.webp, { slot: 1, type: 'image/webp' })).mimeType).toBe('image/webp');
  });

  it('refuses an image signature with anything else behind it (issue #9), storing nothing', async () => {
    const pngSignature = PNG.subarray(0, 8);
    const gifHeader = Buffer.from('GIF89a');
    const jpegStart = JPEG.subarray(0, 20);
    const webpHeader = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
    ]);
    // A real PNG's header chunk, then the page: it starts like a picture all the way to IHDR.
    const pngHead = PNG.subarray(0, 33);
    for (const head of [pngSignature, pngHead, gifHeader, jpegStart, webpHeader]) {
      const response = await send(Buffer.concat([head, HTML]), { slot: 0 });
      expect({ head: head.subarray(0, 4).toString('hex'), status: response.statusCode }).toEqual({
        head: head.subarray(0, 4).toString('hex'),
        status: 415,
      });
      expect(response.json()).toEqual({ message: NOT_AN_IMAGE });
    }
    expect(await storedImages()).toBe(0);
  });

  it('refuses a small file that unpacks to more pixels than the limit', async () => {
    const side = Math.ceil(Math.sqrt(IMAGE_MAX_PIXELS)) + 1;
    const bomb = await sharp({
      create: { width: side, height: side, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    const response = await send(bomb, { slot: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/more than 40 million pixels/);
    expect(await storedImages()).toBe(0);
  });

  it('refuses 6 MB with 413 and the message, storing nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024 - PNG.length)]);
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const response = await send(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_LARGE });
    expect(await storedImages()).toBe(0);
  });

  it('refuses an empty file with 400', async () => {
    const response = await send(Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'That file is empty.' });
  });

  it('refuses a slot that is not a vocabulary item of the resource, or not a whole number from 0, with 400', async () => {
    const beyond = await send(PNG, { slot: 3 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json<{ message: string }>().message).toMatch(/no vocabulary item 4/);
    for (const slot of [10_000, -1, 'one', 1.5]) {
      const response = await send(PNG, { slot });
      expect({ slot, status: response.statusCode }).toEqual({ slot, status: 400 });
      expect(response.json<{ message: string }>().message).toMatch(/^slot is not valid/);
    }
    expect(await storedImages()).toBe(0);
  });

  it('is for the owner only: another teacher gets 404, a pupil 403', async () => {
    const stranger = await createUser(t.db, { role: 'public' });
    const refused = await send(PNG, { as: stranger });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Not found.' });
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    expect((await send(PNG, { as: pupil })).statusCode).toBe(403);
    expect(await storedImages()).toBe(0);
  });

  it('needs the uploadImages privilege: without it 403 names the feature, not "forbidden"', async () => {
    const withoutIt = { ...privilegesAll(true), uploadImages: false };
    const limited = await createUser(t.db, { role: 'public', privileges: withoutIt });
    const limitedApi = await as(t, limited);
    const own = await limitedApi.upload();
    const response = await send(PNG, { as: limited, resourceId: own.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NO_UPLOAD_PRIVILEGE });
    expect(await storedImages(own.id)).toBe(0);

    // Seeing and removing an image already there needs no privilege (a plan that lost it).
    const [earlier] = await t.db
      .insert(resourceImages)
      .values({ resourceId: own.id, slot: 0, mimeType: 'image/png', bytes: PNG, byteLength: 1 })
      .returning({ id: resourceImages.id });
    const earlierUrl = `/api/resources/${own.id}/images/${earlier?.id ?? 0}`;
    expect((await limitedApi.call('GET', earlierUrl)).statusCode).toBe(200);
    expect((await limitedApi.call('DELETE', earlierUrl)).statusCode).toBe(200);

    // The privilege alone is enough: a plan with nothing else may still upload.
    const onlyImages = { ...privilegesAll(false), uploadImages: true };
    const uploader = await createUser(t.db, { role: 'public', privileges: onlyImages });
    const uploaderApi = await as(t, uploader);
    const theirs = await uploaderApi.upload();
    const pastTheList = theirs.content.vocabulary.length;
    const allowed = await send(PNG, { as: uploader, resourceId: theirs.id, slot: pastTheList });
    // Past the privilege check: the slot after the uploaded text's last vocabulary item has none.
    expect(allowed.statusCode).toBe(400);
  });
});

describe('GET and DELETE /api/resources/:id/images/:imageId', () => {
  it('another teacher cannot read a private resource’s image, but can once it is shared', async () => {
    const image = await added(PNG);
    const other = await createUser(t.db, { role: 'public' });
    expect((await read(image.id, other)).statusCode).toBe(404);
    await share();
    const shared = await read(image.id, other);
    expect(shared.statusCode).toBe(200);
    expect(Buffer.compare(shared.rawPayload, PNG)).toBe(0);
  });

  it('only the owner deletes: then it is gone from the resource and cannot be read', async () => {
    const kept = await added(PNG, { slot: 0 });
    const gone = await added(JPEG, { slot: 1 });
    await share();
    const other = await createUser(t.db, { role: 'public' });
    expect((await remove(gone.id, other)).statusCode).toBe(404);
    expect(await storedImages()).toBe(2);

    const response = await remove(gone.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: gone.id, deleted: true } });
    expect((await read(gone.id)).statusCode).toBe(404);
    expect((await current()).images).toEqual([kept]);
    expect((await remove(gone.id)).statusCode).toBe(404);
  });

  it('an image is only found under its own resource', async () => {
    const image = await added(PNG);
    const otherResource = await api.upload({ name: 'Another text' });
    expect((await read(image.id, owner, otherResource.id)).statusCode).toBe(404);
    const removal = await api.call(
      'DELETE',
      `/api/resources/${otherResource.id}/images/${image.id}`,
    );
    expect(removal.statusCode).toBe(404);
    expect(await storedImages()).toBe(1);
  });

  it('deleting the resource deletes its images', async () => {
    await added(PNG);
    expect((await api.call('DELETE', `/api/resources/${resource.id}`)).statusCode).toBe(200);
    expect(await storedImages()).toBe(0);
  });
});

describe('GET /api/shared/resources/:id/images/:imageId', () => {
  it('serves a PUBLIC, finished resource’s image to a visitor with the bypass header', async () => {
    const image = await added(PNG);
    const url = `/api/shared/resources/${resource.id}/images/${image.id}`;
    expect((await visit(url)).statusCode).toBe(404);

    await share();
    const response = await visit(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(Buffer.compare(response.rawPayload, PNG)).toBe(0);

    expect((await visit(url, {})).statusCode).toBe(400);
    const page = await visit(`/api/shared/resources/${resource.id}`);
    expect(page.json<{ data: Resource }>().data.images).toEqual([image]);
  });

  it('answers 404 once the resource is private again', async () => {
    const image = await added(PNG);
    await share();
    await api.call('PATCH', `/api/resources/${resource.id}/visibility`, {
      visibility: 'PRIVATE',
    });
    const response = await visit(`/api/shared/resources/${resource.id}/images/${image.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('the image store', () => {
  it('keeps at most `max` images, but a slot that holds one may always be replaced', async () => {
    const values = (slot: number) => ({
      resourceId: resource.id,
      slot,
      mimeType: 'image/png' as const,
      bytes: PNG,
      byteLength: PNG.length,
      createdAt: t.clock.now(),
    });
    expect(typeof (await putResourceImage(t.db, values(0), 1))).toBe('object');
    expect(await putResourceImage(t.db, values(1), 1)).toBe('full');
    expect(typeof (await putResourceImage(t.db, values(0), 1))).toBe('object');
    expect(await putResourceImage(t.db, values(3), 60)).toBe('no-such-slot');
    expect(await putResourceImage(t.db, { ...values(0), resourceId: 999_999 }, 60)).toBe('missing');
    expect(await storedImages()).toBe(1);
  });

  it('two uploads to one slot at once leave one image', async () => {
    const answers = await Promise.all([send(PNG), send(JPEG, { type: 'image/jpeg' })]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(await storedImages()).toBe(1);
  });
});
