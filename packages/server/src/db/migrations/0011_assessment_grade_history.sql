CREATE TABLE "assessment_grade_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"feedback_id" uuid NOT NULL,
	"action" text NOT NULL,
	"by_user_id" uuid,
	"by_name" text NOT NULL,
	"by_right" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"score" double precision,
	"ordinal" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assessment_grade_history_ordinal_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_feedback" ADD COLUMN "modified_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "assessment_feedback" ADD COLUMN "modified_by_name" text;--> statement-breakpoint
ALTER TABLE "assessment_grade_history" ADD CONSTRAINT "assessment_grade_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_grade_history" ADD CONSTRAINT "assessment_grade_history_post_id_activity_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."activity_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_grade_history" ADD CONSTRAINT "assessment_grade_history_feedback_id_assessment_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."assessment_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_grade_history" ADD CONSTRAINT "assessment_grade_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_grade_history_post_ordinal_index" ON "assessment_grade_history" USING btree ("post_id","ordinal");--> statement-breakpoint
CREATE INDEX "assessment_grade_history_account_index" ON "assessment_grade_history" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "assessment_feedback" ADD CONSTRAINT "assessment_feedback_modified_by_user_id_users_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Feedback given before the history existed starts it, as it stands now, under its author's name.
INSERT INTO "assessment_grade_history" ("account_id", "post_id", "feedback_id", "action", "by_user_id", "by_name", "by_right", "content", "status", "score", "created_at")
SELECT "account_id", "post_id", "id", 'graded', "author_user_id", "author_name", 'author', "content", "status", "score", "modified_at" FROM "assessment_feedback" ORDER BY "ordinal";
