import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUDIO_MAX_BYTES,
  AudioTrackResponse,
  ResourceResponse,
} from '@/infrastructure/api/resources';
import type { AudioTrack, Resource } from '@/infrastructure/api/resources';
import { resourceAudio } from '../../../server/db/schema/resources';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { as } from './support';

/*
 * Audio tracks (spec §9 "Voice options": record, upload MP3) and the speech setting: the bytes
 * go in as sent and come back byte for byte; anything that is not the audio it claims to be is
 * refused with words a teacher understands, and nothing is stored.
 */

/**
 * A real, minimal MP3: an ID3v2.3 tag with no frames, then three MPEG-1 Layer III frames
 * (128 kbit/s, 44.1 kHz, no padding: 417 bytes each) of silence.
 */
function minimalMp3(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, frame, frame, frame]);
}

/** The PNG signature and an IHDR chunk's start: a picture, whatever its name says. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

/**
 * The start of a WebM recording as MediaRecorder writes it: the EBML header (version 1, DocType
 * "webm"), then a Segment of unknown size.
 */
const WEBM = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex'),
  Buffer.from('18538067', 'hex'),
  Buffer.from('01ffffffffffffff', 'hex'),
  Buffer.alloc(40),
]);

/** A real MP3 made by LAME 3.100 (0.4 s of a 440 Hz tone, MPEG-2 Layer III, ID3v2 tag). */
const LAME_MP3 = readFileSync(new URL('./fixtures/tone.mp3', import.meta.url));

/** An HTML page with a script, as an attacker would put behind an MP3's first bytes. */
const HTML = Buffer.from('<html><body><script>document.cookie</script></body></html>\n'.repeat(20));

let t: TestApp;
let owner: CreatedUser;
let api: Awaited<ReturnType<typeof as>>;
let resource: Resource;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

beforeEach(async () => {
  owner = await createUser(t.db, { role: 'public' });
  api = await as(t, owner);
  resource = await api.upload();
});

interface Sent {
  readonly as?: CreatedUser;
  readonly kind?: string;
  readonly type?: string;
  readonly name?: string;
  readonly resourceId?: number;
}

async function send(bytes: Buffer, sent: Sent = {}): Promise<LightMyRequestResponse> {
  const user = sent.as ?? owner;
  return t.app.inject({
    method: 'POST',
    url: `/api/resources/${sent.resourceId ?? resource.id}/audio?kind=${sent.kind ?? 'upload'}`,
    headers: {
      ...bearer(await tokenFor(t.app, user)),
      'content-type': sent.type ?? 'audio/mpeg',
      ...(sent.name === undefined ? {} : { 'x-file-name': encodeURIComponent(sent.name) }),
    },
    payload: bytes,
  });
}

async function added(bytes: Buffer, sent: Sent = {}): Promise<AudioTrack> {
  const response = await send(bytes, sent);
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.body}`);
  const decoded = AudioTrackResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error(`not an AudioTrack: ${response.body}`);
  return decoded.right.data;
}

async function read(trackId: number, user: CreatedUser = owner, resourceId = resource.id) {
  return t.app.inject({
    method: 'GET',
    url: `/api/resources/${resourceId}/audio/${trackId}`,
    headers: bearer(await tokenFor(t.app, user)),
  });
}

async function current(id = resource.id): Promise<Resource> {
  const decoded = ResourceResponse.decode((await api.call('GET', `/api/resources/${id}`)).json());
  if (E.isLeft(decoded)) throw new Error('not a Resource');
  return decoded.right.data;
}

async function storedTracks(): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(resourceAudio)
    .where(eq(resourceAudio.resourceId, resource.id));
  return row?.n ?? 0;
}

describe('POST /api/resources/:id/audio', () => {
  it('stores an MP3 upload that comes back byte for byte with its type and name', async () => {
    const mp3 = minimalMp3();
    const track = await added(mp3, { name: 'Lección 1 "intro".mp3' });
    expect(track).toMatchObject({
      kind: 'upload',
      mimeType: 'audio/mpeg',
      bytes: mp3.length,
      fileName: 'Lección 1 intro.mp3',
      createdAt: t.clock.now().toISOString(),
    });

    const response = await read(track.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toBe('private');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Lecci_n 1 intro.mp3"; filename*=UTF-8''Lecci%C3%B3n%201%20intro.mp3`,
    );
    expect(Buffer.compare(response.rawPayload, mp3)).toBe(0);

    expect((await current()).audio).toEqual([track]);
  });

  it('stores a browser recording under its bare type and a made-up name', async () => {
    const track = await added(WEBM, { kind: 'recording', type: 'audio/webm;codecs=opus' });
    expect(track.mimeType).toBe('audio/webm');
    expect(track.fileName).toMatch(/^recording-2026-03-02-09-00-00\.webm$/);
    const response = await read(track.id);
    expect(response.headers['content-type']).toBe('audio/webm');
    expect(Buffer.compare(response.rawPayload, WEBM)).toBe(0);
  });

  it('reads other names of a type, and lets the bytes decide when no type was given', async () => {
    expect((await added(minimalMp3(), { type: 'audio/mp3' })).mimeType).toBe('audio/mpeg');
    const undeclared = { kind: 'recording', type: 'application/octet-stream' };
    expect((await added(WEBM, undeclared)).mimeType).toBe('audio/webm');
    const picture = await send(PNG, undeclared);
    expect(picture.statusCode).toBe(415);
    expect(picture.json<{ message: string }>().message).toMatch(/^That file is not audio/);
    expect(await storedTracks()).toBe(2);
  });

  it('lists the tracks oldest first', async () => {
    const first = await added(minimalMp3(), { name: 'one.mp3' });
    t.clock.advance(1);
    const second = await added(WEBM, { kind: 'recording', type: 'audio/webm' });
    expect((await current()).audio.map((track) => track.id)).toEqual([first.id, second.id]);
  });

  it('refuses a PNG sent as an MP3 with 415 and stores nothing', async () => {
    const response = await send(PNG, { name: 'photo.mp3' });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/^That file is not an MP3/);
    expect(await storedTracks()).toBe(0);
    expect((await current()).audio).toEqual([]);
  });

  it('stores a real MP3 made by an encoder', async () => {
    const track = await added(LAME_MP3, { name: 'tone.mp3' });
    expect(track).toMatchObject({ mimeType: 'audio/mpeg', bytes: LAME_MP3.length });
  });

  it('refuses an ID3 tag or one frame header with anything else behind it (issue #9)', async () => {
    const mp3 = minimalMp3();
    const id3 = mp3.subarray(0, 10);
    const oneFrameHeader = mp3.subarray(0, 14);
    for (const head of [id3, oneFrameHeader, mp3.subarray(10, 10 + 417)]) {
      for (const sent of [{}, { type: 'application/octet-stream' }]) {
        const response = await send(Buffer.concat([head, HTML]), { name: 'song.mp3', ...sent });
        expect(response.statusCode).toBe(415);
        expect(response.json<{ message: string }>().message).toMatch(/^That file is not an MP3/);
      }
    }
    expect(await storedTracks()).toBe(0);
  });

  it('refuses a recording whose bytes are not of the type it claims', async () => {
    const response = await send(minimalMp3(), { kind: 'recording', type: 'audio/ogg' });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/^That file is not Ogg audio/);
    expect(await storedTracks()).toBe(0);
  });

  it('takes only MP3 as an upload (spec §9 "upload MP3")', async () => {
    const response = await send(WEBM, { kind: 'upload', type: 'audio/webm' });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/MP3/);
    expect(await storedTracks()).toBe(0);
  });

  it('refuses a type that is not audio, naming the types it takes', async () => {
    const response = await send(PNG, { type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/audio\/mpeg, audio\/webm/);
    const json = await send(Buffer.from('{}'), { type: 'application/json' });
    expect(json.statusCode).toBe(415);
    // Other body errors still get the central handler's answer.
    const broken = await send(Buffer.from('{'), { type: 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect(await storedTracks()).toBe(0);
  });

  it('refuses a file over the limit with 413 giving the limit in MB', async () => {
    const big = Buffer.concat([minimalMp3(), Buffer.alloc(AUDIO_MAX_BYTES)]);
    const response = await send(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'That audio file is too large: a track can be at most 10 MB.',
    });
    expect(await storedTracks()).toBe(0);
  });

  it('keeps the JSON routes at their own, smaller body limit', async () => {
    const response = await api.call('PUT', `/api/resources/${resource.id}`, {
      name: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses an empty file with 400', async () => {
    const response = await send(Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'That audio file is empty.' });
  });

  it('refuses an 11th track with 400 and keeps the 10', async () => {
    for (let i = 0; i < 10; i += 1) await added(minimalMp3(), { name: `${i}.mp3` });
    const response = await send(minimalMp3());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'A resource can have at most 10 audio tracks. Delete one to add another.',
    );
    expect(await storedTracks()).toBe(10);
  });

  it('refuses a missing or unknown kind with 400', async () => {
    const response = await send(minimalMp3(), { kind: 'song' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^kind is not valid/);
  });

  it('is for the owner only: another teacher gets 404, a pupil 403', async () => {
    const other = await createUser(t.db, { role: 'public' });
    expect((await send(minimalMp3(), { as: other })).statusCode).toBe(404);
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    expect((await send(minimalMp3(), { as: pupil })).statusCode).toBe(403);
    expect(await storedTracks()).toBe(0);
  });
});

describe('GET and DELETE /api/resources/:id/audio/:trackId', () => {
  it('another teacher cannot read a private resource’s track, but can once it is shared', async () => {
    const track = await added(minimalMp3());
    const other = await createUser(t.db, { role: 'public' });
    const hidden = await read(track.id, other);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Not found.' });

    await api.call('POST', `/api/resources/${resource.id}/finish`, {});
    await api.call('PATCH', `/api/resources/${resource.id}/visibility`, { visibility: 'PUBLIC' });
    const shared = await read(track.id, other);
    expect(shared.statusCode).toBe(200);
    expect(Buffer.compare(shared.rawPayload, minimalMp3())).toBe(0);

    // Reading is not changing: the other teacher still cannot delete it.
    const removal = await (
      await as(t, other)
    ).call('DELETE', `/api/resources/${resource.id}/audio/${track.id}`);
    expect(removal.statusCode).toBe(404);
    expect(await storedTracks()).toBe(1);
  });

  it('a pupil cannot read a track', async () => {
    const track = await added(minimalMp3());
    const pupil = await createUser(t.db, { role: 'PUPIL' });
    expect((await read(track.id, pupil)).statusCode).toBe(403);
  });

  it('the owner deletes a track: it is gone from the resource and cannot be read', async () => {
    const kept = await added(minimalMp3(), { name: 'kept.mp3' });
    const gone = await added(minimalMp3(), { name: 'gone.mp3' });
    const response = await api.call('DELETE', `/api/resources/${resource.id}/audio/${gone.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: gone.id, deleted: true } });
    expect((await read(gone.id)).statusCode).toBe(404);
    expect((await current()).audio).toEqual([kept]);
    const again = await api.call('DELETE', `/api/resources/${resource.id}/audio/${gone.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('a track is only found under its own resource', async () => {
    const track = await added(minimalMp3());
    const otherResource = await api.upload({ name: 'Another text' });
    expect((await read(track.id, owner, otherResource.id)).statusCode).toBe(404);
    const removal = await api.call(
      'DELETE',
      `/api/resources/${otherResource.id}/audio/${track.id}`,
    );
    expect(removal.statusCode).toBe(404);
    expect(await storedTracks()).toBe(1);
  });

  it('deleting the resource deletes its tracks', async () => {
    await added(minimalMp3());
    expect((await api.call('DELETE', `/api/resources/${resource.id}`)).statusCode).toBe(200);
    expect(await storedTracks()).toBe(0);
  });
});

describe('the speech setting', () => {
  it('is saved by PUT, shown by GET, and cleared by null', async () => {
    expect((await current()).speech).toBeNull();
    const speech = { voiceName: 'Mónica', rate: 0.8 };
    const saved = await api.call('PUT', `/api/resources/${resource.id}`, { speech });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: Resource }>().data.speech).toEqual(speech);
    expect((await current()).speech).toEqual(speech);

    // Other edits leave it as it is.
    await api.call('PUT', `/api/resources/${resource.id}`, { name: 'Renamed' });
    expect((await current()).speech).toEqual(speech);

    const cleared = await api.call('PUT', `/api/resources/${resource.id}`, { speech: null });
    expect(cleared.statusCode).toBe(200);
    expect((await current()).speech).toBeNull();
  });

  it('refuses a rate outside 0.5–2 with 400', async () => {
    const response = await api.call('PUT', `/api/resources/${resource.id}`, {
      speech: { voiceName: null, rate: 3 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^speech/);
    expect((await current()).speech).toBeNull();
  });
});
