CREATE TABLE "analytics_counted_attempts" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_course_learners" (
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"started_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"attempt_count" integer NOT NULL,
	"score" double precision,
	"stars" integer NOT NULL,
	"completed_lesson_count" integer NOT NULL,
	"lesson_count" integer NOT NULL,
	"completed" boolean NOT NULL,
	"passed" boolean NOT NULL,
	"certificate" boolean NOT NULL,
	"time_spent_seconds" integer NOT NULL,
	"lessons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_course_learners_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_slide_first_answers" (
	"lesson_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"correct" boolean,
	"answers" jsonb,
	"seconds" double precision NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_slide_first_answers_lesson_id_slide_id_user_id_pk" PRIMARY KEY("lesson_id","slide_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_slide_option_counts" (
	"lesson_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"option_key" text NOT NULL,
	"account_id" uuid NOT NULL,
	"answer_count" integer NOT NULL,
	CONSTRAINT "analytics_slide_option_counts_lesson_id_slide_id_option_key_pk" PRIMARY KEY("lesson_id","slide_id","option_key")
);
--> statement-breakpoint
CREATE TABLE "analytics_slide_totals" (
	"lesson_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"answered_count" integer NOT NULL,
	"judged_count" integer NOT NULL,
	"right_first_count" integer NOT NULL,
	"seconds_total" double precision NOT NULL,
	CONSTRAINT "analytics_slide_totals_lesson_id_slide_id_pk" PRIMARY KEY("lesson_id","slide_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_counted_attempts" ADD CONSTRAINT "analytics_counted_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_course_learners" ADD CONSTRAINT "analytics_course_learners_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_course_learners" ADD CONSTRAINT "analytics_course_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_course_learners" ADD CONSTRAINT "analytics_course_learners_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_slide_first_answers" ADD CONSTRAINT "analytics_slide_first_answers_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_slide_first_answers" ADD CONSTRAINT "analytics_slide_first_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_slide_first_answers" ADD CONSTRAINT "analytics_slide_first_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_slide_option_counts" ADD CONSTRAINT "analytics_slide_option_counts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_slide_option_counts" ADD CONSTRAINT "analytics_slide_option_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_slide_totals" ADD CONSTRAINT "analytics_slide_totals_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_slide_totals" ADD CONSTRAINT "analytics_slide_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_counted_attempts_account_index" ON "analytics_counted_attempts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "analytics_course_learners_account_index" ON "analytics_course_learners" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "analytics_course_learners_user_index" ON "analytics_course_learners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "analytics_slide_first_answers_account_index" ON "analytics_slide_first_answers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "analytics_slide_first_answers_user_index" ON "analytics_slide_first_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "analytics_slide_option_counts_account_index" ON "analytics_slide_option_counts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "analytics_slide_totals_account_index" ON "analytics_slide_totals" USING btree ("account_id");