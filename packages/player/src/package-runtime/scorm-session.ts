// The SCORM run-time APIs a package finds on the runtime page's window (scorm-again): `API` for SCORM 1.2
// and `API_1484_11` for SCORM 2004, both in place before the package's frame exists, since a package
// looks for the one of its standard. What the package stored before (on any device) is loaded first, so
// it resumes where it stopped; each commit hands the values it may keep to `onCommit`.
import type { PackageStandardName } from '@slidewise/core';
import type Scorm12API from 'scorm-again/scorm12';
import type Scorm2004API from 'scorm-again/scorm2004';

// scorm-again 3.4's type declarations name a default export; its ES modules export the class by name.
type Scorm12Module = { Scorm12API: typeof Scorm12API };
type Scorm2004Module = { Scorm2004API: typeof Scorm2004API };

export interface StoredPackageData {
  standard: PackageStandardName;
  values: Record<string, string>;
}

export interface ScormSessionOptions {
  learner?: { id: string; name: string };
  stored?: StoredPackageData | null;
  onInitialize: () => void;
  onCommit: (data: StoredPackageData) => void;
}

export interface ScormRuntimeWindow {
  API?: unknown;
  API_1484_11?: unknown;
}

/** What the LMS gives the package each sitting, never kept from the last: who plays, and how the sitting starts. */
const givenByTheLms = new Set([
  'cmi.core.student_id',
  'cmi.core.student_name',
  'cmi.core.entry',
  'cmi.core.credit',
  'cmi.core.lesson_mode',
  'cmi.core.total_time',
  'cmi.core.session_time',
  'cmi.core.exit',
  'cmi.learner_id',
  'cmi.learner_name',
  'cmi.entry',
  'cmi.credit',
  'cmi.mode',
  'cmi.total_time',
  'cmi.session_time',
  'cmi.exit',
  'cmi.launch_data',
  'cmi.comments_from_lms',
]);

/** How the last sitting ended (suspend: resume next time) and what it lasted: the LMS's, yet kept. */
const keptFromTheSitting = new Set(['cmi.core.exit', 'cmi.core.session_time', 'cmi.exit', 'cmi.session_time']);

/** The values worth keeping: what the package set (strings, not empty), without what the LMS gives each sitting. */
export function keptValues(flattened: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [element, value] of Object.entries(flattened)) {
    if (typeof value !== 'string' || value === '') continue;
    if (givenByTheLms.has(element) && !keptFromTheSitting.has(element)) continue;
    kept[element] = value;
  }
  return kept;
}

/** Whether a stored sitting is one to resume: it was suspended, or it left a place or data to come back to. */
function resumes(values: Record<string, string>, standard: PackageStandardName): boolean {
  if (standard === 'scorm12')
    return values['cmi.core.exit'] === 'suspend' || Boolean(values['cmi.core.lesson_location'] || values['cmi.suspend_data']);
  return values['cmi.exit'] === 'suspend' || Boolean(values['cmi.location'] || values['cmi.suspend_data']);
}

/** What a sitting starts from: the stored values the package may read back, the learner, and the entry. */
function startingValues(standard: PackageStandardName, options: ScormSessionOptions): Record<string, string> {
  const storedStandard = options.stored?.standard.startsWith('scorm2004') ? 'scorm2004-4th' : options.stored?.standard;
  const stored = options.stored && storedStandard === standard ? options.stored.values : {};
  const values = Object.fromEntries(Object.entries(stored).filter(([element]) => !givenByTheLms.has(element)));
  const learner = options.learner ?? { id: '', name: '' };
  const entry = Object.keys(stored).length > 0 && resumes(stored, standard) ? 'resume' : 'ab-initio';
  if (standard === 'scorm12')
    return { ...values, 'cmi.core.student_id': learner.id, 'cmi.core.student_name': learner.name, 'cmi.core.entry': entry };
  return { ...values, 'cmi.learner_id': learner.id, 'cmi.learner_name': learner.name, 'cmi.entry': entry };
}

// scorm-again's own settings: it never sends anything itself (the player stores what a commit hands over),
// and it logs nothing into the learner's console.
const settings = { lmsCommitUrl: false, autocommit: false, logLevel: 5 } as const;

/** Installs both APIs on the window; scorm-again is loaded here only, by the runtime page. */
export async function installScormApis(host: ScormRuntimeWindow, options: ScormSessionOptions): Promise<void> {
  const [scorm12Module, scorm2004Module] = (await Promise.all([
    import('scorm-again/scorm12'),
    import('scorm-again/scorm2004'),
  ])) as unknown as [Scorm12Module, Scorm2004Module];
  const scorm12 = new scorm12Module.Scorm12API(settings);
  scorm12.loadFromFlattenedJSON(startingValues('scorm12', options));
  const scorm2004 = new scorm2004Module.Scorm2004API(settings);
  // The data model scorm-again's SCORM 2004 API keeps is the 4th edition's (the 3rd's with a few additions),
  // whichever edition the package's manifest names; values stored under either edition start it.
  const standard2004: PackageStandardName = 'scorm2004-4th';
  scorm2004.loadFromFlattenedJSON(startingValues(standard2004, options));
  const commit12 = () => options.onCommit({ standard: 'scorm12', values: keptValues(scorm12.getFlattenedCMI()) });
  const commit2004 = () => options.onCommit({ standard: standard2004, values: keptValues(scorm2004.getFlattenedCMI()) });
  scorm12.on('LMSInitialize', options.onInitialize);
  scorm12.on('LMSCommit', commit12);
  scorm12.on('LMSFinish', commit12);
  scorm2004.on('Initialize', options.onInitialize);
  scorm2004.on('Commit', commit2004);
  scorm2004.on('Terminate', commit2004);
  host.API = scorm12;
  host.API_1484_11 = scorm2004;
}
