// Every business constant of the specs, in one place (DESIGN.md: timing constants live in core and
// nowhere else). "authoring" is spec/authoring-and-administration.md, "templates" is
// spec/templates-accounts-and-design.md.
import type { ColorScheme } from './enums/theme-values.ts';
import type { Locale } from './enums/locales.ts';
import { toastPositions, type ToastPosition } from './enums/toast-positions.ts';
import type { UploadContentType } from './enums/upload-content-types.ts';

// ── Saving and editing ────────────────────────────────────────────────────────────────────────────

/** authoring §9: lesson authoring autosaves 1 second after a slide change. */
export const LESSON_AUTOSAVE_DELAY_MS = 1000;
/** authoring §9: course saves are delayed 2 seconds. */
export const COURSE_SAVE_DELAY_MS = 2000;
/** Ours: a lesson's saved fields (PUT /api/lessons/{id}) save 2 seconds after the last edit, as course saves do. */
export const LESSON_SETTINGS_SAVE_DELAY_MS = 2000;
/** authoring §9: discussion saves are delayed 2 seconds. */
export const DISCUSSION_SAVE_DELAY_MS = 2000;
/** authoring §9: assessment saves are delayed 2 seconds. */
export const ASSESSMENT_SAVE_DELAY_MS = 2000;
/** Ours: an observation's settings save 2 seconds after the last edit, as a discussion's do. */
export const OBSERVATION_SAVE_DELAY_MS = 2000;
/** Ours: a conference's settings save 2 seconds after the last edit, as a discussion's do. */
export const CONFERENCE_SAVE_DELAY_MS = 2000;
/** authoring §9: prerequisites saves are delayed 1 second. */
export const PREREQUISITES_SAVE_DELAY_MS = 1000;
/** authoring §9: user-group saves are delayed 1 second. */
export const USER_GROUPS_SAVE_DELAY_MS = 1000;
/** authoring §4 and §9: the slide editor keeps up to 100 undo steps. */
export const UNDO_HISTORY_LIMIT = 100;
/** Ours: keystrokes in one field with no pause longer than this are one undo step of the slide editor. */
export const UNDO_TYPING_PAUSE_MS = 1000;
/** authoring §3 and §9, templates §9: the template picker starts at template index 42. */
export const DEFAULT_TEMPLATE_INDEX = 42;
/** authoring §3 and templates §3.4: the id of an item that does not exist yet; nothing is fetched or saved for it. */
export const NEW_ITEM_ID = 'new';

// ── Playing slides that depend on the outside ─────────────────────────────────────────────────────

/** Ours: a YouTube or Vimeo player that has not said it is ready after this long is taken as unable to load. */
export const EMBED_READY_TIMEOUT_MS = 10_000;
/** Ours: a SCORM package whose launch page has loaded but has not called LMSInitialize after this long is not starting. */
export const PACKAGE_START_TIMEOUT_MS = 15_000;

// ── Lists and pages ───────────────────────────────────────────────────────────────────────────────

/** authoring §7 and §9: GET /api/courses asks for 2000 mini courses a page. */
export const MINI_COURSE_PAGE_SIZE = 2000;
/** authoring §3 and §7: pages count from 1. */
export const DEFAULT_PAGE = 1;
/** authoring §7 and §9: discussion post previews load their comments from page 1 … */
export const POST_PREVIEW_COMMENTS_PAGE = 1;
/** authoring §7 and §9: … 2 comments per post. */
export const POST_PREVIEW_COMMENTS_PAGE_SIZE = 2;
/** authoring §9: the default page size of the discussion post previews. */
export const DISCUSSION_DEFAULT_PAGE_SIZE = 2;
/** authoring §9, templates §3.4: the version marker of every mini-course list item. */
export const MINI_COURSE_VERSION_MARKER = 'ORIGINAL';
/** authoring §3 and §9: a course made in the editor is created 'manual'. */
export const COURSE_CREATION_TYPE = 'manual';

// ── Lessons, slides and games ─────────────────────────────────────────────────────────────────────

/** templates §3.3 and §9: default lesson duration. */
export const DEFAULT_LESSON_DURATION = 60;
/** templates §3.3, §3.4 and §9: minimum score. */
export const MINIMUM_SCORE = 0;
/** templates §3.3: default preview width. */
export const PREVIEW_WIDTH = 400;
/** templates §3.3: default preview height. */
export const PREVIEW_HEIGHT = 768;
/** authoring §3 and templates §3.2: a slide without a subtype has subtype 'default'. */
export const DEFAULT_SLIDE_SUBTYPE = 'default';
/** authoring §3 and templates §3.2: slides count their displayIndex from 1. */
export const FIRST_DISPLAY_INDEX = 1;
/** templates §3.2: question and answer ids equal to this placeholder are replaced by fresh ids. */
export const GENERATED_ID_PLACEHOLDER = '#GENUUID#';
/** templates §3.2: challenge weighting defaults to 1. */
export const DEFAULT_CHALLENGE_WEIGHTING = 1;
/** Stars a scored slide gives when challenge_configuration.nb_stars is not set (issue 5: "nb_stars (1; …)"). */
export const DEFAULT_SLIDE_STARS = 1;
/** Jumble and image-word match give more stars by default: several words or rounds make one slide. */
export const MANY_ITEM_GAME_STARS = 5;
/** templates §5: a template model nested deeper than this is ignored. */
export const TEMPLATE_MODEL_MAX_DEPTH = 100;
/** templates §5 and §8: the error of an invalid template model. */
export const MODEL_NOT_VALID_ERROR = 'model-not-valid';
/** templates §3.1 and §9: game timer default (elevator, image-word match, jeopardy), in ms. */
export const GAME_TIMER_DEFAULT_MS = 20000;
/** templates §9: find-a-word timer default, in ms. */
export const FIND_A_WORD_TIMER_MS = 30000;
/** templates §3.1 and §9: a timer limit of -1 means no limit. */
export const TIMER_NO_LIMIT = -1;
/** templates §3.1 and §5: the smallest timer limit. */
export const TIMER_LIMIT_MINIMUM = 1;
/** templates §3.1 and §9: points for 1 star. */
export const STARS_ONE_STAR_POINTS = 1000;
/** templates §3.1 and §9: points for all stars. */
export const STARS_ALL_STARS_POINTS = 1000;
/** templates §3.1: points per question. */
export const POINTS_PER_QUESTION = 1000;
/** templates §9: image-word match awards 500 points a question. */
export const IMAGE_WORD_MATCH_POINTS_PER_QUESTION = 500;
/** templates §9: the first jeopardy question is worth 200 points. */
export const JEOPARDY_FIRST_QUESTION_POINTS = 200;
/** templates §3.1: correct reinforcement default of quiz templates. */
export const QUIZ_CORRECT_REINFORCEMENT = "That's correct!";
/** templates §3.1: incorrect reinforcement default of quiz templates. */
export const QUIZ_INCORRECT_REINFORCEMENT = 'Not quite...';

// ── Uploads ───────────────────────────────────────────────────────────────────────────────────────

/** Marks a size the spec calls unlimited; comparisons such as `size <= limit` still read naturally. */
export const UNLIMITED = Number.POSITIVE_INFINITY;

/** templates §9: size limits by type, in bytes (types the spec does not list have none of their own). */
export const UPLOAD_SIZE_LIMIT_BYTES = {
  audio: 2_000_000,
  image: 1_500_000,
  powerpoint: 100_000_000,
  'ai-document': 100_000_000,
  video: UNLIMITED,
  aicc: UNLIMITED,
  scorm: UNLIMITED,
} as const satisfies Partial<Record<UploadContentType, number>>;
/** templates §9: the larger general size limit, in bytes. */
export const UPLOAD_GENERAL_LARGE_LIMIT_BYTES = 100_000_000;
/** templates §9: the smaller general size limit, in bytes. */
export const UPLOAD_GENERAL_SMALL_LIMIT_BYTES = 40_000_000;
/** templates §9: "another limit of 125 whose meaning is not shown"; kept so nobody re-derives it. */
export const UPLOAD_UNEXPLAINED_LIMIT = 125;
/** templates §9: maximum upload size in bytes; every type not listed is unlimited. */
export const UPLOAD_MAX_SIZE_BYTES = {
  video: 250_000_000,
  audio: 40_000_000,
  image: 40_000_000,
} as const satisfies Partial<Record<UploadContentType, number>>;
/** templates §9: maximum video upload size when the reduced-video-size flag is set, in bytes. */
export const UPLOAD_MAX_VIDEO_SIZE_FLAGGED_BYTES = 150_000_000;

/** templates §5: allowed upload file extensions by content type, lower case, without the dot. */
export const UPLOAD_ALLOWED_EXTENSIONS = {
  'briefcase-document': [
    'jpg',
    'jpeg',
    'png',
    'gif',
    'svg',
    'pages',
    'numbers',
    'key',
    'doc',
    'docx',
    'ppt',
    'pptx',
    'xls',
    'xlsx',
    'mp4',
    'mov',
    'pdf',
    'mp3',
    'aac',
    'txt',
  ],
  aicc: ['zip'],
  scorm: ['zip'],
  audio: ['mp3'],
  image: ['jpg', 'jpeg', 'png', 'gif', 'svg', 'heic'],
  video: ['mp4', 'mov', 'webm'],
  powerpoint: ['pptx'],
  csv: ['csv'],
  spreadsheet: ['xlsx', 'xlsm'],
  certificate: ['cer', 'crt', 'pem'],
  'ai-document': ['pptx', 'docx', 'pdf'],
} as const satisfies Record<UploadContentType, readonly string[]>;

/** templates §5: upload messages, verbatim. */
export const UPLOAD_MESSAGES = {
  empty: 'File is empty.',
  tooLarge: 'File is too large.',
  unsupportedType: 'Unsupported file type. Please check your file type and try again.',
  tooManyFiles: 'Too many files, only one file is allowed.',
} as const;

/** templates §5: the "too many files" message "with N files" when more than one file is allowed. */
export function uploadTooManyFilesMessage(maximumFiles: number): string {
  return maximumFiles === 1 ? UPLOAD_MESSAGES.tooManyFiles : `Too many files, only ${maximumFiles} files are allowed.`;
}

/** authoring §9 and templates §9: image transformation defaults. */
export const IMAGE_TRANSFORMATION_DEFAULTS = { quality: 'auto', format: 'auto' } as const;

// ── Forms ─────────────────────────────────────────────────────────────────────────────────────────

/** templates §5: date picker messages, verbatim; `{date}` is replaced by the formatted bound. */
export const DATE_PICKER_MESSAGES = {
  invalid: 'Date is not valid',
  tooEarly: 'Date should be after {date}',
  tooLate: 'Date should be before {date}',
  disabled: 'Date is disabled',
  required: 'Date is required',
} as const;
/** templates §5: the label beside an optional form field. */
export const FORM_OPTIONAL_LABEL = '(optional)';
/** templates §5: the label beside a required form field. */
export const FORM_REQUIRED_LABEL = '(required)';
/** templates §5: what a select shows when nothing matches. */
export const SELECT_NO_RESULTS = 'No results found';
/** templates §5 shows "an option to add a new item" without its wording; ours names the typed value. */
export const SELECT_ADD_OPTION = 'Add "{value}"';

// ── Errors and connectivity ───────────────────────────────────────────────────────────────────────

/** templates §8: the offline message, verbatim (no final full stop in the spec). */
export const OFFLINE_MESSAGE = 'Network error! Please make sure you are connected to an active network and try again';
/** authoring §2 and §8, templates §2: the fallback error page. */
export const ERROR_PAGE_TITLE = 'Error';
export const ERROR_PAGE_TEXT = 'Something went wrong!';
/** The action reloads the page by default (templates §2). */
export const ERROR_PAGE_ACTION = 'Try again';

// ── Toasts (templates §9) ─────────────────────────────────────────────────────────────────────────

/** templates §9: at most 5 toasts visible. */
export const TOAST_MAX_VISIBLE = 5;
/** templates §9: toasts auto-close after 4000 ms. */
export const TOAST_DURATION_MS = 4000;
/** templates §9: toasts sit bottom-right by default. */
export const TOAST_DEFAULT_POSITION: ToastPosition = 'bottom-right';
/** templates §9: the six positions. */
export const TOAST_POSITIONS = toastPositions;
/** templates §9: toasts are on layer 1000. */
export const TOAST_Z_INDEX = 1000;
/** templates §9: toasts are 28rem wide on larger screens. */
export const TOAST_WIDTH = '28rem';
/** templates §9: enter and leave animation, in ms. */
export const TOAST_ANIMATION_MS = 250;

// ── Accounts, flags, themes and languages ─────────────────────────────────────────────────────────

/** Issue 2: a magic sign-in link lives 15 minutes and is single-use. */
export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;
/** Issue 11: the e-mailed link that confirms a sign-up (and creates the account) works for a day. */
export const SIGN_UP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Issue 11: password sign-ins for one e-mail address, from any number of client addresses. The first few
 * go through; each further one waits after the previous, from the first delay doubling to the longest.
 * A sign-in that succeeds, or a quiet day, starts the count again.
 */
export const ACCOUNT_SIGN_IN_FREE_ATTEMPTS = 5;
export const ACCOUNT_SIGN_IN_FIRST_DELAY_MS = 1000;
export const ACCOUNT_SIGN_IN_LONGEST_DELAY_MS = 15 * 60 * 1000;
export const ACCOUNT_SIGN_IN_MEMORY_MS = 24 * 60 * 60 * 1000;
/** templates §6: feature flags are cached 60 seconds by default. */
export const FEATURE_FLAG_CACHE_MS = 60000;
/** authoring §1 and templates §9: the authoring app fixes and locks the dark scheme. */
export const AUTHORING_COLOR_SCHEME: ColorScheme = 'dark';
/** authoring §9 and templates §9: the default locale. */
export const DEFAULT_LOCALE: Locale = 'en-US';
/** authoring §9 and templates §9: the fallback locale. */
export const FALLBACK_LOCALE: Locale = 'en-US';
/** templates §9: the translation namespace. */
export const I18N_NAMESPACE = 'translation';
/** templates §9: translation keys are separated by dots. */
export const I18N_KEY_SEPARATOR = '.';
/** templates §9: locale loading allows 10 parallel reads. */
export const I18N_MAX_PARALLEL_READS = 10;
/** templates §9: up to 5 retries. */
export const I18N_MAX_RETRIES = 5;
/** templates §9: 350 ms initial retry delay, doubling each retry. */
export const I18N_RETRY_TIMEOUT_MS = 350;

// ── Analytics ─────────────────────────────────────────────────────────────────────────────────────

/** authoring §2 and templates §2: the page-view event recorded after each public preview route change. */
export const PUBLIC_PREVIEW_PAGE_VIEW_EVENT = 'Public Preview';

// ── AI narration and translation (issue 17) ──────────────────────────────────────────────────────────
/** The longest narration script of one slide: OpenAI's speech endpoint takes 4096 characters at most. */
export const NARRATION_TEXT_MAX_LENGTH = 4096;
/** Ours: AI calls (narrations, translations) one account may make in an hour, to protect the provider key. */
export const AI_CALLS_PER_ACCOUNT_PER_HOUR = 120;
