import type { LanguageCode } from '@/domain/catalog/languages';
import type { QuestionType } from '@/domain/catalog/questionTypes';
import type { Skill, Template } from '@/domain/homework/types';
import type { Marking } from '@/domain/questions/answers';

/*
 * What the teacher's homework results need from outside (issue #10). These types mirror the
 * API contract (src/infrastructure/api/homeworkResults.ts) in application terms; the adapter
 * decodes every answer with the contract's codecs and the compiler checks the fit.
 */

/** GET /v1/homeworks-by-class query (spec §7); fields left out are not sent. */
export interface HomeworksByClassQuery {
  readonly page: number;
  readonly limit: number;
  readonly language?: LanguageCode;
  readonly year?: string;
  readonly classroomId?: number;
  readonly showActive?: boolean;
  readonly search?: string;
}

/** One homework in one class, with that class's figures. */
export interface HomeworkByClass {
  readonly homeworkId: number;
  readonly homeworkName: string;
  readonly classroomId: number;
  readonly classroomName: string;
  readonly language: string;
  readonly academicYear: string | null;
  readonly startsAt: string;
  readonly dueAt: string;
  readonly completed: boolean;
  readonly taskCount: number;
  readonly pupilsFinished: number;
  readonly pupilsTotal: number;
  readonly averageScore: number | null;
}

export interface HomeworksByClassPage {
  readonly items: readonly HomeworkByClass[];
  readonly total: number;
}

/** An attempt as the class table holds it (spec §3 `pupilTasks`). */
export interface ClassAttempt {
  readonly id: number;
  readonly task: { readonly id: number };
  readonly testPassed: boolean;
  readonly scorePercentage: number;
  readonly createdAt: string;
}

export interface ClassResultTask {
  readonly id: number;
  readonly taskName: string;
  readonly skill: Skill;
  readonly template: Template;
  readonly passMark: number;
}

/** A class's results for one homework: the first element of the server's list. */
export interface ClassResult {
  readonly homework: {
    readonly id: number;
    readonly name: string;
    readonly startsAt: string;
    readonly dueAt: string;
    readonly completed: boolean;
  };
  readonly classroom: { readonly id: number; readonly name: string };
  readonly tasks: readonly ClassResultTask[];
  readonly pupils: readonly {
    readonly pupilHomeworkId: number;
    readonly pupilId: number;
    readonly name: string;
    readonly userName: string;
    readonly pupilTasks: readonly ClassAttempt[];
  }[];
}

/** One attempt, question by question. */
export interface AttemptDetail {
  readonly id: number;
  readonly pupil: { readonly id: number; readonly name: string };
  readonly task: ClassResultTask & { readonly format: QuestionType };
  readonly testPassed: boolean;
  readonly scorePercentage: number;
  readonly createdAt: string;
  readonly items: readonly {
    readonly prompt: string;
    readonly given: readonly string[];
    readonly expected: readonly string[];
    readonly marking: Marking;
    /** What the pupil should look at again; null when the item was right. */
    readonly lookAgain: string | null;
  }[];
}

export interface HomeworkResultsGateway {
  byClass(query: HomeworksByClassQuery): Promise<HomeworksByClassPage>;
  /** The class's results, or null when the server has none for that class and homework. */
  classResult(classId: number, homeworkId: number): Promise<ClassResult | null>;
  attempt(id: number): Promise<AttemptDetail>;
}

/** Hands a file to the user (a download in the browser). */
export interface FileSaver {
  save(file: { readonly name: string; readonly type: string; readonly text: string }): void;
}
