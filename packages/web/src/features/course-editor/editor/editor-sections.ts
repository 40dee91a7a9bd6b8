// The editor's sections in the order the navigation lists them; `?section=` in the address picks one.
export const editorSections = [
  'details',
  'status',
  'lessons',
  'tags',
  'topics',
  'prerequisites',
  'access',
  'features',
  'completion',
  'display',
  'public',
  'translations',
] as const;

export type EditorSection = (typeof editorSections)[number];

export const DEFAULT_SECTION: EditorSection = 'details';

export function sectionFrom(value: string | null): EditorSection {
  return editorSections.find((section) => section === value) ?? DEFAULT_SECTION;
}
