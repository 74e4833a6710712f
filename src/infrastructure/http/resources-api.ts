import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type {
  GenerationOutcome,
  LibraryQuery,
  ResourceGateway,
} from '@/application/resources/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  AudioTrackResponse,
  DeletedResponse,
  RewriteRequest,
  UploadResourceRequest,
  DeriveQuestionsRequest,
  DerivedQuestionsResponse,
  EXTERNAL_BYPASS_HEADER,
  EXTERNAL_BYPASS_VALUE,
  GenerateResourceRequest,
  GenerateResponse,
  GenerationJobResponse,
  NoStoryAnswer,
  ResourceImageResponse,
  ResourceListResponse,
  ResourceResponse,
  ResourceSummaryResponse,
  ResourceUpdateRequest,
  SHARED_RESOURCES_PATH,
  VisibilityRequest,
} from '@/infrastructure/api/resources';
import {
  TRANSLITERATION_SEGMENT,
  TransliterationResponse,
} from '@/infrastructure/api/transliteration';
import { isApiError } from './apiError';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST, SILENT_REQUEST } from './httpClient';

export const RESOURCES_PATH = '/resources';
export const GENERATE_PATH = '/resources/generate';
export const GENERATION_JOB_PATH = '/resources/generation';
export const UPLOAD_PATH = '/resources/upload';

const resourcePath = (id: number) => `${RESOURCES_PATH}/${encodeURIComponent(String(id))}`;
const sharedPath = (id: number) => `${SHARED_RESOURCES_PATH}/${encodeURIComponent(String(id))}`;
const trackPath = (base: string, trackId: number) =>
  `${base}/audio/${encodeURIComponent(String(trackId))}`;
const transliterationPath = (base: string, scheme: string) =>
  `${base}${TRANSLITERATION_SEGMENT}/${encodeURIComponent(scheme)}`;
const imagePath = (base: string, imageOrSlot: number) =>
  `${base}/images/${encodeURIComponent(String(imageOrSlot))}`;

/** A notifier that shows nothing: for calls whose failures the page alone reports. */
const QUIET: Notifier = { error: () => undefined, success: () => undefined };

/**
 * The external door's calls (spec §6 "called with an external-bypass header, so no login is
 * needed"). Silent: a missing or private resource is the page's own clear message, not a
 * toast. `parloReplay`: the HTTP client never refreshes on a 401 of a call so marked, and a
 * signed-out visitor must never be refreshed, signed out or sent to sign in by this page.
 */
const EXTERNAL_REQUEST: AxiosRequestConfig = {
  ...SILENT_REQUEST,
  parloReplay: true,
  headers: { [EXTERNAL_BYPASS_HEADER]: EXTERNAL_BYPASS_VALUE },
};

/** The query string of a library search: empty fields are left out, not sent blank. */
export function libraryParams(query: LibraryQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) {
    if (value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    params[key] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

/**
 * The ResourceGateway over the app's one axios instance (issue #4, `/api/resources`). Bodies
 * are encoded and every answer decoded with the contract's codecs shared with the server, so a
 * payload of the wrong shape is one clear error (`Unexpected response from …`), never a broken
 * page. Failures are the HTTP client's `ApiError` whose message is the server's `{ message }`
 * (the generator's 422 says what it could not do): a toast for reads, and for the writes a
 * form sends (IN_PLACE_REQUEST) the form's own alert alone, so one problem is said once.
 */
export function createResourcesApi(http: AxiosInstance, notifier: Notifier): ResourceGateway {
  const decode = <A, O>(
    codec: Parameters<typeof decodeResponse<A, O>>[0],
    data: unknown,
    path: string,
  ) => decodeResponse(codec, data, path, notifier);

  return {
    async generate(request) {
      const response = await http
        .post<unknown>(GENERATE_PATH, GenerateResourceRequest.encode(request), IN_PLACE_REQUEST)
        .catch((error: unknown) => {
          // The built-in generator's "no story on this subject" is an answer, not a failure.
          if (isApiError(error) && error.status === 422 && NoStoryAnswer.is(error.body))
            return { status: 422, data: error.body };
          throw error;
        });
      if (NoStoryAnswer.is(response.data)) {
        const { message, nearest, stories } = response.data;
        return { kind: 'noStory', message, nearest, stories } satisfies GenerationOutcome;
      }
      // 202: an AI provider is still writing; the answer is the job to poll.
      if (response.status === 202) {
        const job = decode(GenerationJobResponse, response.data, GENERATE_PATH).data;
        return { kind: 'pending', job } satisfies GenerationOutcome;
      }
      const { id, jobId, content, report } = decode(
        GenerateResponse,
        response.data,
        GENERATE_PATH,
      ).data;
      return { kind: 'done', id, jobId, content, report } satisfies GenerationOutcome;
    },

    async job(jobId) {
      const path = `${GENERATION_JOB_PATH}/${encodeURIComponent(jobId)}`;
      return decode(GenerationJobResponse, (await http.get<unknown>(path)).data, path).data;
    },

    async get(id) {
      const path = resourcePath(id);
      return decode(ResourceResponse, (await http.get<unknown>(path)).data, path).data;
    },

    async update(id, patch) {
      const path = resourcePath(id);
      const response = await http.put<unknown>(
        path,
        ResourceUpdateRequest.encode(patch),
        IN_PLACE_REQUEST,
      );
      return decode(ResourceResponse, response.data, path).data;
    },

    async deriveQuestions(id, types) {
      const path = `${resourcePath(id)}/questions`;
      const response = await http.post<unknown>(
        path,
        DeriveQuestionsRequest.encode({ types }),
        IN_PLACE_REQUEST,
      );
      return decode(DerivedQuestionsResponse, response.data, path).data;
    },

    async finish(id) {
      const path = `${resourcePath(id)}/finish`;
      const response = await http.post<unknown>(path, undefined, IN_PLACE_REQUEST);
      return decode(ResourceResponse, response.data, path).data;
    },

    async setVisibility(id, visibility) {
      const path = `${resourcePath(id)}/visibility`;
      const response = await http.patch<unknown>(path, VisibilityRequest.encode({ visibility }));
      return decode(ResourceSummaryResponse, response.data, path).data;
    },

    async remove(id) {
      const path = resourcePath(id);
      decode(DeletedResponse, (await http.delete<unknown>(path)).data, path);
    },

    async list(query) {
      const response = await http.get<unknown>(RESOURCES_PATH, { params: libraryParams(query) });
      const { data, total } = decode(ResourceListResponse, response.data, RESOURCES_PATH);
      return { items: data, total };
    },

    async upload(request) {
      const response = await http.post<unknown>(
        UPLOAD_PATH,
        UploadResourceRequest.encode(request),
        IN_PLACE_REQUEST,
      );
      return decode(ResourceResponse, response.data, UPLOAD_PATH).data;
    },

    async rewrite(id, change) {
      const path = `${resourcePath(id)}/rewrite`;
      const response = await http.post<unknown>(
        path,
        RewriteRequest.encode({ change }),
        IN_PLACE_REQUEST,
      );
      return decode(ResourceResponse, response.data, path).data;
    },

    async addAudio(id, track) {
      const path = `${resourcePath(id)}/audio`;
      // The bytes go as they are, with their own type; the server checks them.
      const response = await http.post<unknown>(path, track.data, {
        ...IN_PLACE_REQUEST,
        params: { kind: track.kind },
        headers: {
          'Content-Type': track.data.type || 'application/octet-stream',
          'X-File-Name': encodeURIComponent(track.fileName),
        },
      });
      return decode(AudioTrackResponse, response.data, path).data;
    },

    async audio(id, trackId) {
      const path = trackPath(resourcePath(id), trackId);
      const response = await http.get<Blob>(path, { responseType: 'blob' });
      return response.data;
    },

    async removeAudio(id, trackId) {
      const path = trackPath(resourcePath(id), trackId);
      decode(DeletedResponse, (await http.delete<unknown>(path, IN_PLACE_REQUEST)).data, path);
    },

    async readShared(id) {
      const path = sharedPath(id);
      const response = await http.get<unknown>(path, EXTERNAL_REQUEST);
      return decodeResponse(ResourceResponse, response.data, path, QUIET).data;
    },

    async sharedAudio(id, trackId) {
      const path = trackPath(sharedPath(id), trackId);
      // The bytes as an ArrayBuffer (a Buffer outside browsers), wrapped with their type: the
      // same Blob wherever the client runs.
      const response = await http.get<ArrayBuffer>(path, {
        ...EXTERNAL_REQUEST,
        responseType: 'arraybuffer',
      });
      const type: unknown = response.headers['content-type'];
      return new Blob([response.data], { type: typeof type === 'string' ? type : '' });
    },

    async transliteration(id, scheme) {
      const path = transliterationPath(resourcePath(id), scheme);
      const response = await http.get<unknown>(path, SILENT_REQUEST);
      return decodeResponse(TransliterationResponse, response.data, path, QUIET).data;
    },

    async sharedTransliteration(id, scheme) {
      const path = transliterationPath(sharedPath(id), scheme);
      const response = await http.get<unknown>(path, EXTERNAL_REQUEST);
      return decodeResponse(TransliterationResponse, response.data, path, QUIET).data;
    },

    async uploadImage(id, slot, file) {
      const path = imagePath(resourcePath(id), slot);
      // The bytes go as they are; the server decides the type from them, not from this header.
      const response = await http.post<unknown>(path, file, {
        ...IN_PLACE_REQUEST,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      });
      return decode(ResourceImageResponse, response.data, path).data;
    },

    async image(id, imageId) {
      const path = imagePath(resourcePath(id), imageId);
      const response = await http.get<Blob>(path, { responseType: 'blob' });
      return response.data;
    },

    async removeImage(id, imageId) {
      const path = imagePath(resourcePath(id), imageId);
      decode(DeletedResponse, (await http.delete<unknown>(path, IN_PLACE_REQUEST)).data, path);
    },

    async sharedImage(id, imageId) {
      const path = imagePath(sharedPath(id), imageId);
      // As sharedAudio: the same Blob wherever the client runs.
      const response = await http.get<ArrayBuffer>(path, {
        ...EXTERNAL_REQUEST,
        responseType: 'arraybuffer',
      });
      const type: unknown = response.headers['content-type'];
      return new Blob([response.data], { type: typeof type === 'string' ? type : '' });
    },
  };
}
