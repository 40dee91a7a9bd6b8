CREATE TABLE "account_branding" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"accent_color" text,
	"theme_family" text DEFAULT 'ed' NOT NULL,
	"color_scheme" text DEFAULT 'light' NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_feature_flags" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_plan_access" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"has_access" boolean DEFAULT true NOT NULL,
	"has_access_reason" text DEFAULT '' NOT NULL,
	"locked_date" timestamp with time zone,
	"lesson_limit" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_branding" ADD CONSTRAINT "account_branding_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_feature_flags" ADD CONSTRAINT "account_feature_flags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_plan_access" ADD CONSTRAINT "account_plan_access_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;