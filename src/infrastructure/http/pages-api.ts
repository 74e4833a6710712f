import type { AxiosInstance } from 'axios';
import type { PageGateway } from '@/application/pages/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  AdminPageListResponse,
  AdminPageResponse,
  PageCreateRequest,
  PageUpdateRequest,
  PublicPageResponse,
} from '@/contract/pages';
import { isApiError } from './apiError';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

const PUBLIC_PATH = '/pages';
const ADMIN_PATH = '/admin/pages';

/** A 404 is an answer here (no such page), not a failure. */
async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * Generic pages over the app's axios instance (issue #14). The calls are the pages' own
 * (IN_PLACE_REQUEST): the page says what went wrong, once.
 */
export function createPagesApi(http: AxiosInstance, notifier: Notifier): PageGateway {
  const slugPath = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;
  return {
    readPublished: (slug) =>
      orNull(async () => {
        const path = slugPath(PUBLIC_PATH, slug);
        const response = await http.get<unknown>(path, IN_PLACE_REQUEST);
        return decodeResponse(PublicPageResponse, response.data, path, notifier).data;
      }),
    async list() {
      const response = await http.get<unknown>(ADMIN_PATH, IN_PLACE_REQUEST);
      return decodeResponse(AdminPageListResponse, response.data, ADMIN_PATH, notifier).data;
    },
    read: (slug) =>
      orNull(async () => {
        const path = slugPath(ADMIN_PATH, slug);
        const response = await http.get<unknown>(path, IN_PLACE_REQUEST);
        return decodeResponse(AdminPageResponse, response.data, path, notifier).data;
      }),
    async create(request) {
      const response = await http.post<unknown>(
        ADMIN_PATH,
        PageCreateRequest.encode(request),
        IN_PLACE_REQUEST,
      );
      return decodeResponse(AdminPageResponse, response.data, ADMIN_PATH, notifier).data;
    },
    async update(slug, request) {
      const path = slugPath(ADMIN_PATH, slug);
      const response = await http.put<unknown>(
        path,
        PageUpdateRequest.encode(request),
        IN_PLACE_REQUEST,
      );
      return decodeResponse(AdminPageResponse, response.data, path, notifier).data;
    },
  };
}
