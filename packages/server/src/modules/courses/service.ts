import {
  defaultCourse,
  isRecurringDueDate,
  type Course,
  type CourseCreateBody,
  type CourseListQuery,
  type CourseListResponse,
  type CourseUpdateBody,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { HttpError } from '../../http-error.ts';
import { assembleCourse, assembleMiniCourse, courseRowValues, noLessons } from './course-assembly.ts';
import { changeCourse, readCourse } from './course-writes.ts';
import { savePreconditionOf } from '../../save-precondition.ts';
import { assertRecurringCertification } from '../account/switches.ts';
import { countCourses, insertCourse, listCourseSummaries } from './repo.ts';
import { assertCollectionOfAccount } from '../course-collections/service.ts';
import { assertCertificateLayoutAllowed } from '../certificates/layout-plan.ts';

export function createCourseService({ db, clock }: AppContext) {
  return {
    async list(user: SignedInUser, query: CourseListQuery): Promise<CourseListResponse> {
      const rows = await listCourseSummaries(db, user.accountId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      // A page past the end has no row to carry the total, so only then is it counted apart.
      const totalCount = rows[0]?.totalCount ?? (query.page > 1 ? await countCourses(db, user.accountId) : 0);
      return { items: rows.map(assembleMiniCourse), totalCount, currentPage: query.page, pageSize: query.pageSize };
    },

    /** Another account's course answers 404, exactly like a course that does not exist. */
    get(user: SignedInUser, courseId: string): Promise<Course> {
      return readCourse(db, user, courseId);
    },

    /** Spec §7 POST /api/courses: a Draft course with the spec defaults and the given fields. */
    async create(user: SignedInUser, body: CourseCreateBody): Promise<Course> {
      await assertCollectionOfAccount(db, user.accountId, body.collectionId);
      const now = clock();
      const course = defaultCourse({
        title: body.title,
        description: body.description,
        brandingImage: body.brandingImage,
        libraryImage: body.libraryImage,
        creationType: body.creationType,
        ...(body.collectionId == null ? {} : { collectionId: body.collectionId }),
      });
      const row = await insertCourse(db, { accountId: user.accountId, ...courseRowValues(course), createdAt: now, modifiedAt: now });
      return assembleCourse(row, noLessons, user);
    },

    /**
     * Spec §7 PUT /api/courses/{courseId}: the given course data merged over the stored course, from the
     * version the body or If-Match names (save-precondition.ts).
     */
    async update(user: SignedInUser, courseId: string, body: CourseUpdateBody, ifMatch?: string | string[]): Promise<Course> {
      const { version, collectionId, ...fields } = body;
      await assertCollectionOfAccount(db, user.accountId, collectionId);
      await assertCertificateLayoutAllowed(db, user.accountId, fields.completionCriteria?.certificate.layout);
      const recurring = fields.mandatory && isRecurringDueDate(fields.mandatory.type);
      // Checked only when a save asks for recurring certification, so other saves cost nothing more.
      const recurringRefusal = recurring
        ? await assertRecurringCertification(db, user.accountId).catch((error: unknown) => error)
        : undefined;
      return changeCourse(db, clock, user, courseId, {
        precondition: savePreconditionOf(version, ifMatch),
        apply(current) {
          if (fields.modules) assertModulesHoldOwnLessons(fields.modules, current);
          // A course that already recurs keeps saving; only turning recurring certification on is refused.
          if (recurringRefusal && fields.mandatory?.type !== current.mandatory.type) throw recurringRefusal;
          const next: Course = { ...current, ...definedOnly(fields) };
          if (collectionId === null) delete next.collectionId;
          else if (collectionId !== undefined) next.collectionId = collectionId;
          return next;
        },
      });
    },
  };
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The course builder's modules may only list this course's lessons, each in one module at most. */
function assertModulesHoldOwnLessons(modules: Course['modules'], course: Course): void {
  const own = new Set(course.lessons.map((lesson) => lesson.id));
  const seen = new Set<string>();
  for (const module of modules) {
    for (const lessonId of module.lessonIds) {
      if (!own.has(lessonId)) throw new HttpError(400, 'invalid_modules', `Lesson ${lessonId} is not a lesson of this course.`);
      if (seen.has(lessonId)) throw new HttpError(400, 'invalid_modules', `Lesson ${lessonId} is in more than one module.`);
      seen.add(lessonId);
    }
  }
}
