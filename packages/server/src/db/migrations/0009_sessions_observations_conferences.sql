CREATE TABLE "conference_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attended" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_training_attendees" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_training_attendees_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"state" text NOT NULL,
	"facilitator_user_id" uuid,
	"facilitator_name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observation_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"learner_user_id" uuid,
	"learner_name" text NOT NULL,
	"observer_user_id" uuid,
	"observer_name" text NOT NULL,
	"state" text NOT NULL,
	"passed" boolean,
	"ratings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conference_registrations" ADD CONSTRAINT "conference_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_registrations" ADD CONSTRAINT "conference_registrations_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_registrations" ADD CONSTRAINT "conference_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_attendees" ADD CONSTRAINT "group_training_attendees_session_id_group_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."group_training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_attendees" ADD CONSTRAINT "group_training_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_attendees" ADD CONSTRAINT "group_training_attendees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_sessions" ADD CONSTRAINT "group_training_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_sessions" ADD CONSTRAINT "group_training_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_training_sessions" ADD CONSTRAINT "group_training_sessions_facilitator_user_id_users_id_fk" FOREIGN KEY ("facilitator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observation_submissions" ADD CONSTRAINT "observation_submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observation_submissions" ADD CONSTRAINT "observation_submissions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observation_submissions" ADD CONSTRAINT "observation_submissions_learner_user_id_users_id_fk" FOREIGN KEY ("learner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observation_submissions" ADD CONSTRAINT "observation_submissions_observer_user_id_users_id_fk" FOREIGN KEY ("observer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conference_registrations_lesson_user_unique" ON "conference_registrations" USING btree ("lesson_id","user_id");--> statement-breakpoint
CREATE INDEX "conference_registrations_lesson_created_index" ON "conference_registrations" USING btree ("lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "conference_registrations_account_index" ON "conference_registrations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "group_training_attendees_user_index" ON "group_training_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_training_attendees_account_index" ON "group_training_attendees" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "group_training_sessions_course_created_index" ON "group_training_sessions" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "group_training_sessions_account_index" ON "group_training_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "observation_submissions_lesson_created_index" ON "observation_submissions" USING btree ("lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "observation_submissions_lesson_learner_index" ON "observation_submissions" USING btree ("lesson_id","learner_user_id");--> statement-breakpoint
CREATE INDEX "observation_submissions_account_index" ON "observation_submissions" USING btree ("account_id");