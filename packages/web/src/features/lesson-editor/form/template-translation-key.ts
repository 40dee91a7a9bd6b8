// Where a template's own translations live in the locale files:
//
//   templates.<type>.displayName | description | prompt | examples.<subtype>
//   templates.<type>.fields.<name>            { label, help?, add?, item?, fields? }
//
// A group's fields sit under its own `fields` and a list's item under `item`, so the texts of a field
// (`label`, `help`, a list's `add`) never clash with the name of a field inside it — the catalogue has a
// `before.label` (scratch-to-reveal), an `items.item` (drag-to-match) and top-level fields named
// `description` (external-url) and `prompt` (video-contribution).

/** The key of one of a template's own texts, e.g. `templates.title.displayName`. */
export function templateTextKey(templateType: string, ...parts: readonly string[]): string {
  return ['templates', templateType, ...parts].join('.');
}

/**
 * The key of the field at `path` in a slide's data: each name becomes `fields.<name>` and each list index
 * `item`, so `answers.0.content` reads `fields.answers.item.fields.content` and a table cell
 * (`rows.0.1`) reads `fields.rows.item.item`.
 */
export function templateFieldKey(templateType: string, path: readonly (string | number)[]): string {
  return templateTextKey(templateType, ...path.map((segment) => (typeof segment === 'number' ? 'item' : `fields.${segment}`)));
}
