import type { LibraryCourse } from '../api/course-library.ts';
import { bullets, circleTheAnswer, putInOrder, quickChoice, reading, scaleSurvey, sortInto, steps, title } from './library-slides.ts';

export const manualHandling: LibraryCourse = {
  id: 'manual-handling',
  title: 'Manual handling',
  description: 'Lift, carry, push and pull without hurting your back: think before you lift, and lift the safe way.',
  minutes: 12,
  lessons: [
    {
      title: 'Think before you lift',
      description: 'Most back injuries come from loads that should not have been lifted the way they were.',
      slides: [
        title('Your back has to last', 'A third of injuries at work come from lifting and carrying. Almost all of them can be avoided.'),
        reading('Why lifting hurts', [
          'Your spine is strongest when it is upright and the load is close to your body. Every centimetre the load moves away multiplies the strain on your lower back.',
          'Twisting while you hold a load is the movement most likely to injure a disc. Move your feet instead of turning your waist.',
          'Injuries often build up over time: the hundredth awkward lift of the week does the damage, not the first.',
        ]),
        bullets('Before any lift, ask', [
          'Do I need to lift this at all, or is there a trolley?',
          'How heavy is it, and is the weight even?',
          'Where is it going, and is the way clear?',
          'Do I need someone to help?',
        ]),
        sortInto(
          'Lift it yourself, or get help?',
          [
            ['Lift it yourself', ['A box of paper held close', 'A chair you can carry upright', 'A toolbox with a good handle']],
            ['Get help or equipment', ['A desk', 'A box you cannot see over', 'A sack that shifts as you move it']],
          ],
          'Size, balance and grip matter as much as weight: a load you cannot see over or hold steadily needs two people or a trolley.',
          'If in doubt, don’t lift it alone.',
        ),
        scaleSurvey('How often do you lift or carry things at work?', 'Never', 'All day'),
      ],
    },
    {
      title: 'The safe lift',
      description: 'Five steps for a safe lift, and what to do when pushing or pulling.',
      slides: [
        title('Lift like a professional', 'Warehouse staff lift all day without injury. Here is how they do it.'),
        steps('The safe lift, step by step', [
          'Plan: check the weight, the route and where the load will go.',
          'Stand close, feet apart, one foot slightly forward.',
          'Bend your knees, keep your back straight and get a firm grip.',
          'Lift smoothly with your legs, keeping the load close to your waist.',
          'Move your feet to turn; put the load down the way you lifted it.',
        ]),
        putInOrder(
          'Put the safe lift in order.',
          ['Plan the lift', 'Stand close to the load', 'Bend your knees and grip', 'Lift with your legs', 'Turn with your feet'],
          'Planning first means you never stop half way with a load in your arms; your legs, not your back, do the lifting.',
          'Plan, position, grip, lift, turn.',
        ),
        circleTheAnswer(
          'Complete the rule.',
          {
            before: 'When you need to change direction with a load,',
            correct: 'move your feet',
            wrong: ['twist your waist', 'speed up'],
            after: 'rather than your back.',
          },
          'Twisting under load is the movement most likely to injure a disc in your lower back.',
          'Turn with your feet, never your waist.',
        ),
        quickChoice(
          'Is it better to push or to pull a trolley?',
          'Push it',
          ['Pull it', 'It makes no difference'],
          'Pushing lets you use your body weight and see where you are going.',
        ),
      ],
    },
  ],
};
