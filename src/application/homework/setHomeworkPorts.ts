import type { LanguageCode } from '@/domain/catalog/languages';
import type { Skill, Template } from '@/domain/homework/types';

/*
 * What setting homework needs from outside (issue #10). These types mirror the API contract
 * (src/infrastructure/api/homework.ts) field for field; the adapter decodes every answer with
 * the contract's codecs and the compiler checks that the decoded values fit here.
 */

/** A finished resource of the teacher's, as the page names it. */
export interface HomeworkResource {
  readonly id: number;
  readonly name: string;
  readonly language: { readonly target: LanguageCode; readonly native: LanguageCode };
  readonly levelKey: string;
  readonly updatedAt: string;
}

/** A task kind and whether the resource can give it. */
export interface HomeworkTaskOption {
  readonly kind: string;
  readonly skill: Skill;
  readonly template: Template;
  readonly available: boolean;
  readonly itemCount: number;
  /** Why the resource cannot give it; null when it can. */
  readonly reason: string | null;
}

/** One of the teacher's classrooms that are not archived. */
export interface HomeworkClassroomOption {
  readonly id: number;
  readonly name: string;
  readonly language: LanguageCode;
  readonly levelKey: string;
  readonly pupilCount: number;
}

/** GET /v1/homework-options. */
export interface HomeworkOptions {
  readonly resource: HomeworkResource;
  readonly tasks: readonly HomeworkTaskOption[];
  readonly classrooms: readonly HomeworkClassroomOption[];
}

export interface HomeworkResourcesQuery {
  readonly search?: string;
  /** 1-based. */
  readonly page?: number;
  readonly limit?: number;
}

export interface HomeworkResourcesPage {
  readonly items: readonly HomeworkResource[];
  readonly total: number;
}

/** POST /v1/homeworks. */
export interface CreateHomeworkRequest {
  readonly name: string;
  readonly resourceId: number;
  /** ISO 8601 instants. */
  readonly startsAt: string;
  readonly dueAt: string;
  readonly classroomIds: readonly number[];
  readonly tasks: readonly { readonly kind: string; readonly passMark: number }[];
}

/** What POST /v1/homeworks answers. */
export interface CreatedHomework {
  readonly id: number;
  readonly name: string;
  readonly resourceId: number;
  readonly startsAt: string;
  readonly dueAt: string;
  readonly tasks: readonly {
    readonly id: number;
    readonly identifier: string;
    readonly taskName: string;
    readonly passMark: number;
  }[];
  readonly classrooms: readonly { readonly id: number; readonly name: string }[];
  readonly pupilCount: number;
}

/** The server's homework-setting calls. Failures reject with an Error whose message is the server's. */
export interface HomeworkSettingGateway {
  options(resourceId: number): Promise<HomeworkOptions>;
  resources(query: HomeworkResourcesQuery): Promise<HomeworkResourcesPage>;
  create(request: CreateHomeworkRequest): Promise<CreatedHomework>;
}
