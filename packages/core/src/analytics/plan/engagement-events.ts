import type { TrackedEventFamily } from '../tracking-plan.ts';
import { clientEvent, exampleIds, idOf, label, oneOf, whole } from './properties.ts';

// Templates §3.9: observations, leaderboards, achievements, banners, search and results-per-page.

export const SEARCH_PERFORMED_EVENT = 'Search Performed';
export const RESULTS_PER_PAGE_CHANGED_EVENT = 'Results Per Page Changed';

/** The page sizes a list offers. */
export const resultsPerPageChoices = [10, 25, 50, 100] as const;
const searchScopes = ['courses', 'lessons', 'people', 'library', 'media', 'everything'] as const;
const banner = { banner_id: idOf('The banner.') };

export const engagementEventFamilies: readonly TrackedEventFamily[] = [
  {
    family: 'Observations',
    events: [
      clientEvent(
        'Observation Submitted',
        'An observer submitted an observation of a learner.',
        { observation_id: idOf('The observation.'), course_id: idOf('The course it belongs to.') },
        { observation_id: exampleIds.other, course_id: exampleIds.course },
      ),
      clientEvent(
        'Observation Graded',
        'A facilitator graded an observation.',
        { observation_id: idOf('The observation.'), outcome: oneOf(['passed', 'failed', 'needs_work'], 'The grade.') },
        { observation_id: exampleIds.other, outcome: 'passed' },
      ),
    ],
  },
  {
    family: 'Leaderboards',
    events: [
      clientEvent(
        'Leaderboard Viewed',
        'A person opened a leaderboard.',
        { scope: oneOf(['account', 'course', 'group'], 'Whose ranking it shows.') },
        {
          scope: 'course',
        },
      ),
      clientEvent(
        'Leaderboard Enabled',
        'An admin turned a leaderboard on or off.',
        { enabled: { type: 'boolean', required: true, description: 'On (true) or off.' } },
        {
          enabled: true,
        },
      ),
    ],
  },
  {
    family: 'Achievements',
    events: [
      clientEvent(
        'Achievement Created',
        'An admin created a custom achievement.',
        { achievement_id: idOf('The achievement.') },
        {
          achievement_id: exampleIds.other,
        },
      ),
      clientEvent(
        'Achievement Earned',
        'A learner earned an achievement.',
        { achievement_id: idOf('The achievement.') },
        {
          achievement_id: exampleIds.other,
        },
      ),
      clientEvent('Achievements Viewed', "A learner opened their achievements' page.", {}, {}),
    ],
  },
  {
    family: 'Banners',
    events: [
      clientEvent('Banner Viewed', 'A banner was shown to a person.', banner, { banner_id: exampleIds.other }),
      clientEvent('Banner Clicked', "A person followed a banner's link.", banner, { banner_id: exampleIds.other }),
      clientEvent('Banner Dismissed', 'A person closed a banner.', banner, { banner_id: exampleIds.other }),
    ],
  },
  {
    family: 'Search',
    events: [
      // The words searched are not kept: they are free text a person typed and may name people.
      clientEvent(
        SEARCH_PERFORMED_EVENT,
        'A person ran a search (once per settled query, not per keystroke).',
        {
          scope: oneOf(searchScopes, 'What was searched.'),
          query_length: whole('Characters in the query (the words are not kept).'),
          result_count: whole('Results found.'),
        },
        { scope: 'courses', query_length: 7, result_count: 12 },
      ),
      clientEvent(
        'Search Result Opened',
        'A person opened one of the results.',
        { scope: oneOf(searchScopes, 'What was searched.'), position: whole("The result's place in the list, counting from 1.") },
        { scope: 'courses', position: 2 },
      ),
    ],
  },
  {
    family: 'Results per page',
    events: [
      clientEvent(
        RESULTS_PER_PAGE_CHANGED_EVENT,
        'A person changed how many rows a paginated list shows.',
        {
          per_page: oneOf(resultsPerPageChoices, 'The new page size.'),
          list: label('Which list, by its route name (for example courses).', 60),
        },
        { per_page: 25, list: 'courses' },
      ),
    ],
  },
];
