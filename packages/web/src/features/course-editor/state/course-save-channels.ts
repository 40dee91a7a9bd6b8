import { COURSE_SAVE_DELAY_MS, PREREQUISITES_SAVE_DELAY_MS, USER_GROUPS_SAVE_DELAY_MS, type Course, type CourseTag } from '@slidewise/core';
import {
  enableLeaderboard,
  setCoursePrerequisites,
  setCourseSharing,
  setCourseTags,
  setCourseUserGroups,
  setGroupTraining,
  updateCourse,
} from '../../../api/index.ts';

// Which call saves which course fields, and how long it waits after the last edit (spec §9: course
// data 2 s, prerequisites and user groups 1 s). A switch or a picked tag saves at once: it is one
// deliberate click, not typing.

export type SaveChannel = 'data' | 'prerequisites' | 'userGroups' | 'sharing' | 'tags' | 'groupTraining' | 'leaderboard';

interface ChannelDefinition {
  fields: readonly (keyof Course)[];
  delayMs: number;
  /** `patch` holds the channel's edited fields; `changed` the whole form, for calls that need every field. */
  save(courseId: string, patch: Partial<Course>, changed: Course, version: number): Promise<Course>;
}

/** A tag typed in the editor and not yet created on the server carries this id prefix until saved. */
export const NEW_TAG_ID_PREFIX = 'new:';

export function newTag(name: string): CourseTag {
  return { id: `${NEW_TAG_ID_PREFIX}${name.trim().toLocaleLowerCase()}`, name: name.trim() };
}

export const saveChannels: Readonly<Record<SaveChannel, ChannelDefinition>> = {
  data: {
    fields: [
      'title',
      'description',
      'brandingImage',
      'libraryImage',
      'thumbnail',
      'completionCriteria',
      'mandatory',
      'config',
      'briefcase',
    ],
    delayMs: COURSE_SAVE_DELAY_MS,
    // spec §7: PUT /api/courses/{courseId} merges, so only the edited fields go.
    save: (courseId, patch, _changed, version) => updateCourse(courseId, { ...pickData(patch), version }),
  },
  prerequisites: {
    fields: ['prerequisites'],
    delayMs: PREREQUISITES_SAVE_DELAY_MS,
    save: (courseId, _patch, changed, version) => setCoursePrerequisites(courseId, { prerequisites: changed.prerequisites, version }),
  },
  userGroups: {
    fields: ['universalAccess', 'userGroups'],
    delayMs: USER_GROUPS_SAVE_DELAY_MS,
    save: (courseId, _patch, changed, version) =>
      setCourseUserGroups(courseId, { universalAccess: changed.universalAccess, userGroups: changed.userGroups, version }),
  },
  // Ticking colleagues is a pick list like the user groups, so it waits as long.
  sharing: {
    fields: ['sharedWith'],
    delayMs: USER_GROUPS_SAVE_DELAY_MS,
    save: (courseId, _patch, changed, version) => setCourseSharing(courseId, { sharedWith: changed.sharedWith, version }),
  },
  tags: {
    fields: ['tags'],
    delayMs: 0,
    save: (courseId, _patch, changed, version) => {
      const existing = changed.tags.filter((tag) => !tag.id.startsWith(NEW_TAG_ID_PREFIX));
      const created = changed.tags.filter((tag) => tag.id.startsWith(NEW_TAG_ID_PREFIX));
      return setCourseTags(courseId, {
        tagIds: existing.map((tag) => tag.id),
        ...(created.length > 0 ? { newTagNames: created.map((tag) => tag.name) } : {}),
        version,
      });
    },
  },
  groupTraining: {
    fields: ['isGroupTrainingEnabled'],
    delayMs: 0,
    save: (courseId, _patch, changed, version) => setGroupTraining(courseId, changed.isGroupTrainingEnabled, version),
  },
  leaderboard: {
    fields: ['leaderboard'],
    delayMs: 0,
    save: (courseId, _patch, changed, version) => enableLeaderboard(courseId, changed.leaderboard.isEnabled, version),
  },
};

export const saveChannelNames = Object.keys(saveChannels) as SaveChannel[];

/** Every field a form edits; the rest of a course changes only through status or lesson calls. */
export const editableFields: readonly (keyof Course)[] = saveChannelNames.flatMap((channel) => saveChannels[channel].fields);

export function channelOf(field: keyof Course): SaveChannel | undefined {
  return saveChannelNames.find((channel) => saveChannels[channel].fields.includes(field));
}

function pickData(patch: Partial<Course>) {
  const { title, description, brandingImage, libraryImage, thumbnail, completionCriteria, mandatory, config, briefcase } = patch;
  return Object.fromEntries(
    Object.entries({ title, description, brandingImage, libraryImage, thumbnail, completionCriteria, mandatory, config, briefcase }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}
