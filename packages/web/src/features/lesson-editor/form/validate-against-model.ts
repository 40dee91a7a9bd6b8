import { issuesAgainstSchema, modelSchema, ModelNotValidError, type SlideDataIssue, type TemplateModel } from '@slidewise/core';

/**
 * The catalogue's validation (`validateSlideData`) against the very model the form renders, so a
 * served model validates as it is shown, whatever the bundle's copy of the catalogue holds.
 */
export function validateAgainstModel(model: TemplateModel, data: unknown): SlideDataIssue[] {
  let schema: ReturnType<typeof modelSchema>;
  try {
    schema = modelSchema(model);
  } catch (error) {
    if (error instanceof ModelNotValidError) return [{ path: [], message: `${error.message}: ${error.reason}`, code: 'invalid' }];
    throw error;
  }
  return issuesAgainstSchema(schema, data);
}
