CREATE TABLE "course_assignment_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"passed" boolean,
	"score" double precision,
	"renews_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"due_soon_notified_at" timestamp with time zone,
	"overdue_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"email_settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_assignment_cycles" ADD CONSTRAINT "course_assignment_cycles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignment_cycles" ADD CONSTRAINT "course_assignment_cycles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assignment_cycles" ADD CONSTRAINT "course_assignment_cycles_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_assignment_cycles_unique" ON "course_assignment_cycles" USING btree ("user_id","course_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "course_assignment_cycles_one_open_unique" ON "course_assignment_cycles" USING btree ("user_id","course_id") WHERE "course_assignment_cycles"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "course_assignment_cycles_due_soon_index" ON "course_assignment_cycles" USING btree ("due_at") WHERE "course_assignment_cycles"."closed_at" is null and "course_assignment_cycles"."completed_at" is null and "course_assignment_cycles"."due_soon_notified_at" is null;--> statement-breakpoint
CREATE INDEX "course_assignment_cycles_overdue_index" ON "course_assignment_cycles" USING btree ("due_at") WHERE "course_assignment_cycles"."closed_at" is null and "course_assignment_cycles"."completed_at" is null and "course_assignment_cycles"."overdue_notified_at" is null;--> statement-breakpoint
CREATE INDEX "course_assignment_cycles_renews_index" ON "course_assignment_cycles" USING btree ("renews_at") WHERE "course_assignment_cycles"."closed_at" is null and "course_assignment_cycles"."renews_at" is not null;--> statement-breakpoint
CREATE INDEX "course_assignment_cycles_course_index" ON "course_assignment_cycles" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_assignment_cycles_account_index" ON "course_assignment_cycles" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "notification_preferences_account_index" ON "notification_preferences" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_unique" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_created_index" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_waiting_email_index" ON "notifications" USING btree ("user_id") WHERE "notifications"."email_settled_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_account_index" ON "notifications" USING btree ("account_id");
