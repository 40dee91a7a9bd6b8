import type { FieldPath } from './field-path.ts';

/**
 * One change of one field. `continues` is true when it carries on the edit before it in the same field
 * (the next keystroke of a burst of typing), so the undo history can keep one step per burst.
 */
export interface FieldEdit {
  path: FieldPath;
  value: unknown;
  continues: boolean;
}

export type ListOperationKind = 'add' | 'remove' | 'swap' | 'duplicate';

/**
 * One operation on a repeating field at `path`: add inserts `value` (the item's defaults) at `index`;
 * remove takes out `index`; swap exchanges `index` and `otherIndex`; duplicate copies `index` after it.
 */
export interface ListOperation {
  path: FieldPath;
  operation: ListOperationKind;
  index: number;
  otherIndex?: number;
  value?: unknown;
}
