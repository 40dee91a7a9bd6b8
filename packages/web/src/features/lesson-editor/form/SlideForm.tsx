import { splitSlideIssues, type SlideDataIssue, type TemplateModel, type TemplatePlayKind } from '@slidewise/core';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { authorFields } from './author-fields.ts';
import { FieldList } from './FieldList.tsx';
import { SlideFormContext, type SlideFormContextValue } from './form-context.ts';
import type { FieldEdit, ListOperation } from './form-events.ts';
import { IssueStore } from './issue-store.ts';
import { UnfinishedSummary } from './UnfinishedSummary.tsx';
import { UnplacedIssues } from './UnplacedIssues.tsx';
import { placedIssueKeys } from './placed-issues.ts';
import { validateAgainstModel } from './validate-against-model.ts';
import './slide-form.css';

export interface SlideFormProps {
  /**
   * The slide's template (a catalogue `SlideTemplate` or a served `SlideTemplateInfo`): its type, model and
   * how it plays (a slide that cannot be scored shows no scoring fields).
   */
  template: { type: string; model: TemplateModel; play?: TemplatePlayKind };
  /** The slide's data. Edits come back through the callbacks; the form keeps no copy of its own. */
  data: Record<string, unknown>;
  onEdit: (edit: FieldEdit) => void;
  onListOperation: (operation: ListOperation) => void;
  /** Told the slide's validation issues whenever they change (after typing settles). */
  onIssuesChange?: (issues: SlideDataIssue[]) => void;
}

/**
 * The form of one slide, generated from its template's model: one control per field, fields checked
 * inline against the catalogue's bounds. A keystroke re-renders only the field typed in (and the groups
 * that hold it); validation runs on the deferred data so it never holds a keystroke back.
 */
export function SlideForm({ template, data, onEdit, onListOperation, onIssuesChange }: SlideFormProps) {
  const callbacks = useRef({ onEdit, onListOperation, onIssuesChange });
  callbacks.current = { onEdit, onListOperation, onIssuesChange };
  const [issueStore] = useState(() => new IssueStore());

  // Stable for the form's life, so memoised fields never re-render because a callback changed identity.
  const context = useMemo<SlideFormContextValue>(
    () => ({
      templateType: template.type,
      edit: (edit) => callbacks.current.onEdit(edit),
      listOperation: (operation) => callbacks.current.onListOperation(operation),
      issues: issueStore,
    }),
    [template.type, issueStore],
  );

  const fields = useMemo(() => authorFields(template.model, template.play), [template.model, template.play]);
  const settledData = useDeferredValue(data);
  const issues = useMemo(() => validateAgainstModel(template.model, settledData), [template.model, settledData]);
  // What is only unfinished is saved with the draft: said apart, as what publishing will ask for.
  const unfinished = useMemo(() => splitSlideIssues(template.model, settledData, issues).incomplete, [template.model, settledData, issues]);
  const unplaced = useMemo(() => {
    const placed = placedIssueKeys(template.model, settledData);
    return issues.filter((issue) => !placed.has(issue.path.join('.')));
  }, [issues, template.model, settledData]);

  useEffect(() => {
    issueStore.replace(issues);
    callbacks.current.onIssuesChange?.(issues);
  }, [issueStore, issues]);

  return (
    <SlideFormContext.Provider value={context}>
      <div className="slide-form">
        <UnplacedIssues issues={unplaced} />
        <UnfinishedSummary templateType={template.type} model={template.model} data={settledData} issues={unfinished} />
        <FieldList fields={fields} path={[]} value={data} />
      </div>
    </SlideFormContext.Provider>
  );
}
