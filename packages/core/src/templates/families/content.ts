// The text content templates (templates §3.1, TEMPLATES.md "Content"): slides that explain, score
// nothing and complete on view or on their button. Media-led content slides are in `media.ts`.
import { slideCommonFields } from '../common.ts';
import type { SlideTemplate, TemplateField, TemplateModel } from '../model.ts';
import { altField } from './media.ts';

const CONTINUE = 'Continue';
// The example media ship with the app (packages/web/public/examples, made by scripts/make-example-media.ts).
const IMAGE_BASE = '/examples/images';

function contentModel(fields: readonly TemplateField[]): TemplateModel {
  return [...fields, ...slideCommonFields()];
}

const title: SlideTemplate = {
  type: 'title',
  displayName: 'Title',
  description: 'Opens a lesson or a part of it with a title, a subtitle and a start button.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 120 },
    { kind: 'text', name: 'subtitle', label: 'Subtitle', maxLength: 300 },
    { kind: 'string', name: 'buttonText', label: 'Button text', default: 'Start', maxLength: 40 },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Lesson opener',
      data: {
        title: 'Handling customer complaints',
        subtitle: 'Five minutes to turn an unhappy customer into a loyal one.',
        buttonText: "Let's begin",
      },
    },
  ],
  prompt:
    'Write a short, concrete title (under 8 words) that names what the learner will be able to do, and a ' +
    'one-sentence subtitle that says why it matters to them. Keep the button text an inviting verb.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const textSequence: SlideTemplate = {
  type: 'text-sequence',
  displayName: 'Text sequence',
  description: 'Reveals 1 to 32 short steps one at a time; learners may go back when allowed.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    {
      kind: 'list',
      name: 'content',
      label: 'Steps',
      min: 1,
      max: 32,
      itemLabel: 'Add step',
      item: { kind: 'html', name: 'step', label: 'Step', required: true, maxLength: 1000 },
    },
    {
      kind: 'string',
      name: 'label',
      label: 'Next button label',
      help: 'The button that reveals the next step.',
      default: 'Next',
      maxLength: 40,
    },
    { kind: 'boolean', name: 'canGoBack', label: 'Learners can go back a step', default: true },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'CPR steps',
      data: {
        content: [
          '<p><strong>Check</strong> the scene is safe and the person is unresponsive.</p>',
          '<p><strong>Call</strong> emergency services, or ask someone nearby to call.</p>',
          '<p><strong>Push</strong> hard and fast in the centre of the chest: 100 to 120 compressions a minute.</p>',
          '<p><strong>Keep going</strong> until help arrives or the person starts breathing.</p>',
        ],
        label: 'Next step',
        canGoBack: true,
      },
    },
  ],
  prompt:
    'Break a process into the fewest steps that still stand alone, one action per step, in the order the ' +
    'learner performs them. Start each step with the verb, bold the key word, and keep each under 25 words.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const reveal: SlideTemplate = {
  type: 'reveal',
  displayName: 'Reveal',
  description: 'One to four cards that learners tap to reveal what is behind each title.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    {
      kind: 'list',
      name: 'content',
      label: 'Cards',
      min: 1,
      max: 4,
      itemLabel: 'Add card',
      item: {
        kind: 'object',
        name: 'card',
        label: 'Card',
        fields: [
          { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 80 },
          { kind: 'html', name: 'description', label: 'Revealed text', required: true, maxLength: 1000 },
        ],
      },
    },
    {
      kind: 'boolean',
      name: 'focus',
      label: 'Focus on the open card',
      help: 'Dims the other cards while one is open.',
      default: false,
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Three kinds of feedback',
      data: {
        content: [
          { title: 'Appreciation', description: '<p>Recognises effort and says <em>thank you</em>. It motivates.</p>' },
          { title: 'Coaching', description: '<p>Helps someone grow: what to keep doing and what to try next.</p>' },
          { title: 'Evaluation', description: '<p>Says where someone stands against a standard or a goal.</p>' },
        ],
        focus: true,
      },
    },
  ],
  prompt:
    'Use two to four parallel ideas of the same kind. Make each title a question or a short name that makes ' +
    'the learner want to tap, and put the explanation, in one or two sentences, behind it.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

/** One face of the scratch card: text, an image or both, with a label above it. */
function scratchFace(name: 'before' | 'after', label: string): TemplateField {
  return {
    kind: 'object',
    name,
    label,
    fields: [
      { kind: 'string', name: 'label', label: 'Label', maxLength: 80 },
      { kind: 'html', name: 'content', label: 'Text', maxLength: 1000 },
      { kind: 'image', name: 'image', label: 'Image' },
      altField,
    ],
  };
}

const scratchToReveal: SlideTemplate = {
  type: 'scratch-to-reveal',
  displayName: 'Scratch to reveal',
  description: 'A scratch layer over the "before" content; scratching it uncovers the "after" content.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    scratchFace('before', 'Before (on top)'),
    scratchFace('after', 'After (revealed)'),
    {
      kind: 'string',
      name: 'canvasBackground',
      label: 'Scratch layer colour',
      help: 'A CSS colour such as #c0c0c0.',
      default: '#c0c0c0',
      maxLength: 40,
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Before and after a 5S tidy',
      data: {
        before: {
          label: 'Before',
          content: '<p>How many hazards can you spot on this workbench?</p>',
          image: `${IMAGE_BASE}/workbench-before.jpg`,
          alt: 'A cluttered workbench with tools, cables and offcuts everywhere',
        },
        after: {
          label: 'After 5S',
          content: '<p>Sorted, set in order and shined: every tool has a marked home.</p>',
          image: `${IMAGE_BASE}/workbench-after.jpg`,
          alt: 'The same workbench, clear, with each tool on a marked shadow board',
        },
        canvasBackground: '#c0c0c0',
      },
    },
  ],
  prompt:
    'Set up a contrast or a surprise: a question, a problem or a "before" picture on top, and the answer, ' +
    'the fix or the "after" picture underneath. Label both faces so the learner knows what changed.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const scrollable: SlideTemplate = {
  type: 'scrollable',
  displayName: 'Scrollable text',
  description: 'A title and a long body of rich text that the learner scrolls through.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'string', name: 'title', label: 'Title', maxLength: 120 },
    { kind: 'html', name: 'content', label: 'Text', required: true, maxLength: 20000 },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Data protection policy summary',
      data: {
        title: 'Our data protection policy in brief',
        content:
          '<p>We collect only the personal data we need to serve our customers, and we keep it only as long as ' +
          'we need it.</p><h3>What you must do</h3><ul><li>Lock your screen whenever you leave your desk.</li>' +
          '<li>Never send customer data to a personal e-mail address.</li><li>Report a suspected breach to the ' +
          'privacy team within 24 hours.</li></ul><h3>Why it matters</h3><p>A breach can cost the company up to ' +
          '4% of its yearly turnover in fines, and it costs our customers their trust.</p>',
      },
    },
  ],
  prompt:
    'Keep it for reference text that must be read in full (a policy, a procedure). Use short paragraphs, ' +
    'sub-headings and bullet lists so it can be scanned, and lead with what the learner must do.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const speechBubble: SlideTemplate = {
  type: 'speech-bubble',
  displayName: 'Speech bubble',
  description: 'A quote in a speech bubble with its author and avatar, on the left or the right.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'text', name: 'title', label: 'Quote', required: true, maxLength: 400 },
    { kind: 'string', name: 'author', label: 'Author', maxLength: 80 },
    { kind: 'image', name: 'avatar', label: 'Avatar' },
    { kind: 'select', name: 'direction', label: 'Speaker side', options: ['Left', 'Right'], default: 'Left' },
    { kind: 'select', name: 'bubbleStyle', label: 'Bubble style', options: ['Dark', 'Light'], default: 'Light' },
    {
      kind: 'select',
      name: 'avatarStyle',
      label: 'Avatar shape',
      options: ['Circle', 'Rounded', 'Square'],
      default: 'Circle',
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'A customer speaks',
      data: {
        title: 'I waited twenty minutes and nobody even said hello. I just want someone to listen.',
        author: 'Maria, a regular customer',
        avatar: `${IMAGE_BASE}/customer-maria.jpg`,
        direction: 'Left',
        bubbleStyle: 'Light',
        avatarStyle: 'Circle',
      },
    },
  ],
  prompt:
    'Give a real voice to a situation: a customer, a colleague or an expert saying one or two sentences in ' +
    'their own words. Name the speaker and their role so the learner knows whose view it is.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const table: SlideTemplate = {
  type: 'table',
  displayName: 'Table',
  description: 'A table of 1 to 50 rows of 1 to 5 cells, with header, condensed and full-width styles.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    {
      kind: 'list',
      name: 'rows',
      label: 'Rows',
      min: 1,
      max: 50,
      itemLabel: 'Add row',
      item: {
        kind: 'list',
        name: 'cells',
        label: 'Cells',
        min: 1,
        max: 5,
        itemLabel: 'Add cell',
        // templates §5: an empty cell is entered as a space, so a cell is never the empty string.
        item: {
          kind: 'string',
          name: 'cell',
          label: 'Cell',
          help: 'Type a space for an empty cell.',
          minLength: 1,
          maxLength: 200,
        },
      },
    },
    {
      kind: 'object',
      name: 'style',
      label: 'Style',
      fields: [
        { kind: 'boolean', name: 'header', label: 'First row is a header', default: true },
        { kind: 'boolean', name: 'condensed', label: 'Condensed', default: false },
        { kind: 'boolean', name: 'full-width', label: 'Full width', default: true },
      ],
    },
    { kind: 'string', name: 'caption', label: 'Caption', maxLength: 200 },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Fire extinguisher types',
      data: {
        rows: [
          ['Type', 'Label colour', 'Use on'],
          ['Water', 'Red', 'Paper, wood, textiles'],
          ['Foam', 'Cream', 'Paper, wood, flammable liquids'],
          ['CO2', 'Black', 'Electrical fires'],
          ['Wet chemical', 'Yellow', 'Cooking oil and fat'],
        ],
        style: { header: true, condensed: false, 'full-width': true },
        caption: 'Which extinguisher for which fire',
      },
    },
  ],
  prompt:
    'Use a table to compare a few items on the same attributes. Put the items in rows and the attributes ' +
    'in at most five columns, keep each cell to a few words, and give the table a caption that says what ' +
    'to look for.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const bulletedList: SlideTemplate = {
  type: 'bulleted-list',
  displayName: 'Bulleted list',
  description: 'A title and a list of 1 to 32 bullet points.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'string', name: 'title', label: 'Title', maxLength: 120 },
    {
      kind: 'list',
      name: 'items',
      label: 'Bullets',
      min: 1,
      max: 32,
      itemLabel: 'Add bullet',
      item: { kind: 'string', name: 'item', label: 'Bullet', required: true, maxLength: 300 },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Before a video call',
      data: {
        title: 'Before your video call',
        items: [
          'Test your camera and microphone',
          'Close tabs and apps you will not need',
          'Sit facing the light, not with it behind you',
          'Have the agenda open in front of you',
        ],
      },
    },
  ],
  prompt:
    'List parallel points of the same kind, each starting the same way (all verbs or all nouns), one idea ' +
    'per bullet and no more than about seven bullets so the list stays memorable.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const expandableList: SlideTemplate = {
  type: 'expandable-list',
  displayName: 'Expandable list',
  description: 'An accordion of 1 to 6 titled items; each opens to show its details.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'string', name: 'title', label: 'Title', maxLength: 120 },
    {
      kind: 'list',
      name: 'items',
      label: 'Items',
      min: 1,
      max: 6,
      itemLabel: 'Add item',
      item: {
        kind: 'object',
        name: 'item',
        label: 'Item',
        fields: [
          { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 120 },
          { kind: 'html', name: 'content', label: 'Details', required: true, maxLength: 1000 },
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Frequently asked questions about leave',
      data: {
        title: 'Annual leave: your questions',
        items: [
          { title: 'How many days do I get?', content: '<p>25 days a year, plus public holidays.</p>' },
          {
            title: 'Can I carry days over?',
            content: '<p>Up to 5 unused days, to be taken before the end of March.</p>',
          },
          { title: 'How do I book leave?', content: '<p>Request it in the HR portal at least two weeks ahead.</p>' },
        ],
      },
    },
  ],
  prompt:
    'Use for details some learners need and others can skip, like an FAQ. Make each title the question or ' +
    'topic the learner would look for, and keep each answer to two or three sentences.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const comparison: SlideTemplate = {
  type: 'comparison',
  displayName: 'Comparison',
  description: 'Two items side by side, each with a title, an image and a description.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'string', name: 'title', label: 'Title', maxLength: 120 },
    {
      kind: 'list',
      name: 'items',
      label: 'Items',
      min: 2,
      max: 2,
      item: {
        kind: 'object',
        name: 'item',
        label: 'Item',
        fields: [
          { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 80 },
          { kind: 'image', name: 'image', label: 'Image' },
          altField,
          { kind: 'html', name: 'content', label: 'Description', maxLength: 1000 },
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Open and closed questions',
      data: {
        title: 'Open or closed question?',
        items: [
          {
            title: 'Open',
            image: `${IMAGE_BASE}/open-question.jpg`,
            alt: 'An advisor listening to a customer who is explaining at length',
            content: '<p>"What happened when you tried to log in?" Invites the customer to explain.</p>',
          },
          {
            title: 'Closed',
            image: `${IMAGE_BASE}/closed-question.jpg`,
            alt: 'An advisor ticking a box as a customer nods',
            content: '<p>"Did you reset your password?" Confirms one fact with a yes or a no.</p>',
          },
        ],
      },
    },
  ],
  prompt:
    'Compare two things learners confuse or must choose between. Describe both on the same points, in the ' +
    'same order, so the difference stands out; a picture for each helps it stick.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

// The exit slide has no fields of its own to show (templates §3.1); even the common parts are kept
// out of its form, since it only closes the lesson.
const exit: SlideTemplate = {
  type: 'exit',
  displayName: 'Exit',
  description: 'The end of the lesson: the score, the stars earned and the next step.',
  category: 'Content',
  features: [],
  play: 'content',
  model: slideCommonFields().map((field) => ({ ...field, hidden: true })),
  examples: [{ subtype: 'default', name: 'Lesson end', data: {} }],
  prompt:
    'Add one exit slide as the last slide of a lesson; it shows the learner their score and stars and what ' +
    'comes next, so nothing needs writing.',
  doneText: 'Move on',
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const textAndImages: SlideTemplate = {
  type: 'text-and-images',
  displayName: 'Text and images',
  description: 'One to ten blocks of text, each with an image, stacked in a scrolling slide.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    {
      kind: 'list',
      name: 'content',
      label: 'Blocks',
      min: 1,
      max: 10,
      itemLabel: 'Add block',
      item: {
        kind: 'object',
        name: 'block',
        label: 'Block',
        fields: [
          { kind: 'html', name: 'text', label: 'Text', maxLength: 1000 },
          { kind: 'image', name: 'image', label: 'Image' },
          altField,
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Safe lifting',
      data: {
        content: [
          {
            text: '<p>Plan the lift: know where the load is going and clear the way.</p>',
            image: `${IMAGE_BASE}/lift-plan.jpg`,
            alt: 'A worker checking the path is clear before lifting a box',
          },
          {
            text: '<p>Bend your knees, keep your back straight and hold the load close.</p>',
            image: `${IMAGE_BASE}/lift-posture.jpg`,
            alt: 'A worker lifting a box with bent knees and a straight back',
          },
        ],
      },
    },
  ],
  prompt: 'Pair each short paragraph with the image that shows it, in reading order; one idea per block.',
  doneText: CONTINUE,
  // Spec: not visible in the picker; lessons that have it keep playing it.
  visibleInPicker: false,
  hiddenFromPlans: [],
};

/** Text content templates, in picker order. */
export const contentTemplates: readonly SlideTemplate[] = [
  title,
  textSequence,
  bulletedList,
  expandableList,
  reveal,
  scratchToReveal,
  scrollable,
  speechBubble,
  table,
  comparison,
  textAndImages,
  exit,
];
