DROP INDEX "activity_posts_one_submission_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "activity_posts" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_posts_one_submission_unique" ON "activity_posts" USING btree ("lesson_id","author_user_id") WHERE "activity_posts"."kind" = 'submission' and "activity_posts"."superseded_at" is null;