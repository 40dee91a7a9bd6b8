// The slide template catalogue: vocabulary, common model parts, schemas and the catalogue itself.
export * from './model.ts';
export * from './common.ts';
export * from './model-schema.ts';
export * from './question-draft.ts';
export * from './catalogue.ts';
export * from './slide-completeness.ts';
