import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

// Looked up by name from the table below.
const constantsByName: Readonly<Record<string, unknown>> = constants;

// Each expected value is written literally from the spec, so a drifting constant fails here.
describe('business constants match the spec', () => {
  it.each([
    // authoring §9
    ['LESSON_AUTOSAVE_DELAY_MS', 1000],
    ['COURSE_SAVE_DELAY_MS', 2000],
    ['DISCUSSION_SAVE_DELAY_MS', 2000],
    ['ASSESSMENT_SAVE_DELAY_MS', 2000],
    ['PREREQUISITES_SAVE_DELAY_MS', 1000],
    ['USER_GROUPS_SAVE_DELAY_MS', 1000],
    ['UNDO_HISTORY_LIMIT', 100],
    ['DEFAULT_TEMPLATE_INDEX', 42],
    ['NEW_ITEM_ID', 'new'],
    ['MINI_COURSE_PAGE_SIZE', 2000],
    ['DEFAULT_PAGE', 1],
    ['POST_PREVIEW_COMMENTS_PAGE', 1],
    ['POST_PREVIEW_COMMENTS_PAGE_SIZE', 2],
    ['DISCUSSION_DEFAULT_PAGE_SIZE', 2],
    ['MINI_COURSE_VERSION_MARKER', 'ORIGINAL'],
    ['COURSE_CREATION_TYPE', 'manual'],
    // templates §3.1–§3.3, §5, §9
    ['DEFAULT_LESSON_DURATION', 60],
    ['MINIMUM_SCORE', 0],
    ['PREVIEW_WIDTH', 400],
    ['PREVIEW_HEIGHT', 768],
    ['DEFAULT_SLIDE_SUBTYPE', 'default'],
    ['FIRST_DISPLAY_INDEX', 1],
    ['GENERATED_ID_PLACEHOLDER', '#GENUUID#'],
    ['DEFAULT_CHALLENGE_WEIGHTING', 1],
    ['TEMPLATE_MODEL_MAX_DEPTH', 100],
    ['MODEL_NOT_VALID_ERROR', 'model-not-valid'],
    ['GAME_TIMER_DEFAULT_MS', 20000],
    ['FIND_A_WORD_TIMER_MS', 30000],
    ['TIMER_NO_LIMIT', -1],
    ['TIMER_LIMIT_MINIMUM', 1],
    ['STARS_ONE_STAR_POINTS', 1000],
    ['STARS_ALL_STARS_POINTS', 1000],
    ['POINTS_PER_QUESTION', 1000],
    ['IMAGE_WORD_MATCH_POINTS_PER_QUESTION', 500],
    ['JEOPARDY_FIRST_QUESTION_POINTS', 200],
    ['QUIZ_CORRECT_REINFORCEMENT', "That's correct!"],
    ['QUIZ_INCORRECT_REINFORCEMENT', 'Not quite...'],
    ['UPLOAD_GENERAL_LARGE_LIMIT_BYTES', 100000000],
    ['UPLOAD_GENERAL_SMALL_LIMIT_BYTES', 40000000],
    ['UPLOAD_UNEXPLAINED_LIMIT', 125],
    ['UPLOAD_MAX_VIDEO_SIZE_FLAGGED_BYTES', 150000000],
    ['FORM_OPTIONAL_LABEL', '(optional)'],
    ['FORM_REQUIRED_LABEL', '(required)'],
    ['SELECT_NO_RESULTS', 'No results found'],
    // templates §8, authoring §2
    ['OFFLINE_MESSAGE', 'Network error! Please make sure you are connected to an active network and try again'],
    ['ERROR_PAGE_TITLE', 'Error'],
    ['ERROR_PAGE_TEXT', 'Something went wrong!'],
    ['ERROR_PAGE_ACTION', 'Try again'],
    // templates §9 toasts
    ['TOAST_MAX_VISIBLE', 5],
    ['TOAST_DURATION_MS', 4000],
    ['TOAST_DEFAULT_POSITION', 'bottom-right'],
    ['TOAST_Z_INDEX', 1000],
    ['TOAST_WIDTH', '28rem'],
    ['TOAST_ANIMATION_MS', 250],
    // issue 2, templates §6 and §9
    ['MAGIC_LINK_TTL_MS', 900000],
    ['FEATURE_FLAG_CACHE_MS', 60000],
    ['AUTHORING_COLOR_SCHEME', 'dark'],
    ['DEFAULT_LOCALE', 'en-US'],
    ['FALLBACK_LOCALE', 'en-US'],
    ['I18N_NAMESPACE', 'translation'],
    ['I18N_KEY_SEPARATOR', '.'],
    ['I18N_MAX_PARALLEL_READS', 10],
    ['I18N_MAX_RETRIES', 5],
    ['I18N_RETRY_TIMEOUT_MS', 350],
    ['PUBLIC_PREVIEW_PAGE_VIEW_EVENT', 'Public Preview'],
  ] as const)('%s is %j', (name, expected) => {
    expect(constantsByName[name]).toBe(expected);
  });

  it('toast positions are the six of templates §9', () => {
    expect(constants.TOAST_POSITIONS).toEqual(['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right']);
  });

  it('image transformation defaults are quality auto, format auto', () => {
    expect(constants.IMAGE_TRANSFORMATION_DEFAULTS).toEqual({ quality: 'auto', format: 'auto' });
  });
});

describe('upload rules (templates §5 and §9)', () => {
  it('size limits by type, in bytes', () => {
    expect(constants.UPLOAD_SIZE_LIMIT_BYTES).toEqual({
      audio: 2000000,
      image: 1500000,
      powerpoint: 100000000,
      'ai-document': 100000000,
      video: Infinity,
      aicc: Infinity,
      scorm: Infinity,
    });
  });

  it('maximum upload sizes, in bytes', () => {
    expect(constants.UPLOAD_MAX_SIZE_BYTES).toEqual({ video: 250000000, audio: 40000000, image: 40000000 });
  });

  it.each([
    ['briefcase-document', 'jpg jpeg png gif svg pages numbers key doc docx ppt pptx xls xlsx mp4 mov pdf mp3 aac txt'],
    ['aicc', 'zip'],
    ['scorm', 'zip'],
    ['audio', 'mp3'],
    ['image', 'jpg jpeg png gif svg heic'],
    ['video', 'mp4 mov webm'],
    ['powerpoint', 'pptx'],
    ['csv', 'csv'],
    ['spreadsheet', 'xlsx xlsm'],
    ['certificate', 'cer crt pem'],
    ['ai-document', 'pptx docx pdf'],
  ] as const)('%s accepts %s', (type, extensions) => {
    expect(constants.UPLOAD_ALLOWED_EXTENSIONS[type]).toEqual(extensions.split(' '));
  });

  it('messages, verbatim', () => {
    expect(constants.UPLOAD_MESSAGES).toEqual({
      empty: 'File is empty.',
      tooLarge: 'File is too large.',
      unsupportedType: 'Unsupported file type. Please check your file type and try again.',
      tooManyFiles: 'Too many files, only one file is allowed.',
    });
  });

  it('says "one file" for a single file and the number otherwise', () => {
    expect(constants.uploadTooManyFilesMessage(1)).toBe('Too many files, only one file is allowed.');
    expect(constants.uploadTooManyFilesMessage(3)).toBe('Too many files, only 3 files are allowed.');
  });
});

it('date picker messages of templates §5, verbatim', () => {
  expect(constants.DATE_PICKER_MESSAGES).toEqual({
    invalid: 'Date is not valid',
    tooEarly: 'Date should be after {date}',
    tooLate: 'Date should be before {date}',
    disabled: 'Date is disabled',
    required: 'Date is required',
  });
});
