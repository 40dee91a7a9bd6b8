import { slideTemplatesResponseSchema } from '../api/slide-templates.ts';
import { defineContract } from './define.ts';

export const slideTemplateContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/slide-templates',
    // The catalogue is read by everyone who opens a lesson's slides, to show each slide's template.
    permission: 'lesson.read',
    tags: ['slide templates'],
    summary: "The slide template catalogue the account's plan may use, in picker order: models, examples, prompts, features",
    responses: { 200: slideTemplatesResponseSchema },
  }),
};
