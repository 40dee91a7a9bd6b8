CREATE TABLE "activity_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"ordinal" bigint GENERATED ALWAYS AS IDENTITY (sequence name "activity_comments_ordinal_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_counters" (
	"lesson_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"post_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sequence" bigint NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"status" text,
	"score" double precision,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"score" double precision,
	"ordinal" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assessment_feedback_ordinal_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_post_id_activity_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."activity_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_comments" ADD CONSTRAINT "activity_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_counters" ADD CONSTRAINT "activity_counters_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_counters" ADD CONSTRAINT "activity_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_posts" ADD CONSTRAINT "activity_posts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_posts" ADD CONSTRAINT "activity_posts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_posts" ADD CONSTRAINT "activity_posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_feedback" ADD CONSTRAINT "assessment_feedback_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_feedback" ADD CONSTRAINT "assessment_feedback_post_id_activity_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."activity_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_feedback" ADD CONSTRAINT "assessment_feedback_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_comments_post_ordinal_index" ON "activity_comments" USING btree ("post_id","ordinal");--> statement-breakpoint
CREATE INDEX "activity_comments_author_index" ON "activity_comments" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "activity_comments_account_index" ON "activity_comments" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "activity_posts_lesson_sequence_index" ON "activity_posts" USING btree ("lesson_id","sequence");--> statement-breakpoint
CREATE INDEX "activity_posts_lesson_author_index" ON "activity_posts" USING btree ("lesson_id","author_user_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_posts_one_submission_unique" ON "activity_posts" USING btree ("lesson_id","author_user_id") WHERE "activity_posts"."kind" = 'submission';--> statement-breakpoint
CREATE INDEX "activity_posts_account_index" ON "activity_posts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "assessment_feedback_post_ordinal_index" ON "assessment_feedback" USING btree ("post_id","ordinal");--> statement-breakpoint
CREATE INDEX "assessment_feedback_account_index" ON "assessment_feedback" USING btree ("account_id");