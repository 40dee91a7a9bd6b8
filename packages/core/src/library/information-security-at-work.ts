import type { LibraryCourse } from '../api/course-library.ts';
import { bullets, choiceSurvey, memoryPairs, questions, quickChoice, reading, sortInto, title, trueOrFalse } from './library-slides.ts';

export const informationSecurityAtWork: LibraryCourse = {
  id: 'information-security-at-work',
  title: 'Information security at work',
  description: 'Strong passwords, phishing you can spot, and the everyday habits that keep company and customer data safe.',
  minutes: 15,
  lessons: [
    {
      title: 'Passwords and accounts',
      description: 'The keys to everything you use at work.',
      slides: [
        title('Guard your keys', 'Four in five breaches start with a stolen or guessed password.'),
        reading('What makes a password strong', [
          'Length beats complexity. A passphrase of four random words is longer, easier to remember and harder to crack than a short jumble of symbols.',
          'Use a different password for every account. When one site is breached, attackers try the same password everywhere else.',
          'A password manager remembers them for you, and multi-factor authentication stops most attacks even when a password leaks.',
        ]),
        quickChoice('Which of these passwords is the strongest?', 'river-lantern-pepper-orbit', [
          'Summer2024!',
          'P@ssw0rd',
          'Your child’s name and birthday',
        ]),
        bullets('Account habits', [
          'Turn on multi-factor authentication wherever it is offered',
          'Never share your password, not even with IT',
          'Lock your screen every time you leave your desk',
          'Sign out of shared computers',
        ]),
        trueOrFalse('Passwords: true or false?', [
          ['A long passphrase is stronger than a short complex password.', true],
          ['Reusing a strong password on several sites is safe.', false],
          ['IT will never ask for your password.', true],
        ]),
      ],
    },
    {
      title: 'Phishing and safe habits',
      description: 'The e-mails and calls that try to trick you, and how to handle data safely.',
      slides: [
        title('Don’t take the bait', 'Phishing e-mails are written to make you act before you think.'),
        sortInto(
          'Red flag or usually fine?',
          [
            [
              'Red flag',
              ['Asks you to act within the hour', 'Sender’s address does not match the company', 'Asks you to log in through a link'],
            ],
            ['Usually fine', ['A colleague confirms a meeting you booked', 'A newsletter you signed up for', 'Asks nothing of you']],
          ],
          'Urgency, mismatched senders and login links are the classic signs of phishing.',
          'When a message rushes you, slow down.',
        ),
        memoryPairs('Match the threat to the defence', [
          ['Phishing e-mail', 'Report it, don’t click'],
          ['Stolen password', 'Multi-factor authentication'],
          ['Lost laptop', 'Disk encryption and screen lock'],
          ['Unknown USB stick', 'Hand it to IT'],
        ]),
        questions('What do I do if…', [
          [
            'I clicked a suspicious link?',
            'Tell IT straight away. Acting in minutes can stop an attack; nobody will blame you for reporting.',
          ],
          ['Someone calls claiming to be from IT?', 'Hang up and call the IT desk on the number you already know.'],
          ['I need to send customer data outside the company?', 'Use the approved secure transfer tool, never personal e-mail.'],
        ]),
        choiceSurvey('How confident are you at spotting a phishing e-mail?', [
          'Very confident',
          'Fairly confident',
          'Not sure',
          'Not confident',
        ]),
      ],
    },
  ],
};
