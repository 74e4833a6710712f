import type { AxiosInstance } from 'axios';
import type {
  GenerationOutcome,
  LibraryQuery,
  ResourceGateway,
} from '@/application/resources/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  DeletedResponse,
  DeriveQuestionsRequest,
  DerivedQuestionsResponse,
  GenerateResourceRequest,
  GenerateResponse,
  GenerationJobResponse,
  ResourceListResponse,
  ResourceResponse,
  ResourceSummaryResponse,
  ResourceUpdateRequest,
  VisibilityRequest,
} from '@/infrastructure/api/resources';
import { decodeResponse } from './decodeResponse';

export const RESOURCES_PATH = '/resources';
export const GENERATE_PATH = '/resources/generate';
export const GENERATION_JOB_PATH = '/resources/generation';

const resourcePath = (id: number) => `${RESOURCES_PATH}/${encodeURIComponent(String(id))}`;

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
 * (the generator's 422 says what it could not do), already shown as a toast.
 */
export function createResourcesApi(http: AxiosInstance, notifier: Notifier): ResourceGateway {
  const decode = <A, O>(
    codec: Parameters<typeof decodeResponse<A, O>>[0],
    data: unknown,
    path: string,
  ) => decodeResponse(codec, data, path, notifier);

  return {
    async generate(request) {
      const response = await http.post<unknown>(
        GENERATE_PATH,
        GenerateResourceRequest.encode(request),
      );
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
      const response = await http.put<unknown>(path, ResourceUpdateRequest.encode(patch));
      return decode(ResourceResponse, response.data, path).data;
    },

    async deriveQuestions(id, types) {
      const path = `${resourcePath(id)}/questions`;
      const response = await http.post<unknown>(path, DeriveQuestionsRequest.encode({ types }));
      return decode(DerivedQuestionsResponse, response.data, path).data;
    },

    async finish(id) {
      const path = `${resourcePath(id)}/finish`;
      return decode(ResourceResponse, (await http.post<unknown>(path)).data, path).data;
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
  };
}
