ALTER TABLE "course_translations" ALTER COLUMN "translated_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "status" text DEFAULT 'Translated' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "failure_details" jsonb;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "stop_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "started_by" uuid;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "slides_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "slides_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "slides_translated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "skipped_lessons" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "output_tokens" integer;--> statement-breakpoint
ALTER TABLE "course_translations" ADD COLUMN "modified_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_translations" ADD CONSTRAINT "course_translations_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;