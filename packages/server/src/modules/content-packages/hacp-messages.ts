import type { PackageStatus } from '@slidewise/core';

// AICC HACP (CMI001, HTTP-based AICC/CMI Protocol): a unit POSTs command, version, session_id and, for
// PutParam, aicc_data (an INI-like text of [Core] keys and free-form [Core_Lesson]); the answer is plain
// text: error, error_text, version and, for GetParam, aicc_data. Key and section names are case-insensitive.

export const hacpErrors = {
  ok: { code: 0, text: 'Successful' },
  invalidCommand: { code: 1, text: 'Invalid Command' },
  invalidSession: { code: 3, text: 'Invalid Session ID' },
} as const;
export type HacpError = (typeof hacpErrors)[keyof typeof hacpErrors];

export const HACP_VERSION = '4.0';

/** The answer's text; lines end in CR LF as the protocol's examples do. */
export function hacpAnswer(error: HacpError, aiccData?: string): string {
  const lines = [`error=${error.code}`, `error_text=${error.text}`, `version=${HACP_VERSION}`];
  if (aiccData !== undefined) lines.push(`aicc_data=${aiccData}`);
  return `${lines.join('\r\n')}\r\n`;
}

/** aicc_data's sections: keyed sections as lower-case key → value, free-form ones as their text. */
export function readAiccData(text: string): { core: Record<string, string>; coreLesson: string } {
  const core: Record<string, string> = {};
  const lessonLines: string[] = [];
  let section = '';
  for (const line of text.split(/\r?\n/)) {
    const heading = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (heading) {
      section = heading[1]!.trim().toLowerCase();
      continue;
    }
    if (section === 'core_lesson') lessonLines.push(line);
    else if (section === 'core') {
      const at = line.indexOf('=');
      if (at > 0) core[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return { core, coreLesson: lessonLines.join('\n').trim() };
}

const statusByLetter: Record<string, PackageStatus> = {
  p: 'passed',
  c: 'completed',
  f: 'failed',
  i: 'incomplete',
  b: 'browsed',
  n: 'not attempted',
};

/** Lesson_Status as written ("passed", "p", "incomplete,suspend"…): the status before any exit flag. */
export function aiccStatus(value: string | undefined): PackageStatus | null {
  const word = (value ?? '').split(',')[0]!.trim().toLowerCase();
  return statusByLetter[word.charAt(0)] ?? null;
}

/** Score as written ("85" or "85,100,0": raw, then maximum and minimum): the raw score, '' when none. */
export function aiccRawScore(value: string | undefined): string {
  const raw = (value ?? '').split(',')[0]!.trim();
  return raw !== '' && Number.isFinite(Number(raw)) ? raw : '';
}

export interface AiccLearnerState {
  studentId: string;
  studentName: string;
  location: string;
  status: PackageStatus | null;
  score: string;
  suspendData: string;
  launchData: string;
  masteryScore: number | null;
}

/** GetParam's aicc_data: who the learner is and where the unit left off ("resume" once it has begun). */
export function getParamData(state: AiccLearnerState): string {
  const begun = state.status !== null && state.status !== 'not attempted';
  const status = state.status ?? 'not attempted';
  return [
    '[Core]',
    `Student_ID=${oneLine(state.studentId)}`,
    `Student_Name=${oneLine(state.studentName)}`,
    `Lesson_Location=${oneLine(state.location)}`,
    'Credit=credit',
    `Lesson_Status=${begun ? `${status},resume` : status}`,
    `Score=${state.score}`,
    'Time=00:00:00',
    'Lesson_Mode=normal',
    '[Core_Lesson]',
    state.suspendData,
    '[Core_Vendor]',
    state.launchData,
    '[Student_Data]',
    `Mastery_Score=${state.masteryScore ?? ''}`,
  ].join('\r\n');
}

/** A value that must stay on its line: a line break would start another key. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
