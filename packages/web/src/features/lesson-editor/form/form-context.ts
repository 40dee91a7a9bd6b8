import type { SlideDataIssue } from '@slidewise/core';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FieldEdit, ListOperation } from './form-events.ts';
import type { IssueStore } from './issue-store.ts';

export interface SlideFormContextValue {
  /** The template's type, for translated labels (`templates.<type>.fields.…`, see template-translation-key.ts). */
  templateType: string;
  edit: (edit: FieldEdit) => void;
  listOperation: (operation: ListOperation) => void;
  issues: IssueStore;
}

export const SlideFormContext = createContext<SlideFormContextValue | null>(null);

export function useSlideForm(): SlideFormContextValue {
  const context = useContext(SlideFormContext);
  if (!context) throw new Error('A slide form field was used outside SlideForm.');
  return context;
}

/** The validation issue at this exact path, re-rendering only when it changes. */
export function useIssueAt(key: string): SlideDataIssue | undefined {
  const { issues } = useSlideForm();
  return useSyncExternalStore(issues.subscribe, () => issues.issueAt(key));
}
