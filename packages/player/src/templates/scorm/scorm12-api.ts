// The SCORM 1.2 run-time API a package talks to (the "API" object it finds on a parent window). Only
// what a package may read and write in one sitting of one slide is kept, in memory: the lesson player
// records the outcome the package reports (status and score), not the package's own bookmarks.
// Reference: SCORM 1.2 Run-Time Environment, API functions, data model (cmi.core.*) and error codes.

export const lessonStatuses = ['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted'] as const;
export type LessonStatus = (typeof lessonStatuses)[number];

/** SCORM 1.2 error codes the API answers through LMSGetLastError. */
export const scormErrors = {
  none: '0',
  general: '101',
  invalidArgument: '201',
  noChildren: '202',
  notAnArray: '203',
  notInitialized: '301',
  notImplemented: '401',
  keyword: '402',
  readOnly: '403',
  writeOnly: '404',
  wrongType: '405',
} as const;

const errorStrings: Record<string, string> = {
  '0': 'No error',
  '101': 'General exception',
  '201': 'Invalid argument error',
  '202': 'Element cannot have children',
  '203': 'Element not an array - cannot have count',
  '301': 'Not initialized',
  '401': 'Not implemented error',
  '402': 'Invalid set value, element is a keyword',
  '403': 'Element is read only',
  '404': 'Element is write only',
  '405': 'Incorrect data type',
};

/** What the package has reported so far, as the lesson records it. */
export interface ScormOutcome {
  status: LessonStatus;
  /** cmi.core.score.raw (0–100), null until the package sets one. */
  score: number | null;
}

export interface Scorm12ApiOptions {
  learner?: { id: string; name: string };
  /** Called after each LMSCommit and LMSFinish with the outcome so far. */
  onCommit?: (outcome: ScormOutcome) => void;
  /** Called when the package starts its sitting (a successful LMSInitialize): it is alive. */
  onInitialize?: () => void;
}

type ScormBoolean = 'true' | 'false';

/** The object a SCORM 1.2 package calls; method names are the standard's. */
export interface Scorm12Api {
  LMSInitialize(parameter: string): ScormBoolean;
  LMSFinish(parameter: string): ScormBoolean;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): ScormBoolean;
  LMSCommit(parameter: string): ScormBoolean;
  LMSGetLastError(): string;
  LMSGetErrorString(code: string): string;
  LMSGetDiagnostic(code: string): string;
}

const settableStatuses: readonly string[] = ['passed', 'completed', 'failed', 'incomplete', 'browsed'];
const exitValues: readonly string[] = ['time-out', 'suspend', 'logout', ''];
const decimal = /^-?\d+(\.\d+)?$/;
const timespan = /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/;

/** Elements that only read: their value, given the learner. */
function readOnlyValues(learner: { id: string; name: string }): Record<string, string> {
  return {
    'cmi.core._children':
      'student_id,student_name,lesson_location,credit,lesson_status,entry,score,total_time,lesson_mode,exit,session_time',
    'cmi.core.student_id': learner.id,
    'cmi.core.student_name': learner.name,
    'cmi.core.credit': 'credit',
    'cmi.core.entry': 'ab-initio',
    'cmi.core.score._children': 'raw,min,max',
    'cmi.core.total_time': '0000:00:00.00',
    'cmi.core.lesson_mode': 'normal',
    'cmi.launch_data': '',
    'cmi.comments_from_lms': '',
    'cmi.student_data._children': 'mastery_score,max_time_allowed,time_limit_action',
    'cmi.student_data.mastery_score': '',
    'cmi.student_data.max_time_allowed': '',
    'cmi.student_data.time_limit_action': 'continue,no message',
    'cmi.objectives._children': 'id,score,status',
    'cmi.interactions._children': 'id,objectives,time,type,correct_responses,weighting,student_response,result,latency',
  };
}

/** A score element's value: blank or a decimal from 0 to 100 (SCORM 1.2 CMIDecimal, normalised). */
function validScore(value: string): boolean {
  if (value === '') return true;
  if (!decimal.test(value)) return false;
  const number = Number(value);
  return number >= 0 && number <= 100;
}

/** Checks a write to a read-write element; null when accepted, else the error code. */
function writeError(element: string, value: string): string | null {
  switch (element) {
    case 'cmi.core.lesson_status':
      return settableStatuses.includes(value) ? null : scormErrors.wrongType;
    case 'cmi.core.score.raw':
    case 'cmi.core.score.min':
    case 'cmi.core.score.max':
      return validScore(value) ? null : scormErrors.wrongType;
    case 'cmi.core.lesson_location':
      return value.length <= 255 ? null : scormErrors.wrongType;
    case 'cmi.core.exit':
      return exitValues.includes(value) ? null : scormErrors.wrongType;
    case 'cmi.core.session_time':
      return timespan.test(value) ? null : scormErrors.wrongType;
    case 'cmi.suspend_data':
      return value.length <= 4096 ? null : scormErrors.wrongType;
    case 'cmi.comments':
      return value.length <= 4096 ? null : scormErrors.wrongType;
    default:
      return scormErrors.notImplemented;
  }
}

const writeOnly: readonly string[] = ['cmi.core.exit', 'cmi.core.session_time'];

/**
 * A fresh API for one sitting. Objectives and interactions are accepted and kept as written (packages
 * record them as they go and stop on an error), but the lesson records only status and score.
 */
export function createScorm12Api(options: Scorm12ApiOptions = {}): Scorm12Api {
  const fixed = readOnlyValues(options.learner ?? { id: '', name: '' });
  const values = new Map<string, string>([
    ['cmi.core.lesson_status', 'not attempted'],
    ['cmi.core.lesson_location', ''],
    ['cmi.core.score.raw', ''],
    ['cmi.core.score.min', ''],
    ['cmi.core.score.max', ''],
    ['cmi.suspend_data', ''],
    ['cmi.comments', ''],
  ]);
  let phase: 'new' | 'running' | 'finished' = 'new';
  let lastError: string = scormErrors.none;

  const fail = (code: string) => {
    lastError = code;
    return 'false' as const;
  };
  const succeed = () => {
    lastError = scormErrors.none;
    return 'true' as const;
  };
  const outcome = (): ScormOutcome => {
    const raw = values.get('cmi.core.score.raw') ?? '';
    return { status: (values.get('cmi.core.lesson_status') ?? 'not attempted') as LessonStatus, score: raw === '' ? null : Number(raw) };
  };
  const listElement = (element: string) => /^cmi\.(objectives|interactions)\.\d+\./.test(element);

  return {
    LMSInitialize(parameter) {
      if (parameter !== '') return fail(scormErrors.invalidArgument);
      if (phase !== 'new') return fail(scormErrors.general);
      phase = 'running';
      options.onInitialize?.();
      return succeed();
    },
    LMSFinish(parameter) {
      if (parameter !== '') return fail(scormErrors.invalidArgument);
      if (phase !== 'running') return fail(scormErrors.notInitialized);
      phase = 'finished';
      options.onCommit?.(outcome());
      return succeed();
    },
    LMSCommit(parameter) {
      if (parameter !== '') return fail(scormErrors.invalidArgument);
      if (phase !== 'running') return fail(scormErrors.notInitialized);
      options.onCommit?.(outcome());
      return succeed();
    },
    LMSGetValue(element) {
      if (phase !== 'running') {
        fail(scormErrors.notInitialized);
        return '';
      }
      if (writeOnly.includes(element)) {
        fail(scormErrors.writeOnly);
        return '';
      }
      if (element in fixed) {
        succeed();
        return fixed[element]!;
      }
      if (element === 'cmi.objectives._count' || element === 'cmi.interactions._count') {
        const prefix = element.replace('_count', '');
        const indexes = new Set(
          [...values.keys()].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length).split('.')[0]),
        );
        succeed();
        return String(indexes.size);
      }
      const value = values.get(element);
      if (value === undefined) {
        fail(
          element.endsWith('._children')
            ? scormErrors.noChildren
            : element.startsWith('cmi.')
              ? scormErrors.notImplemented
              : scormErrors.invalidArgument,
        );
        return '';
      }
      succeed();
      return value;
    },
    LMSSetValue(element, value) {
      if (phase !== 'running') return fail(scormErrors.notInitialized);
      const text = String(value);
      if (/\._(children|count)$/.test(element)) return fail(scormErrors.keyword);
      if (element in fixed) return fail(scormErrors.readOnly);
      if (listElement(element)) {
        values.set(element, text);
        return succeed();
      }
      const error = writeError(element, text);
      if (error) return fail(error);
      values.set(element, text);
      return succeed();
    },
    LMSGetLastError() {
      return lastError;
    },
    LMSGetErrorString(code) {
      return errorStrings[code] ?? '';
    },
    LMSGetDiagnostic(code) {
      return errorStrings[code || lastError] ?? '';
    },
  };
}

/** The slide result a package's outcome makes, or null while it is not complete. */
export function scormResult(
  outcome: ScormOutcome,
): { correct: boolean | null; answers: { status: LessonStatus; score?: number }; points: 0 } | null {
  if (outcome.status !== 'passed' && outcome.status !== 'completed' && outcome.status !== 'failed') return null;
  const answers = outcome.score === null ? { status: outcome.status } : { status: outcome.status, score: outcome.score };
  // A package that only says "completed" has no right or wrong; passed and failed do.
  const correct = outcome.status === 'completed' ? null : outcome.status === 'passed';
  return { correct, answers, points: 0 };
}
