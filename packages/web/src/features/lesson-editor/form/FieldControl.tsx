import type { TemplateField } from '@slidewise/core';
import { lazy, memo, Suspense } from 'react';
import { samePath, type FieldPath } from './field-path.ts';
import { useFieldText } from './field-label.ts';
import { BooleanControl } from './fields/BooleanControl.tsx';
import { ListControl } from './fields/ListControl.tsx';
import { MediaControl } from './fields/MediaControl.tsx';
import { NumberControl } from './fields/NumberControl.tsx';
import { ObjectControl } from './fields/ObjectControl.tsx';
import { PackageControl } from './fields/PackageControl.tsx';
import { RichTextPlaceholder } from './fields/RichTextPlaceholder.tsx';
import { SelectControl } from './fields/SelectControl.tsx';
import { TextLikeControl } from './fields/TextLikeControl.tsx';

// The rich-text editor (ProseMirror) is the heaviest part of the form; it loads with the first html field.
const RichTextControl = lazy(() => import('./fields/RichTextControl.tsx').then((module) => ({ default: module.RichTextControl })));

interface FieldControlProps {
  field: TemplateField;
  path: FieldPath;
  value: unknown;
  /** Overrides the model's label, as list items do ("Answer 2"). */
  label?: string;
}

/**
 * One control per field kind. Memoised on the field's own value, so a keystroke re-renders the field
 * typed in (and the groups holding it), never its siblings.
 */
export const FieldControl = memo(
  function FieldControl({ field, path, value, label: labelOverride }: FieldControlProps) {
    const text = useFieldText(field, path);
    if (field.hidden) return null;
    const label = labelOverride ?? text.label;
    const { help } = text;
    switch (field.kind) {
      case 'html':
        return (
          <Suspense fallback={<RichTextPlaceholder label={label} value={value} />}>
            <RichTextControl field={field} path={path} value={value} label={label} help={help} />
          </Suspense>
        );
      case 'text':
      case 'string':
        return <TextLikeControl field={field} path={path} value={value} label={label} help={help} />;
      case 'int':
      case 'number':
        return <NumberControl field={field} path={path} value={value} label={label} help={help} />;
      case 'boolean':
        return <BooleanControl field={field} path={path} value={value} label={label} help={help} />;
      case 'select':
        return <SelectControl field={field} path={path} value={value} label={label} help={help} />;
      case 'image':
      case 'video':
      case 'audio':
        return <MediaControl field={field} path={path} value={value} label={label} help={help} />;
      case 'scorm':
        return <PackageControl field={field} path={path} value={value} label={label} help={help} />;
      case 'object':
        return <ObjectControl field={field} path={path} value={value} label={label} help={help} />;
      case 'list':
        return <ListControl field={field} path={path} value={value} label={label} help={help} />;
      case 'uuid':
        // An id is the platform's business, never the author's.
        return null;
    }
  },
  (before, after) =>
    before.field === after.field &&
    Object.is(before.value, after.value) &&
    before.label === after.label &&
    samePath(before.path, after.path),
);
