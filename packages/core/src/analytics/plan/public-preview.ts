import type { TrackedEventFamily } from '../tracking-plan.ts';
import { exampleIds, flag, idOf } from './properties.ts';

export const PUBLIC_PREVIEW_EVENT = 'Public Preview';

export const publicPreviewFamilies: readonly TrackedEventFamily[] = [
  {
    family: 'Public Preview',
    events: [
      {
        // Authoring §2 and templates §3.9: after each route change on the public preview site.
        name: PUBLIC_PREVIEW_EVENT,
        version: '1.0.0',
        description: 'A page of the public course preview site was shown (after each route change).',
        audience: 'public',
        emittedBy: 'client',
        properties: {
          is_edapp: flag("The page is shown in the account's branded variant."),
          is_iframe: flag('The page is displayed inside a frame of another site (embed mode).'),
          lesson_only: flag('Only the lesson is shown, without the course page around it.'),
          course_id: idOf('The course the page shows; the event belongs to its account.'),
        },
        example: { is_edapp: false, is_iframe: true, lesson_only: false, course_id: exampleIds.course },
      },
    ],
  },
];
