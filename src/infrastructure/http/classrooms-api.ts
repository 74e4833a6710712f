import type { AxiosInstance } from 'axios';
import type { ClassroomGateway, PupilAccessGateway } from '@/application/classrooms/ports';
import type { Notifier } from '@/application/shared/ports';
import {
  AddPupilsRequest,
  AddPupilsResponse,
  ClassroomDetailResponse,
  ClassroomListResponse,
  ClassroomResponse,
  CreateClassroomRequest,
  KeepPupilsRequest,
  LoginCardResponse,
  PupilAccessResponse,
  MovePupilRequest,
  PupilListResponse,
  PupilResponse,
  RemovedPupilResponse,
  UpdateClassroomRequest,
} from '@/infrastructure/api/classrooms';
import { decodeResponse } from './decodeResponse';
import { IN_PLACE_REQUEST } from './httpClient';

export const CLASSROOMS_PATH = '/v1/classrooms';
export const PUPILS_PATH = '/v1/pupils';
export const PUPIL_ACCESS_PATH = '/v1/pupil-access';

const classroomPath = (id: number) => `${CLASSROOMS_PATH}/${encodeURIComponent(String(id))}`;
const pupilPath = (id: number) => `${PUPILS_PATH}/${encodeURIComponent(String(id))}`;

/**
 * The ClassroomGateway over the app's one axios instance (issue #10, `/api/v1`). Every answer
 * is decoded with the contract's codecs shared with the server. Reads report a failure with a
 * toast; the writes a page sends (IN_PLACE_REQUEST) let the page's own alert say it, so one
 * problem is said once.
 */
export function createClassroomsApi(
  http: AxiosInstance,
  notifier: Notifier,
): ClassroomGateway & PupilAccessGateway {
  const decode = <A, O>(
    codec: Parameters<typeof decodeResponse<A, O>>[0],
    data: unknown,
    path: string,
  ) => decodeResponse(codec, data, path, notifier);

  return {
    async list({ page, limit, archived }) {
      const response = await http.get<unknown>(CLASSROOMS_PATH, {
        params: { page, limit, ...(archived ? { archived: 'true' } : {}) },
      });
      const [items, total] = decode(ClassroomListResponse, response.data, CLASSROOMS_PATH).data;
      return { items, total };
    },

    async create(fields) {
      const response = await http.post<unknown>(
        CLASSROOMS_PATH,
        CreateClassroomRequest.encode(fields),
        IN_PLACE_REQUEST,
      );
      return decode(ClassroomResponse, response.data, CLASSROOMS_PATH).data;
    },

    async get(id) {
      const path = classroomPath(id);
      return decode(ClassroomDetailResponse, (await http.get<unknown>(path)).data, path).data;
    },

    async update(id, change) {
      const path = classroomPath(id);
      const response = await http.patch<unknown>(
        path,
        UpdateClassroomRequest.encode(change),
        IN_PLACE_REQUEST,
      );
      return decode(ClassroomResponse, response.data, path).data;
    },

    async pupils(classroomId, { page, limit }) {
      const path = `${classroomPath(classroomId)}/pupils`;
      const response = await http.get<unknown>(path, { params: { page, limit } });
      const [items, total] = decode(PupilListResponse, response.data, path).data;
      return { items, total };
    },

    async addPupils(classroomId, lines) {
      const path = `${classroomPath(classroomId)}/pupils`;
      const response = await http.post<unknown>(
        path,
        AddPupilsRequest.encode({ names: lines }),
        IN_PLACE_REQUEST,
      );
      return decode(AddPupilsResponse, response.data, path).data;
    },

    async resetPassword(pupilId) {
      const path = `${pupilPath(pupilId)}/password`;
      const response = await http.post<unknown>(path, undefined, IN_PLACE_REQUEST);
      return decode(LoginCardResponse, response.data, path).data;
    },

    async movePupil(pupilId, classroomId) {
      const path = pupilPath(pupilId);
      const response = await http.patch<unknown>(
        path,
        MovePupilRequest.encode({ classroomId }),
        IN_PLACE_REQUEST,
      );
      return decode(PupilResponse, response.data, path).data;
    },

    async removePupil(pupilId) {
      const path = pupilPath(pupilId);
      const response = await http.delete<unknown>(path, IN_PLACE_REQUEST);
      const { submissionsDeleted } = decode(RemovedPupilResponse, response.data, path).data;
      return { submissionsDeleted };
    },

    async pupilAccess() {
      const response = await http.get<unknown>(PUPIL_ACCESS_PATH);
      return decode(PupilAccessResponse, response.data, PUPIL_ACCESS_PATH).data;
    },

    async keepPupils(pupilIds) {
      const response = await http.put<unknown>(
        PUPIL_ACCESS_PATH,
        KeepPupilsRequest.encode({ keep: pupilIds }),
        IN_PLACE_REQUEST,
      );
      return decode(PupilAccessResponse, response.data, PUPIL_ACCESS_PATH).data;
    },
  };
}
