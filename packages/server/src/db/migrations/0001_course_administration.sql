CREATE TABLE "course_public_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_detail_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"public_detail_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"url" text,
	"lesson_id" uuid,
	"slide_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"slide_id" text,
	"content" text NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "url_slugs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"public_detail_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "publish_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "unpublish_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "published_data" jsonb;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "is_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "has_unpublished_changes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "modified_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_public_details" ADD CONSTRAINT "course_public_details_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_public_details" ADD CONSTRAINT "course_public_details_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_detail_items" ADD CONSTRAINT "public_detail_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_detail_items" ADD CONSTRAINT "public_detail_items_public_detail_id_course_public_details_id_fk" FOREIGN KEY ("public_detail_id") REFERENCES "public"."course_public_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_detail_items" ADD CONSTRAINT "public_detail_items_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "url_slugs" ADD CONSTRAINT "url_slugs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "url_slugs" ADD CONSTRAINT "url_slugs_public_detail_id_course_public_details_id_fk" FOREIGN KEY ("public_detail_id") REFERENCES "public"."course_public_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_public_details_course_unique" ON "course_public_details" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "public_detail_items_detail_kind_index" ON "public_detail_items" USING btree ("public_detail_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "public_detail_items_excluded_lesson_unique" ON "public_detail_items" USING btree ("public_detail_id","lesson_id") WHERE "public_detail_items"."kind" = 'excluded-lesson';--> statement-breakpoint
CREATE UNIQUE INDEX "public_detail_items_excluded_slide_unique" ON "public_detail_items" USING btree ("public_detail_id","lesson_id","slide_id") WHERE "public_detail_items"."kind" = 'excluded-slide';--> statement-breakpoint
CREATE INDEX "review_comments_course_created_index" ON "review_comments" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_account_name_unique" ON "tags" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "topics_course_id_index" ON "topics" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "url_slugs_slug_unique" ON "url_slugs" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "url_slugs_public_detail_unique" ON "url_slugs" USING btree ("public_detail_id");--> statement-breakpoint
CREATE INDEX "courses_due_publication_index" ON "courses" USING btree ("publish_on") WHERE "courses"."course_status" = 'Scheduled';--> statement-breakpoint
CREATE INDEX "courses_due_unpublication_index" ON "courses" USING btree ("unpublish_on") WHERE "courses"."course_status" = 'Published';--> statement-breakpoint
-- Hand-written below: fractional ranks compare byte by byte whatever the database's locale.
ALTER TABLE "lessons" ALTER COLUMN "rank" TYPE text COLLATE "C";--> statement-breakpoint
-- Dates and the published flag move from `data` to their columns; published lessons get their Published copy.
UPDATE "courses" SET
	"publish_on" = CASE WHEN "data"->>'publishOn' ~ '^\d{4}-\d{2}-\d{2}T' THEN ("data"->>'publishOn')::timestamptz END,
	"unpublish_on" = CASE WHEN "data"->>'unpublishOn' ~ '^\d{4}-\d{2}-\d{2}T' THEN ("data"->>'unpublishOn')::timestamptz END,
	"data" = "data" - 'publishOn' - 'unpublishOn';--> statement-breakpoint
UPDATE "lessons" SET "is_published" = true, "published_data" = ("data" - 'isPublished') || jsonb_build_object('title', "title")
	WHERE "data"->>'isPublished' = 'true';--> statement-breakpoint
UPDATE "lessons" SET "data" = "data" - 'isPublished';
