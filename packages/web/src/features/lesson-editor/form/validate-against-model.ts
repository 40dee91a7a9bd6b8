import { boundMessages, modelSchema, ModelNotValidError, type SlideDataIssue, type TemplateModel } from '@slidewise/core';

/**
 * The catalogue's validation (`validateSlideData`) against the very model the form renders, so a
 * served model validates as it is shown, whatever the bundle's copy of the catalogue holds.
 */
export function validateAgainstModel(model: TemplateModel, data: unknown): SlideDataIssue[] {
  let schema;
  try {
    schema = modelSchema(model);
  } catch (error) {
    if (error instanceof ModelNotValidError) return [{ path: [], message: `${error.message}: ${error.reason}`, code: 'invalid' }];
    throw error;
  }
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    if (issue.code === 'too_small') return { path, message: issue.message, code: 'too-small', limit: Number(issue.minimum) };
    if (issue.code === 'too_big') return { path, message: issue.message, code: 'too-big', limit: Number(issue.maximum) };
    return { path, message: issue.message, code: issue.message === boundMessages.required ? 'required' : 'invalid' };
  });
}
