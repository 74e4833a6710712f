import type { AxiosInstance } from 'axios';
import type { HomeworkSettingGateway } from '@/application/homework/setHomeworkPorts';
import type { Notifier } from '@/application/shared/ports';
import {
  CreatedHomeworkResponse,
  CreateHomeworkRequest,
  HOMEWORK_OPTIONS_PATH,
  HOMEWORK_RESOURCES_PATH,
  HOMEWORKS_PATH,
  HomeworkOptionsResponse,
  HomeworkResourcesResponse,
} from '@/infrastructure/api/homework';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';
import { libraryParams } from './resources-api';

/**
 * The HomeworkSettingGateway over the app's one axios instance (issue #10, setting homework).
 * Every answer is decoded with the contract's codecs shared with the server. The page shows
 * the options' and the form's failures in place (a resource that is not the teacher's or not
 * finished, a refused homework), so those calls raise no toast of their own.
 */
export function createHomeworkSettingApi(
  http: AxiosInstance,
  notifier: Notifier,
): HomeworkSettingGateway {
  return {
    async options(resourceId) {
      const response = await http.get<unknown>(HOMEWORK_OPTIONS_PATH, {
        ...IN_PLACE_REQUEST,
        params: { resourceId },
      });
      return decodeResponse(HomeworkOptionsResponse, response.data, HOMEWORK_OPTIONS_PATH, notifier)
        .data;
    },

    async resources(query) {
      const response = await http.get<unknown>(HOMEWORK_RESOURCES_PATH, {
        params: libraryParams(query),
      });
      const { data, total } = decodeResponse(
        HomeworkResourcesResponse,
        response.data,
        HOMEWORK_RESOURCES_PATH,
        notifier,
      );
      return { items: data, total };
    },

    async create(request) {
      const response = await http.post<unknown>(
        HOMEWORKS_PATH,
        CreateHomeworkRequest.encode(request),
        IN_PLACE_REQUEST,
      );
      return decodeResponse(CreatedHomeworkResponse, response.data, HOMEWORKS_PATH, notifier).data;
    },
  };
}
