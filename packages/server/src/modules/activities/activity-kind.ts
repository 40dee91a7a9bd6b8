import type { ActivitySettingsContracts, LessonKind } from '@slidewise/core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { ActivityRow } from './activity-lookup.ts';
import type { ActivitySummaryRow } from './settings-repo.ts';

/** The lessons that are activities (authoring §1): facilitated rather than played slide by slide. */
export type ActivityKind = Extract<LessonKind, 'Discussion' | 'Assessment' | 'Observation' | 'Conference'>;
/** The activities learners write in: a discussion's posts, an assessment's submissions (activity_posts). */
export type PostActivityKind = Extract<ActivityKind, 'Discussion' | 'Assessment'>;

/**
 * One kind of activity as the shared module sees it: its settings calls, how it answers them and the words
 * of its 404s. Each kind's folder declares one (discussions/kind.ts, …); the lookup, the settings service
 * and routes, and the learner access rules take it instead of asking which kind it is.
 */
export interface ActivityKindConfig<Kind extends ActivityKind = ActivityKind, Presented = unknown, Body = unknown> {
  kind: Kind;
  /** GET …/:id/latest and PUT …/:id (core/contracts): their paths, schemas and permissions. */
  settings: ActivitySettingsContracts<z.ZodType<Body>, z.ZodType<Presented>>;
  /** The title of an item created without one. */
  defaultTitle: string;
  texts: {
    /** Any id that is not one of the account's items of this kind. */
    notFound: string;
    /** A learner's view of an item with no Published version. */
    notPublished: string;
  };
  /** The settings answer (GET …/latest, PUT) of the Latest version. */
  present(row: ActivityRow, db: Executor): Presented | Promise<Presented>;
}

/** A kind learners write in: what its posts are called and how its moderation list reads. */
export interface PostActivityKindConfig<
  Kind extends PostActivityKind = PostActivityKind,
  Presented = unknown,
  Body = unknown,
  Summary = unknown,
> extends ActivityKindConfig<Kind, Presented, Body> {
  posts: {
    notFound: string;
    /** Why a learner cannot write outside planning's window. */
    closed: string;
    /** Learners see each other's posts when the item is visibleToAllUsers (a submission stays between its learner and the graders). */
    sharedWhenVisibleToAllUsers: boolean;
  };
  summaries: {
    /** The moderation overview sorts discussions by their newest post or comment; reading it costs a scan. */
    readsLastActivity: boolean;
    present(row: ActivitySummaryRow): Summary;
  };
}
