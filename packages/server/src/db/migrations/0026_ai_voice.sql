CREATE TABLE "course_translation_parts" (
	"translation_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"target_id" text NOT NULL,
	"source_hash" text NOT NULL,
	CONSTRAINT "course_translation_parts_translation_id_source_key_pk" PRIMARY KEY("translation_id","source_key")
);
--> statement-breakpoint
CREATE TABLE "course_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"source_course_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"translated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_translations_course_id_unique" UNIQUE("course_id"),
	CONSTRAINT "course_translations_source_language_unique" UNIQUE("source_course_id","language")
);
--> statement-breakpoint
CREATE TABLE "slide_narrations" (
	"account_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"text_hash" text NOT NULL,
	"media_id" uuid NOT NULL,
	"voice" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "slide_narrations_lesson_id_slide_id_pk" PRIMARY KEY("lesson_id","slide_id")
);
--> statement-breakpoint
ALTER TABLE "course_translation_parts" ADD CONSTRAINT "course_translation_parts_translation_id_course_translations_id_fk" FOREIGN KEY ("translation_id") REFERENCES "public"."course_translations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_translations" ADD CONSTRAINT "course_translations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_translations" ADD CONSTRAINT "course_translations_source_course_id_courses_id_fk" FOREIGN KEY ("source_course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_translations" ADD CONSTRAINT "course_translations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_narrations" ADD CONSTRAINT "slide_narrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_narrations" ADD CONSTRAINT "slide_narrations_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_narrations" ADD CONSTRAINT "slide_narrations_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slide_narrations_media_index" ON "slide_narrations" USING btree ("media_id");