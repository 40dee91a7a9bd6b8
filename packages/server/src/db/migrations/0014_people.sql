CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD COLUMN "kind" text DEFAULT 'code' NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD COLUMN "user_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_id_index" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_invitations_user_id_index" ON "user_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_account_name_sort_index" ON "users" USING btree ("account_id",lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_account_email_sort_index" ON "users" USING btree ("account_id","email","id");--> statement-breakpoint
CREATE INDEX "users_account_last_active_sort_index" ON "users" USING btree ("account_id",coalesce("last_active_at", 'epoch'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "users_account_created_sort_index" ON "users" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_account_first_name_prefix_index" ON "users" USING btree ("account_id",lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_account_last_name_prefix_index" ON "users" USING btree ("account_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_account_email_prefix_index" ON "users" USING btree ("account_id","email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_account_status_index" ON "users" USING btree ("account_id","status");