/**
 * The fields a `validation_failed` answer names, as its `details` carry them: the schema's issues
 * (`[{ path, message }]`) or a single `{ path }` from a rule the service checks. Each field once, in order.
 */
export function validationFields(details: unknown): string[] {
  const issues = Array.isArray(details) ? details : details && typeof details === 'object' ? [details] : [];
  const fields = issues.flatMap((issue: { path?: unknown }) =>
    Array.isArray(issue?.path) && issue.path.length > 0 ? [issue.path.map(String).join('.')] : [],
  );
  return [...new Set(fields)];
}
