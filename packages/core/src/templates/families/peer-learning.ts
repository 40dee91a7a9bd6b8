// The peer-learning templates (templates §3.1, TEMPLATES.md "Surveys"): learners contribute text, an
// image or a video to a shared wall their peers browse. They need the network (the online feature) and
// play as surveys: no right answer.
import { idField, slideCommonFields } from '../common.ts';
import type { SlideTemplate, TemplateField, TemplateModel } from '../model.ts';
import { readString } from '../question-draft.ts';
import { readSurveyQuestion, surveyQuestion, surveyQuestionField } from './surveys.ts';

const MOVE_ON = 'Move on';

/** spec §2: the page that lists learners' contributions, linked from the peer-authoring help text. */
export const PEER_AUTHORING_PATH = '/peer-authoring';

function peerModel(fields: readonly TemplateField[]): TemplateModel {
  return [...fields, ...slideCommonFields()];
}

const peerAuthoring: SlideTemplate = {
  type: 'peer-authoring',
  displayName: 'Peer authoring',
  description: `Learners upload a picture or a video of their own for their peers; every contribution is listed at ${PEER_AUTHORING_PATH}.`,
  category: 'Peer Learning',
  features: ['social', 'online'],
  play: 'survey',
  model: peerModel([
    // Keeps the contributions attached to this slide's question across saves.
    idField(),
    {
      kind: 'string',
      name: 'title',
      label: 'Title',
      help: `What to contribute. Contributions can be reviewed at ${PEER_AUTHORING_PATH}.`,
      required: true,
      maxLength: 120,
    },
    {
      kind: 'string',
      name: 'noMediaUploaded',
      label: 'Text before anything is uploaded',
      default: 'Nothing shared yet. Be the first!',
      maxLength: 200,
    },
    { kind: 'string', name: 'buttonText', label: 'Upload button', default: 'Upload', maxLength: 40 },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Show your display',
      data: {
        id: '#GENUUID#',
        title: 'Share a photo of your best shelf display this week',
        noMediaUploaded: 'No displays yet. Yours could be the first!',
        buttonText: 'Upload a photo',
      },
    },
  ],
  prompt:
    'Ask learners to show, not tell: a photo of their work, a short video of a technique. Make the title a ' +
    'clear, specific request they can meet in a few minutes on the job.',
  doneText: MOVE_ON,
  visibleInPicker: true,
  hiddenFromPlans: [],
  questions: (data) => [
    surveyQuestion('peer-authoring', 'Peer Learning', { id: readString(data, 'id'), content: readString(data, 'title') }),
  ],
};

const contribution: SlideTemplate = {
  type: 'contribution',
  displayName: 'Contribution',
  description: 'Learners answer an open question in writing, with an optional image, on a wall their peers read.',
  category: 'Peer Learning',
  features: ['social', 'online'],
  play: 'survey',
  model: peerModel([
    surveyQuestionField,
    { kind: 'string', name: 'placeholder', label: 'Hint in the empty box', default: 'Share your idea…', maxLength: 120 },
    { kind: 'boolean', name: 'allowImage', label: 'Learners may add an image', default: true },
    { kind: 'string', name: 'buttonText', label: 'Post button', default: 'Post', maxLength: 40 },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Tips from the floor',
      data: {
        question: { id: '#GENUUID#', content: '<p>What is your best tip for calming an angry customer?</p>' },
        placeholder: 'My tip is…',
        allowImage: false,
        buttonText: 'Share my tip',
      },
    },
  ],
  prompt:
    'Ask a question every learner can answer from their own experience (a tip, an example, a mistake ' +
    'they learned from), so the wall becomes a collection of practical know-how.',
  doneText: MOVE_ON,
  visibleInPicker: true,
  hiddenFromPlans: [],
  questions: (data) => [surveyQuestion('contribution', 'Peer Learning', readSurveyQuestion(data))],
};

const videoContribution: SlideTemplate = {
  type: 'video-contribution',
  displayName: 'Video contribution',
  description: 'Learners record a short video answer to a question for their peers to watch.',
  category: 'Peer Learning',
  features: ['social', 'online'],
  play: 'survey',
  model: peerModel([
    surveyQuestionField,
    {
      kind: 'text',
      name: 'prompt',
      label: 'Recording prompt',
      help: 'Shown while the learner records.',
      default: 'Record a short video of up to one minute.',
      maxLength: 400,
    },
  ]),
  examples: [
    {
      subtype: 'default',
      name: 'Pitch in one minute',
      data: {
        question: { id: '#GENUUID#', content: '<p>Pitch our new savings account to a customer in one minute.</p>' },
        prompt: 'Look at the camera and speak as you would to the customer.',
      },
    },
  ],
  prompt:
    'Ask for a short performance learners can record on a phone (a pitch, an explanation, a demonstration) ' +
    'and say in the prompt how long it should be.',
  doneText: MOVE_ON,
  // Spec: not visible in the picker; lessons that have it keep playing it.
  visibleInPicker: false,
  hiddenFromPlans: [],
  questions: (data) => [surveyQuestion('video-contribution', 'Peer Learning', readSurveyQuestion(data))],
};

/** Peer-learning templates, in picker order. */
export const peerLearningTemplates: readonly SlideTemplate[] = [contribution, peerAuthoring, videoContribution];
