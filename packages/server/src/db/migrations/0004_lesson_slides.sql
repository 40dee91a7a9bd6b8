CREATE TABLE "lesson_slides" (
	"lesson_id" uuid NOT NULL,
	"version_type" text NOT NULL,
	"account_id" uuid NOT NULL,
	"slides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slide_count" integer DEFAULT 0 NOT NULL,
	"state_identifier" text,
	"language" text DEFAULT 'en-US' NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_slides_lesson_id_version_type_pk" PRIMARY KEY("lesson_id","version_type")
);
--> statement-breakpoint
ALTER TABLE "lesson_slides" ADD CONSTRAINT "lesson_slides_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_slides" ADD CONSTRAINT "lesson_slides_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_slides_account_id_index" ON "lesson_slides" USING btree ("account_id");--> statement-breakpoint
-- Hand-written: the slides of slide lessons move out of the lessons' documents into their own rows.
INSERT INTO "lesson_slides" ("lesson_id", "version_type", "account_id", "slides", "slide_count", "state_identifier")
SELECT "id", 'Latest', "account_id", "data"->'configuration'->'slides', jsonb_array_length("data"->'configuration'->'slides'), "data"->>'latestSavedSlidesStateIdentifier'
FROM "lessons" WHERE "kind" = 'Lesson' AND jsonb_typeof("data"->'configuration'->'slides') = 'array';--> statement-breakpoint
INSERT INTO "lesson_slides" ("lesson_id", "version_type", "account_id", "slides", "slide_count", "state_identifier")
SELECT "id", 'Published', "account_id", "published_data"->'configuration'->'slides', jsonb_array_length("published_data"->'configuration'->'slides'), "published_data"->>'latestSavedSlidesStateIdentifier'
FROM "lessons" WHERE "kind" = 'Lesson' AND jsonb_typeof("published_data"->'configuration'->'slides') = 'array';--> statement-breakpoint
UPDATE "lessons" SET
  "data" = ("data" #- '{configuration,slides}') - 'latestSavedSlidesStateIdentifier',
  "published_data" = CASE WHEN "published_data" IS NULL THEN NULL ELSE ("published_data" #- '{configuration,slides}') - 'latestSavedSlidesStateIdentifier' END;
