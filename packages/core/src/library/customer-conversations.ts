import type { LibraryCourse } from '../api/course-library.ts';
import {
  bullets,
  circleTheAnswer,
  openSurvey,
  putInOrder,
  quickChoice,
  reading,
  reveal,
  sortInto,
  title,
  trueOrFalse,
} from './library-slides.ts';

export const customerConversations: LibraryCourse = {
  id: 'customer-conversations',
  title: 'Customer conversations',
  description: 'Listen so customers feel heard, say things plainly, and turn a complaint into a customer who comes back.',
  minutes: 14,
  lessons: [
    {
      title: 'Listening well',
      description: 'The conversation goes better when the customer feels heard first.',
      slides: [
        title('Hear them first', 'Customers remember how you made them feel long after they forget what you said.'),
        reading('Listening is a skill', [
          'Most people listen to reply: they are preparing their answer while the customer is still talking. Customers notice.',
          'Active listening means giving your full attention, letting the customer finish, and then showing you understood by saying it back in your own words.',
          'It takes a few seconds more, and it saves minutes of going round in circles.',
        ]),
        reveal('Three listening moves', [
          ['Pause', 'Let the customer finish, then wait a second before you answer. They often add the most important detail.'],
          ['Reflect', 'Say back what you heard: “So the parcel arrived, but the lid was broken.”'],
          ['Ask', 'Use open questions: “What happened next?” gets more than “Was it broken?”'],
        ]),
        sortInto(
          'Open or closed question?',
          [
            ['Open', ['What happened when you tried it?', 'How can I help today?', 'What would a good outcome look like?']],
            ['Closed', ['Did you try restarting it?', 'Is your order number 4471?', 'Was it yesterday?']],
          ],
          'Open questions invite the customer to explain; closed ones confirm a detail. Start open, then close in.',
          'Open to understand, closed to confirm.',
        ),
        trueOrFalse('Listening: true or false?', [
          ['Interrupting to save time usually makes the call longer.', true],
          ['Repeating back what the customer said sounds robotic, so avoid it.', false],
          ['A short pause before answering shows you are thinking about what they said.', true],
        ]),
      ],
    },
    {
      title: 'Handling complaints',
      description: 'A clear way through an unhappy customer’s complaint.',
      slides: [
        title('Turn it around', 'A complaint handled well makes a customer more loyal than one who never had a problem.'),
        bullets('Words that help, words that hurt', [
          'Say “I understand why that’s frustrating”, not “Calm down”',
          'Say “Here’s what I can do”, not “That’s our policy”',
          'Say “I’ll find out”, not “I don’t know”',
          'Say “Thank you for telling us”, not “Nobody else has complained”',
        ]),
        putInOrder(
          'Put the steps for handling a complaint in order.',
          [
            'Listen without interrupting',
            'Apologise for how it felt',
            'Agree what you will do',
            'Do it, or say when it will be done',
            'Check they are satisfied',
          ],
          'Listening and apologising first calms the conversation, so the customer can hear the solution.',
          'Listen, apologise, agree, act, check.',
        ),
        circleTheAnswer(
          'Choose the best phrase.',
          {
            before: 'When you cannot give the customer what they asked for, tell them',
            correct: 'what you can do',
            wrong: ['it is company policy', 'to try another shop'],
            after: 'instead.',
          },
          'Customers accept a “no” far better when it comes with an alternative.',
          'Lead with what you can do.',
        ),
        quickChoice('A customer is shouting. What do you do first?', 'Let them finish, then acknowledge how they feel', [
          'Tell them to calm down',
          'Put them on hold',
          'Explain the policy straight away',
        ]),
        openSurvey('Think of a difficult customer conversation. What would you do differently now?', 'Next time I would…'),
      ],
    },
  ],
};
