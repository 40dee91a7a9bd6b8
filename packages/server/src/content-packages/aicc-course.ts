import Papa from 'papaparse';
import type { PackageDescriptor } from './package-descriptor.ts';
import { PackageRefusal } from './package-refusal.ts';

// An AICC course (CMI001, AICC's course structure files): .crs (an INI file: the course's title), .au
// (one row per assignable unit: where it starts), .des (the units' titles) and .cst (the course's
// structure). Column and key names are case-insensitive in the standard; values may be quoted.

export const aiccFileKinds = ['crs', 'au', 'des', 'cst'] as const;
export type AiccFileKind = (typeof aiccFileKinds)[number];

/** The AICC file kind a root file name has, or null. */
export function aiccFileKind(path: string): AiccFileKind | null {
  if (path.includes('/')) return null;
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return (aiccFileKinds as readonly string[]).includes(extension) ? (extension as AiccFileKind) : null;
}

type Row = Record<string, string>;

/** A comma-separated AICC table as rows keyed by lower-case column names. */
function readTable(text: string): Row[] {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (header) => header.trim().toLowerCase(),
    transform: (value) => value.trim(),
  });
  return parsed.data;
}

/** One value of an INI-style .crs file, by case-insensitive key. */
function iniValue(text: string, key: string): string {
  const wanted = key.toLowerCase();
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at > 0 && line.slice(0, at).trim().toLowerCase() === wanted)
      return line
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  return '';
}

/** The first unit in the .cst's structure order that the .au file can launch. */
function launchUnit(units: Row[], structure: Row[]): Row | undefined {
  const launchable = units.filter((unit) => (unit.file_name ?? '') !== '');
  const ordered = structure.flatMap((block) =>
    Object.entries(block)
      .filter(([column]) => column !== 'block')
      .map(([, id]) => id.toLowerCase()),
  );
  for (const id of ordered) {
    const unit = launchable.find((candidate) => (candidate.system_id ?? '').toLowerCase() === id);
    if (unit) return unit;
  }
  return launchable[0];
}

/** The launch of an AICC course, read from its four files' text; refuses a course with nothing to launch. */
export function readAiccCourse(files: Record<AiccFileKind, string>): PackageDescriptor {
  const unit = launchUnit(readTable(files.au), readTable(files.cst));
  if (!unit) throw new PackageRefusal('package_aicc_unit_missing');
  const title = readTable(files.des).find((row) => (row.system_id ?? '').toLowerCase() === (unit.system_id ?? '').toLowerCase())?.title;
  const mastery = Number.parseFloat(unit.mastery_score ?? '');
  const parameters = unit.web_launch ?? '';
  const page = unit.file_name!;
  return {
    standard: 'aicc',
    title: iniValue(files.crs, 'Course_Title') || title || 'AICC course',
    launch: parameters ? `${page}${page.includes('?') ? '&' : '?'}${parameters.replace(/^\?/, '')}` : page,
    masteryScore: Number.isFinite(mastery) ? mastery : null,
    launchData: unit.core_vendor ?? '',
  };
}
