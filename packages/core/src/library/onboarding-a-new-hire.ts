import type { LibraryCourse } from '../api/course-library.ts';
import { bullets, choiceSurvey, putInOrder, questions, quickChoice, reading, reveal, steps, title, trueOrFalse } from './library-slides.ts';

export const onboardingANewHire: LibraryCourse = {
  id: 'onboarding-a-new-hire',
  title: 'Onboarding a new hire',
  description: 'For managers and buddies: prepare before day one, make the first week count, and check in at 30 days.',
  minutes: 12,
  lessons: [
    {
      title: 'Before day one',
      description: 'A good start is prepared before the new hire walks in.',
      slides: [
        title('First impressions last', 'New hires decide within weeks whether they will stay. Onboarding starts before their first day.'),
        reading('Why onboarding matters', [
          'People who have a structured first month are far more likely to still be with the company a year later, and they become productive sooner.',
          'A new hire who arrives to no laptop, no access and nobody expecting them learns one thing: they were not a priority.',
        ]),
        bullets('Ready before they arrive', [
          'Laptop, accounts and building access set up',
          'A buddy chosen and briefed',
          'The first week planned, with time in the calendar',
          'A welcome message sent to the team',
        ]),
        putInOrder(
          'Put the preparation in order, from earliest.',
          ['Order equipment and access', 'Choose a buddy', 'Plan the first week', 'Send the welcome message'],
          'Equipment and access take the longest to arrive, so they come first; the welcome goes out once the plan is ready.',
          'Start with what takes longest.',
        ),
      ],
    },
    {
      title: 'The first weeks',
      description: 'Introductions, first tasks and the check-ins that keep a new hire on track.',
      slides: [
        title('The first weeks', 'Small, regular check-ins beat one long induction.'),
        steps('A first week that works', [
          'Day one: welcome, tour, introductions and a simple first task.',
          'Days two and three: shadow the buddy and meet key colleagues.',
          'Day four: a real piece of work, with help close by.',
          'Day five: a short review: what went well, what is still unclear.',
        ]),
        reveal('The buddy’s three jobs', [
          ['Guide', 'Shows how things really work: where to find things, who to ask, how the team does it.'],
          ['Connect', 'Introduces the new hire to people beyond the team.'],
          ['Listen', 'A safe person to ask the questions they would not ask their manager.'],
        ]),
        questions('Manager questions', [
          ['How often should I check in?', 'Daily in the first week, weekly for the first month, then at 30, 60 and 90 days.'],
          ['What if they seem quiet?', 'Ask open questions about what is unclear. New hires rarely volunteer that they are lost.'],
        ]),
        trueOrFalse('Onboarding: true or false?', [
          ['Onboarding is finished after the first day.', false],
          ['A buddy should be someone other than the manager.', true],
          ['A simple first task on day one helps a new hire feel useful.', true],
        ]),
        quickChoice('When should the first formal review happen?', 'At about 30 days', [
          'After a year',
          'Only if there is a problem',
          'On day one',
        ]),
        choiceSurvey('Which part of onboarding does your team find hardest?', [
          'Getting access ready',
          'Finding a buddy',
          'Making time for check-ins',
          'Planning the first tasks',
        ]),
      ],
    },
  ],
};
