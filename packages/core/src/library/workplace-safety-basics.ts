import type { LibraryCourse } from '../api/course-library.ts';
import {
  bullets,
  choiceSurvey,
  memoryPairs,
  putInOrder,
  questions,
  quickChoice,
  reading,
  reveal,
  title,
  trueOrFalse,
} from './library-slides.ts';

export const workplaceSafetyBasics: LibraryCourse = {
  id: 'workplace-safety-basics',
  title: 'Workplace safety basics',
  description: 'Spot hazards before they hurt someone, know what the signs mean, and know what to do when the alarm sounds.',
  minutes: 15,
  lessons: [
    {
      title: 'Hazards and risks',
      description: 'What makes a workplace dangerous, and the habits that keep it safe.',
      slides: [
        title('Spot it before it hurts', 'Most accidents at work were visible minutes before they happened. Learn to see them.'),
        reading('Hazard or risk?', [
          'A hazard is anything that could cause harm: a trailing cable, a wet floor, a chemical, a blocked exit.',
          'A risk is how likely that harm is, and how bad it would be. A wet floor in an empty store room is a low risk; the same floor at the top of the stairs at shift change is a high one.',
          'You cannot remove every hazard, but you can almost always lower the risk: clean the spill, put out a sign, take another route.',
        ]),
        reveal('The most common hazards', [
          ['Slips and trips', 'Spills, trailing cables, boxes left in walkways and poor lighting cause more injuries than anything else.'],
          ['Falls from height', 'Chairs and boxes are not ladders. Even a fall from one step can break a wrist.'],
          ['Moving vehicles', 'Forklifts and delivery vans have blind spots. Use marked walkways and make eye contact with drivers.'],
          ['Hazardous substances', 'Cleaning products can burn skin and eyes. Read the label and wear the gloves it asks for.'],
        ]),
        bullets('Five habits that prevent accidents', [
          'Clean up a spill or guard it until someone can',
          'Keep walkways, fire doors and exits clear',
          'Use the right tool or equipment for the job',
          'Report a hazard you cannot fix yourself',
          'Never remove a guard or bypass a safety switch',
        ]),
        trueOrFalse('Hazard or habit: true or false?', [
          ['A hazard is anything that could cause harm.', true],
          ['If a hazard is not yours, it is not your job to report it.', false],
          ['Standing on a swivel chair is fine if you are quick.', false],
          ['Keeping fire doors clear is everyone’s job.', true],
        ]),
        choiceSurvey('Which hazard do you meet most often in your work?', [
          'Slips and trips',
          'Working at height',
          'Vehicles',
          'Chemicals',
          'Something else',
        ]),
      ],
    },
    {
      title: 'Signs and emergencies',
      description: 'Read safety signs at a glance and know the steps when the alarm sounds.',
      slides: [
        title('Read the signs', 'Safety signs speak in colours and shapes, so they can be read in any language.'),
        memoryPairs('Match each sign to what it means', [
          ['Red circle with a bar', 'You must not'],
          ['Blue circle', 'You must'],
          ['Yellow triangle', 'Warning: danger'],
          ['Green square', 'Safe condition or exit'],
        ]),
        putInOrder(
          'The fire alarm sounds. Put these steps in order.',
          [
            'Stop what you are doing',
            'Leave by the nearest safe exit',
            'Close doors behind you',
            'Go to the assembly point',
            'Wait to be counted',
          ],
          'Stopping at once saves seconds; closing doors slows the fire; being counted tells the fire service nobody is missing.',
          'Stop, leave, close, assemble, be counted.',
        ),
        questions('Emergencies: your questions', [
          ['Should I collect my belongings?', 'No. Leave them. Seconds matter, and you can replace a bag.'],
          ['Can I use the lift?', 'No. Lifts can stop or open onto the fire floor. Use the stairs.'],
          [
            'What if a colleague cannot use the stairs?',
            'Help them to the refuge point on the stairs and tell the fire marshal where they are.',
          ],
        ]),
        quickChoice('Where do you go after leaving the building in a fire alarm?', 'The assembly point', [
          'Your car',
          'Back to your desk once it is quiet',
          'The nearest café',
        ]),
      ],
    },
  ],
};
