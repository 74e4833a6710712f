import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** `application/json` and the `+json` types (mime-db, which the plugin also asks, lacks some). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:\s*;|$)/i;

/**
 * Compresses the API's answers (brotli, else gzip, as the client accepts) from
 * COMPRESS_THRESHOLD_BYTES up, when their type is JSON or one mime-db calls compressible.
 * Register it in the `/api` scope only: the SPA's files are compressed at build
 * (server/http/plugins/spa.ts). The API's other answers, audio and images, are compressed
 * formats that mime-db marks so and go as stored; the access-token answers are plain text but
 * under the threshold, and hold no text an attacker chooses, which compression-size attacks
 * (BREACH) need. Request bodies are not decompressed: the SPA never compresses them, so
 * accepting that would only widen what the server has to parse.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: JSON_TYPE,
  });
}
