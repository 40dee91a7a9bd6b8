CREATE TABLE "course_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_courses" (
	"account_id" uuid NOT NULL,
	"playlist_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "playlist_courses_playlist_id_course_id_pk" PRIMARY KEY("playlist_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "playlist_user_groups" (
	"account_id" uuid NOT NULL,
	"playlist_id" uuid NOT NULL,
	"user_group_id" uuid NOT NULL,
	CONSTRAINT "playlist_user_groups_playlist_id_user_group_id_pk" PRIMARY KEY("playlist_id","user_group_id")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"playlist_type" text DEFAULT 'Free' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"universal_access" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid,
	"course_id" uuid,
	"code" text NOT NULL,
	"learner_name" text NOT NULL,
	"course_title" text NOT NULL,
	"layout" text DEFAULT 'standard' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_standings" (
	"account_id" uuid NOT NULL,
	"leaderboard_id" uuid NOT NULL,
	"entrant_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"member_count" integer,
	"rank" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "leaderboard_standings_leaderboard_id_entrant_id_pk" PRIMARY KEY("leaderboard_id","entrant_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"user_group_id" uuid,
	"user_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"course_id" uuid,
	"ended_at" timestamp with time zone,
	"standings_at" timestamp with time zone,
	"entrant_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_lesson_points" (
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "learner_lesson_points_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "learner_point_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"points" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_collections" ADD CONSTRAINT "course_collections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_courses" ADD CONSTRAINT "playlist_courses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_courses" ADD CONSTRAINT "playlist_courses_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_courses" ADD CONSTRAINT "playlist_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_user_groups" ADD CONSTRAINT "playlist_user_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_user_groups" ADD CONSTRAINT "playlist_user_groups_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_user_groups" ADD CONSTRAINT "playlist_user_groups_user_group_id_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD CONSTRAINT "leaderboard_standings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD CONSTRAINT "leaderboard_standings_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboards" ADD CONSTRAINT "leaderboards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboards" ADD CONSTRAINT "leaderboards_user_group_id_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboards" ADD CONSTRAINT "leaderboards_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_lesson_points" ADD CONSTRAINT "learner_lesson_points_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_lesson_points" ADD CONSTRAINT "learner_lesson_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_lesson_points" ADD CONSTRAINT "learner_lesson_points_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_lesson_points" ADD CONSTRAINT "learner_lesson_points_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_point_totals" ADD CONSTRAINT "learner_point_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_point_totals" ADD CONSTRAINT "learner_point_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_collections_account_title_unique" ON "course_collections" USING btree ("account_id","title");--> statement-breakpoint
CREATE INDEX "playlist_courses_course_index" ON "playlist_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "playlists_account_created_index" ON "playlists" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_unique" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_completion_unique" ON "certificates" USING btree ("user_id","course_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_account_index" ON "certificates" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "leaderboard_standings_position_index" ON "leaderboard_standings" USING btree ("leaderboard_id","position");--> statement-breakpoint
CREATE INDEX "leaderboards_account_created_index" ON "leaderboards" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "learner_lesson_points_course_index" ON "learner_lesson_points" USING btree ("course_id");--> statement-breakpoint
-- Points earned before this migration: each learner's best finished, counting attempt per lesson, and their sums.
INSERT INTO "learner_lesson_points" ("account_id", "user_id", "course_id", "lesson_id", "points")
SELECT "account_id", "user_id", "course_id", "lesson_id", round(max("score"))::integer
FROM "learner_attempts"
WHERE "finished_at" IS NOT NULL AND NOT "discarded" AND "score" IS NOT NULL
GROUP BY "account_id", "user_id", "course_id", "lesson_id";--> statement-breakpoint
INSERT INTO "learner_point_totals" ("user_id", "account_id", "points")
SELECT "user_id", "account_id", sum("points")::integer FROM "learner_lesson_points" GROUP BY "user_id", "account_id";
