CREATE TABLE "learner_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"current_slide_index" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" double precision,
	"stars" integer DEFAULT 0 NOT NULL,
	"new_stars" integer DEFAULT 0 NOT NULL,
	"passed" boolean,
	"discarded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_course_progress" (
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"completed_at" timestamp with time zone,
	"passed" boolean DEFAULT false NOT NULL,
	"score" double precision,
	"reset_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_course_progress_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "learner_slide_stars" (
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"stars" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_slide_stars_user_id_lesson_id_slide_id_pk" PRIMARY KEY("user_id","lesson_id","slide_id")
);
--> statement-breakpoint
ALTER TABLE "learner_attempts" ADD CONSTRAINT "learner_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_attempts" ADD CONSTRAINT "learner_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_attempts" ADD CONSTRAINT "learner_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_attempts" ADD CONSTRAINT "learner_attempts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_course_progress" ADD CONSTRAINT "learner_course_progress_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_course_progress" ADD CONSTRAINT "learner_course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_course_progress" ADD CONSTRAINT "learner_course_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_slide_stars" ADD CONSTRAINT "learner_slide_stars_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_slide_stars" ADD CONSTRAINT "learner_slide_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_slide_stars" ADD CONSTRAINT "learner_slide_stars_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_slide_stars" ADD CONSTRAINT "learner_slide_stars_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_attempts_user_lesson_index" ON "learner_attempts" USING btree ("user_id","lesson_id","started_at");--> statement-breakpoint
CREATE INDEX "learner_attempts_course_user_index" ON "learner_attempts" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "learner_attempts_lesson_modified_index" ON "learner_attempts" USING btree ("lesson_id","modified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "learner_attempts_one_in_progress_unique" ON "learner_attempts" USING btree ("user_id","lesson_id") WHERE "learner_attempts"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "learner_attempts_account_index" ON "learner_attempts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "learner_course_progress_account_index" ON "learner_course_progress" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "learner_slide_stars_account_index" ON "learner_slide_stars" USING btree ("account_id");