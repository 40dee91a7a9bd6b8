// Pure course rules: which status may follow which, and what each status change does to a course.
export * from './course-status-transitions.ts';
export * from './course-status-changes.ts';
