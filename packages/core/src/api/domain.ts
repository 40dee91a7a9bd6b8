// The one place the wire contract reaches into the domain, so a move inside core changes only this file.
export { userInfoSchema, miniCourseSchema } from '../entities/index.ts';
export { roleIdentifierSchema } from '../enums.ts';
export { DEFAULT_PAGE, MINI_COURSE_PAGE_SIZE } from '../constants.ts';
