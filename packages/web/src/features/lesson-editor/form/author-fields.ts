import type { TemplateModel, TemplatePlayKind } from '@slidewise/core';

/** The group that weighs a slide in the lesson's score and sets the stars it can give. */
const SCORING_GROUP = 'challenge_configuration';

/**
 * The fields an author is shown: all of the model's but the scoring group on slides that cannot be
 * scored (content and surveys score nothing, TEMPLATES.md), where its numbers would change nothing.
 * The data keeps whatever the group holds; only the form leaves it out.
 */
export function authorFields(model: TemplateModel, play: TemplatePlayKind | undefined): TemplateModel {
  const scored = play === undefined || play === 'quiz' || play === 'game';
  return scored ? model : model.filter((field) => field.name !== SCORING_GROUP);
}
