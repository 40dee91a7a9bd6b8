CREATE TABLE "aicc_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"exited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"media_id" uuid,
	"kind" text NOT NULL,
	"standard" text NOT NULL,
	"title" text NOT NULL,
	"launch" text NOT NULL,
	"mastery_score" double precision,
	"launch_data" text DEFAULT '' NOT NULL,
	"file_count" integer NOT NULL,
	"unpacked_bytes" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_runtime_data" (
	"attempt_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"standard" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text,
	"score" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_runtime_data_attempt_id_slide_id_pk" PRIMARY KEY("attempt_id","slide_id")
);
--> statement-breakpoint
ALTER TABLE "aicc_sessions" ADD CONSTRAINT "aicc_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aicc_sessions" ADD CONSTRAINT "aicc_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aicc_sessions" ADD CONSTRAINT "aicc_sessions_attempt_id_learner_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."learner_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_packages" ADD CONSTRAINT "content_packages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_packages" ADD CONSTRAINT "content_packages_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_packages" ADD CONSTRAINT "content_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_runtime_data" ADD CONSTRAINT "package_runtime_data_attempt_id_learner_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."learner_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_runtime_data" ADD CONSTRAINT "package_runtime_data_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_runtime_data" ADD CONSTRAINT "package_runtime_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aicc_sessions_attempt_index" ON "aicc_sessions" USING btree ("attempt_id","slide_id");--> statement-breakpoint
CREATE INDEX "content_packages_account_media_index" ON "content_packages" USING btree ("account_id","media_id");