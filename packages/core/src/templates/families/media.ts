// The media content templates (templates §3.1, TEMPLATES.md "Content"): images, videos and series of
// them. They score nothing and complete on view, at the end of the video or on their button.
import { slideCommonFields } from '../common.ts';
import type { SlideTemplate, TemplateField, TemplateModel } from '../model.ts';

const CONTINUE = 'Continue';
// The example media ship with the app (packages/web/public/examples, made by scripts/make-example-media.ts).
const IMAGE_BASE = '/examples/images';
const VIDEO_BASE = '/examples/media';

/**
 * What an image shows, for screen readers. Optional: an empty description marks a decorative image
 * (WCAG 1.1.1), and a content slide's picture is often both.
 */
export const altField: TemplateField = {
  kind: 'string',
  name: 'alt',
  label: 'Image description',
  help: 'What the image shows, for people who cannot see it. Leave empty for a decorative image.',
  maxLength: 150,
};

function contentModel(fields: readonly TemplateField[]): TemplateModel {
  return [...fields, ...slideCommonFields()];
}

const image: SlideTemplate = {
  type: 'image',
  displayName: 'Image',
  description: 'One image with a caption; learners may tap anywhere to continue.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'image', name: 'url', label: 'Image', required: true },
    altField,
    {
      kind: 'boolean',
      name: 'compose',
      label: 'Show the whole image',
      help: 'Fits the image inside the slide instead of filling the slide and cropping it.',
      default: false,
    },
    {
      kind: 'boolean',
      name: 'autofocus',
      label: 'Open on the image',
      help: 'The caption stays folded until the learner taps it.',
      default: false,
    },
    {
      kind: 'object',
      name: 'caption',
      label: 'Caption',
      fields: [
        { kind: 'string', name: 'title', label: 'Title', maxLength: 120 },
        { kind: 'html', name: 'content', label: 'Text', maxLength: 2000 },
      ],
    },
    { kind: 'boolean', name: 'tapAnywhere', label: 'Tap anywhere to continue', default: false },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Safety sign',
      data: {
        url: `${IMAGE_BASE}/hard-hat-sign.jpg`,
        alt: 'Blue circular sign showing a white hard hat',
        compose: true,
        autofocus: false,
        caption: {
          title: 'Hard hat area',
          content: '<p>A blue circle means you <strong>must</strong> do something: here, wear a hard hat.</p>',
        },
        tapAnywhere: true,
      },
    },
  ],
  prompt:
    'Choose one clear image that carries the idea on its own, then use the caption title to name it and ' +
    'one or two sentences to say what the learner should notice.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const video: SlideTemplate = {
  type: 'video',
  displayName: 'Video',
  description: 'A video player with autoplay, a skip button and moving on when the video ends.',
  category: 'Content',
  features: [],
  play: 'content',
  model: contentModel([
    { kind: 'video', name: 'url', label: 'Video', required: true, durationField: 'duration' },
    { kind: 'int', name: 'duration', label: 'Duration (seconds)', help: 'Read from the video file.', min: 0, default: 0 },
    {
      kind: 'string',
      name: 'streamUrl',
      label: 'Streaming URL',
      help: 'An HLS address played instead of the file when streaming is on.',
      maxLength: 2000,
    },
    { kind: 'boolean', name: 'stream', label: 'Stream the video', default: true },
    { kind: 'boolean', name: 'autoplay', label: 'Play automatically', default: false },
    { kind: 'boolean', name: 'autoprogress', label: 'Move on when the video ends', default: false },
    { kind: 'boolean', name: 'showSkipButton', label: 'Show a skip button', default: false },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Hand washing in 20 seconds',
      data: {
        url: `${VIDEO_BASE}/hand-washing.mp4`,
        duration: 48,
        streamUrl: '',
        stream: true,
        autoplay: true,
        autoprogress: false,
        showSkipButton: true,
      },
    },
  ],
  prompt:
    'Keep videos under two minutes and about one thing. Show the task being done rather than someone ' +
    'talking about it, and let learners skip it when they may already know it.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

/** The fields the Vimeo and YouTube embeds share. */
function embedFields(videoIdHelp: string): TemplateField[] {
  return [
    { kind: 'string', name: 'videoId', label: 'Video id', help: videoIdHelp, required: true, maxLength: 64 },
    { kind: 'boolean', name: 'autoplay', label: 'Play automatically', default: false },
    { kind: 'boolean', name: 'autoProgress', label: 'Move on when the video ends', default: true },
    { kind: 'boolean', name: 'showSkipButton', label: 'Show a skip button', default: false },
  ];
}

const vimeoVideoEmbed: SlideTemplate = {
  type: 'vimeo-video-embed',
  displayName: 'Vimeo video',
  description: 'A video hosted on Vimeo, played in the slide.',
  category: 'Content',
  features: [],
  play: 'content',
  model: contentModel(embedFields('The number at the end of the Vimeo address, e.g. 76979871.')),
  examples: [
    {
      subtype: 'default',
      name: 'Product walkthrough',
      data: { videoId: '76979871', autoplay: false, autoProgress: true, showSkipButton: false },
    },
  ],
  prompt: 'Embed a short Vimeo video (under two minutes) that shows one thing, and say on the slide before it ' + 'what to watch for.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const youtubeVideoEmbed: SlideTemplate = {
  type: 'youtube-video-embed',
  displayName: 'YouTube video',
  description: 'A YouTube video played in the slide, optionally only between a start and an end time.',
  category: 'Content',
  features: [],
  play: 'content',
  model: contentModel([
    ...embedFields('The 11 characters after "v=" in the YouTube address, e.g. dQw4w9WgXcQ.'),
    { kind: 'int', name: 'startTime', label: 'Start at (seconds)', min: 0, default: 0 },
    { kind: 'int', name: 'endTime', label: 'End at (seconds)', help: '0 plays to the end.', min: 0, default: 0 },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'One clip of a longer talk',
      data: {
        videoId: 'arj7oStGLkU',
        autoplay: false,
        autoProgress: true,
        showSkipButton: false,
        startTime: 95,
        endTime: 180,
      },
    },
  ],
  prompt:
    'Use the start and end times to keep only the minute or two of a longer YouTube video that makes your ' +
    'point, and check the video may be embedded.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const mediaCollection: SlideTemplate = {
  type: 'media-collection',
  displayName: 'Media collection',
  description: 'One to three videos, images or sound clips, each with a caption, to pick and play.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    {
      kind: 'list',
      name: 'content',
      label: 'Media',
      min: 1,
      max: 3,
      itemLabel: 'Add media',
      item: {
        kind: 'object',
        name: 'media',
        label: 'Media',
        fields: [
          { kind: 'select', name: 'type', label: 'Kind', options: ['image', 'video', 'audio'], default: 'image' },
          { kind: 'image', name: 'image', label: 'Image', help: 'Shown when the kind is image.' },
          altField,
          { kind: 'video', name: 'video', label: 'Video', help: 'Played when the kind is video.' },
          { kind: 'audio', name: 'audio', label: 'Audio', help: 'Played when the kind is audio.' },
          { kind: 'string', name: 'caption', label: 'Caption', maxLength: 200 },
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Three ways to greet a guest',
      data: {
        content: [
          {
            type: 'image',
            image: `${IMAGE_BASE}/greeting-desk.jpg`,
            alt: 'A receptionist smiling at a guest across the front desk',
            video: '',
            audio: '',
            caption: 'At the front desk',
          },
          { type: 'video', image: '', video: `${VIDEO_BASE}/greeting-phone.mp4`, audio: '', caption: 'On the phone' },
          { type: 'audio', image: '', video: '', audio: `${VIDEO_BASE}/greeting-voicemail.mp3`, caption: 'On voicemail' },
        ],
      },
    },
  ],
  prompt:
    'Gather up to three short media clips that show the same idea from different angles, and caption each ' +
    'with what makes it different.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const videoCollection: SlideTemplate = {
  type: 'video-collection',
  displayName: 'Video collection',
  description: 'Two to six videos, each with a thumbnail and title, for the learner to pick and watch.',
  category: 'Content',
  features: [],
  play: 'content',
  model: contentModel([
    {
      kind: 'list',
      name: 'videos',
      label: 'Videos',
      min: 2,
      max: 6,
      itemLabel: 'Add video',
      item: {
        kind: 'object',
        name: 'video',
        label: 'Video',
        fields: [
          { kind: 'video', name: 'url', label: 'Video', required: true, durationField: 'duration' },
          { kind: 'image', name: 'thumbnail', label: 'Thumbnail', help: 'Recommended 600×200.' },
          { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 120 },
          { kind: 'int', name: 'duration', label: 'Duration (seconds)', help: 'Read from the video file.', min: 0, default: 0 },
        ],
      },
    },
    { kind: 'boolean', name: 'stream', label: 'Stream the videos', default: true },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Meet the team',
      data: {
        videos: [
          { url: `${VIDEO_BASE}/team-sales.mp4`, thumbnail: `${IMAGE_BASE}/team-sales.jpg`, title: 'Sales', duration: 62 },
          { url: `${VIDEO_BASE}/team-support.mp4`, thumbnail: `${IMAGE_BASE}/team-support.jpg`, title: 'Support', duration: 55 },
          { url: `${VIDEO_BASE}/team-product.mp4`, thumbnail: `${IMAGE_BASE}/team-product.jpg`, title: 'Product', duration: 71 },
        ],
        stream: true,
      },
    },
  ],
  prompt:
    'Offer a choice of short videos on one theme (teams, products, case studies), each titled so the ' +
    'learner can tell which one they need, with a thumbnail that shows its subject.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const scrollingMedia: SlideTemplate = {
  type: 'scrolling-media',
  displayName: 'Scrolling media',
  description: 'A scrolling slide mixing one to ten blocks of text, images and videos.',
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
          { kind: 'select', name: 'type', label: 'Kind', options: ['text', 'image', 'video'], default: 'text' },
          { kind: 'html', name: 'text', label: 'Text', help: 'Shown when the kind is text.', maxLength: 2000 },
          { kind: 'image', name: 'image', label: 'Image', help: 'Shown when the kind is image.' },
          altField,
          { kind: 'video', name: 'video', label: 'Video', help: 'Played when the kind is video.' },
        ],
      },
    },
    {
      kind: 'boolean',
      name: 'preventFocus',
      label: 'Keep images in the flow',
      help: 'Images do not open full screen when tapped.',
      default: false,
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'A day on the ward',
      data: {
        content: [
          { type: 'text', text: '<h3>07:00 handover</h3><p>The night nurse walks you through every patient.</p>', image: '', video: '' },
          {
            type: 'image',
            text: '',
            image: `${IMAGE_BASE}/ward-handover.jpg`,
            alt: "Two nurses reading a patient chart together at the nurses' station",
            video: '',
          },
          { type: 'text', text: '<h3>08:00 medication round</h3><p>Check the five rights before every dose.</p>', image: '', video: '' },
          { type: 'video', text: '', image: '', video: `${VIDEO_BASE}/medication-round.mp4` },
        ],
        preventFocus: false,
      },
    },
  ],
  prompt:
    'Tell a story or walk through a place in the order the learner would meet it, alternating short text ' +
    'blocks with the image or video that shows each moment.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const imageSlider: SlideTemplate = {
  type: 'image-slider',
  displayName: 'Image slider',
  description: 'A vertical series of one to ten images, each with a styled caption.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    {
      kind: 'list',
      name: 'items',
      label: 'Images',
      min: 1,
      max: 10,
      itemLabel: 'Add image',
      item: {
        kind: 'object',
        name: 'item',
        label: 'Image',
        fields: [
          { kind: 'image', name: 'content', label: 'Image', required: true },
          altField,
          {
            kind: 'select',
            name: 'imagePosition',
            label: 'Image position',
            options: ['Top', 'Middle', 'Bottom', 'Cover'],
            default: 'Cover',
          },
          { kind: 'text', name: 'caption', label: 'Caption', maxLength: 400 },
          {
            kind: 'select',
            name: 'captionStyle',
            label: 'Caption style',
            options: ['Default', 'Light', 'Dark', 'Transparent Light Text', 'Transparent Dark Text'],
            default: 'Default',
          },
          {
            kind: 'select',
            name: 'captionPosition',
            label: 'Caption position',
            options: ['Top', 'Middle', 'Bottom'],
            default: 'Bottom',
          },
          {
            kind: 'string',
            name: 'color',
            label: 'Background colour',
            help: 'A CSS colour behind the image, such as #1d1b3a.',
            maxLength: 40,
          },
        ],
      },
    },
    { kind: 'boolean', name: 'arrows', label: 'Show arrows', default: true },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'How coffee gets to your cup',
      data: {
        items: [
          {
            content: `${IMAGE_BASE}/coffee-farm.jpg`,
            alt: "A picker's hands holding ripe red coffee cherries",
            imagePosition: 'Cover',
            caption: 'Cherries are picked by hand when they turn red.',
            captionStyle: 'Dark',
            captionPosition: 'Bottom',
            color: '',
          },
          {
            content: `${IMAGE_BASE}/coffee-drying.jpg`,
            alt: 'Coffee beans spread out on raised drying beds in the sun',
            imagePosition: 'Cover',
            caption: 'The beans dry in the sun for two to three weeks.',
            captionStyle: 'Dark',
            captionPosition: 'Bottom',
            color: '',
          },
          {
            content: `${IMAGE_BASE}/coffee-roasting.jpg`,
            alt: 'Dark roasted beans pouring out of a drum roaster',
            imagePosition: 'Middle',
            caption: 'Roasting brings out the flavour in about 12 minutes.',
            captionStyle: 'Dark',
            captionPosition: 'Bottom',
            color: '#1d1b3a',
          },
        ],
        arrows: true,
      },
    },
  ],
  prompt:
    'Show a sequence the learner scrolls through: the stages of a process or a journey, one image per ' +
    'stage, with a one-sentence caption placed where it does not hide the subject.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

/** A captioned image, the item of the gallery and the parallax. */
function captionedImage(label: string): TemplateField {
  return {
    kind: 'object',
    name: 'image',
    label,
    fields: [
      { kind: 'image', name: 'image', label: 'Image', required: true },
      altField,
      { kind: 'string', name: 'caption', label: 'Caption', maxLength: 200 },
    ],
  };
}

const imageGallery: SlideTemplate = {
  type: 'image-gallery',
  displayName: 'Image gallery',
  description: 'A gallery of one to ten captioned images the learner swipes through.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'string', name: 'title', label: 'Title', maxLength: 120 },
    { kind: 'list', name: 'images', label: 'Images', min: 1, max: 10, itemLabel: 'Add image', item: captionedImage('Image') },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Store layout',
      data: {
        title: 'Our new store layout',
        images: [
          {
            image: `${IMAGE_BASE}/store-entrance.jpg`,
            alt: 'Shop entrance with a seasonal offers stand facing the doors',
            caption: 'Seasonal offers face the entrance',
          },
          {
            image: `${IMAGE_BASE}/store-tills.jpg`,
            alt: 'A row of self-service tills on the left-hand wall',
            caption: 'Self-service tills on the left',
          },
          {
            image: `${IMAGE_BASE}/store-collect.jpg`,
            alt: 'Click and collect counter with parcel shelves at the back of the shop',
            caption: 'Click and collect at the back',
          },
        ],
      },
    },
  ],
  prompt: 'Show several views of one subject; caption each with what the learner should notice in it.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const imageCollection: SlideTemplate = {
  type: 'image-collection',
  displayName: 'Image collection',
  description: 'Two to eight image tiles; tapping one opens its title and description.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'string', name: 'title', label: 'Title', maxLength: 120 },
    {
      kind: 'list',
      name: 'images',
      label: 'Images',
      min: 2,
      max: 8,
      itemLabel: 'Add image',
      item: {
        kind: 'object',
        name: 'image',
        label: 'Image',
        fields: [
          { kind: 'image', name: 'image', label: 'Image', required: true },
          altField,
          { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 80 },
          { kind: 'html', name: 'description', label: 'Description', maxLength: 1000 },
        ],
      },
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Personal protective equipment',
      data: {
        title: 'Your protective equipment',
        images: [
          {
            image: `${IMAGE_BASE}/ppe-goggles.jpg`,
            alt: 'Clear safety goggles',
            title: 'Goggles',
            description: '<p>Whenever you cut, grind or handle chemicals.</p>',
          },
          {
            image: `${IMAGE_BASE}/ppe-gloves.jpg`,
            alt: 'A pair of grey cut-resistant gloves',
            title: 'Gloves',
            description: '<p>Cut-resistant for blades, nitrile for chemicals.</p>',
          },
          {
            image: `${IMAGE_BASE}/ppe-earmuffs.jpg`,
            alt: 'Yellow ear defenders',
            title: 'Ear defenders',
            description: '<p>Above 85 dB, or if you must shout to be heard.</p>',
          },
          {
            image: `${IMAGE_BASE}/ppe-boots.jpg`,
            alt: 'Black safety boots with steel toe caps',
            title: 'Safety boots',
            description: '<p>At all times on the shop floor.</p>',
          },
        ],
      },
    },
  ],
  prompt:
    'Present a set of things of the same kind (tools, products, people) as tiles; give each a short title ' +
    'and one sentence on when or why it matters.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

/** A hotspot on an image, placed in percent of its width and height. */
const waypointItem: TemplateField = {
  kind: 'object',
  name: 'waypoint',
  label: 'Hotspot',
  fields: [
    { kind: 'number', name: 'x', label: 'Across (%)', min: 0, max: 100, default: 50 },
    { kind: 'number', name: 'y', label: 'Down (%)', min: 0, max: 100, default: 50 },
    { kind: 'string', name: 'title', label: 'Title', required: true, maxLength: 80 },
    { kind: 'html', name: 'content', label: 'Note', maxLength: 1000 },
  ],
};

const imageMap: SlideTemplate = {
  type: 'image-map',
  displayName: 'Image map',
  description: 'An image with 1 to 20 hotspots the learner taps, in any order, to open their notes.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'image', name: 'image', label: 'Image', required: true },
    altField,
    { kind: 'list', name: 'waypoints', label: 'Hotspots', min: 1, max: 20, itemLabel: 'Add hotspot', item: waypointItem },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Parts of a fire extinguisher',
      data: {
        image: `${IMAGE_BASE}/fire-extinguisher.jpg`,
        alt: 'A red fire extinguisher with its pin, handle, hose and label',
        waypoints: [
          { x: 48, y: 8, title: 'Safety pin', content: '<p>Pull it out first; it stops the handle being squeezed by accident.</p>' },
          { x: 62, y: 14, title: 'Handle', content: '<p>Squeeze to release the contents.</p>' },
          { x: 30, y: 22, title: 'Hose', content: '<p>Aim at the base of the fire, not the flames.</p>' },
          { x: 52, y: 40, title: 'Label', content: '<p>Check the colour band: it tells you which fires it puts out.</p>' },
        ],
      },
    },
  ],
  prompt:
    'Pick an image with distinct parts (a machine, a form, a room) and pin a hotspot on each part that ' +
    'matters, with a short title and one or two sentences on what it does.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const imageWaypoints: SlideTemplate = {
  type: 'image-waypoints',
  displayName: 'Image waypoints',
  description: 'A guided tour of an image: 1 to 20 waypoints opened one after another, in order.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'image', name: 'image', label: 'Image', required: true },
    altField,
    { kind: 'list', name: 'waypoints', label: 'Waypoints', min: 1, max: 20, itemLabel: 'Add waypoint', item: waypointItem },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Evacuation route',
      data: {
        image: `${IMAGE_BASE}/floor-plan.jpg`,
        alt: 'Office floor plan with desks, the stairs and the car park',
        waypoints: [
          { x: 20, y: 70, title: 'Leave your desk', content: '<p>Leave your belongings and close the door behind you.</p>' },
          { x: 45, y: 55, title: 'Stairs, not the lift', content: '<p>The lifts stop working when the alarm sounds.</p>' },
          { x: 80, y: 20, title: 'Assembly point', content: '<p>Report to your fire warden in the car park.</p>' },
        ],
      },
    },
  ],
  prompt:
    'Use when order matters: a route, a process across a plan or the steps on a screen. Place the ' +
    'waypoints in the order the learner should follow and make each title an action.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

const parallax: SlideTemplate = {
  type: 'parallax',
  displayName: 'Parallax',
  description: 'One to ten full-screen images that scroll past each other with their captions.',
  category: 'Content',
  features: ['narration'],
  play: 'content',
  model: contentModel([
    { kind: 'string', name: 'title', label: 'Title', maxLength: 120 },
    { kind: 'list', name: 'images', label: 'Images', min: 1, max: 10, itemLabel: 'Add image', item: captionedImage('Image') },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Our story',
      data: {
        title: 'Forty years of Slidewise Bakery',
        images: [
          { image: `${IMAGE_BASE}/bakery-1985.jpg`, alt: 'A single bread oven in a garage, 1985', caption: '1985: one oven in a garage' },
          { image: `${IMAGE_BASE}/bakery-2001.jpg`, alt: 'The first Slidewise Bakery shop front, 2001', caption: '2001: our first shop' },
          {
            image: `${IMAGE_BASE}/bakery-today.jpg`,
            alt: 'A busy modern bakery counter full of loaves',
            caption: 'Today: 42 shops and one recipe book',
          },
        ],
      },
    },
  ],
  prompt:
    'Tell a short visual story with large, striking images, one moment each, and a caption of a few ' + 'words that moves the story on.',
  doneText: CONTINUE,
  visibleInPicker: true,
  hiddenFromPlans: [],
};

/** Media content templates, in picker order. */
export const mediaTemplates: readonly SlideTemplate[] = [
  image,
  video,
  youtubeVideoEmbed,
  vimeoVideoEmbed,
  mediaCollection,
  videoCollection,
  scrollingMedia,
  imageSlider,
  imageGallery,
  imageCollection,
  imageMap,
  imageWaypoints,
  parallax,
];
