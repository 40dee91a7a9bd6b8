// A field's place in a slide's data: names of objects and fields, indices of list items — the same
// shape as the catalogue's validation issue paths, so an issue finds its field by the same key.
export type FieldPath = (string | number)[];

/** A stable string for a path, for maps and memo comparisons ("answers.0.content"). */
export function pathKey(path: readonly (string | number)[]): string {
  return path.join('.');
}

/** The path without list indices ("answers.content"): how labels and translations name a field. */
export function namePath(path: readonly (string | number)[]): string {
  return path.filter((segment) => typeof segment === 'string').join('.');
}

export function samePath(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}
