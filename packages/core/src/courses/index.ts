// Pure course rules: which status may follow which, what each status change does to a course, and due dates.
export * from './course-status-transitions.ts';
export * from './course-status-changes.ts';
export * from './due-dates.ts';
export * from './zoned-time.ts';
