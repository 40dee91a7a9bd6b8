CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"event_name" text,
	"event_version" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" uuid,
	"anonymous_id" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_public_brandings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"accent_color" text DEFAULT '' NOT NULL,
	"favicon" text DEFAULT '' NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retired_url_slugs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"public_detail_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_public_brandings" ADD CONSTRAINT "account_public_brandings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retired_url_slugs" ADD CONSTRAINT "retired_url_slugs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retired_url_slugs" ADD CONSTRAINT "retired_url_slugs_public_detail_id_course_public_details_id_fk" FOREIGN KEY ("public_detail_id") REFERENCES "public"."course_public_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_account_name_received_index" ON "analytics_events" USING btree ("account_id","event_name","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "retired_url_slugs_slug_unique" ON "retired_url_slugs" USING btree ("slug");--> statement-breakpoint
-- Analytics events are facts: append-only. An update is refused; rows go only with their account.
CREATE FUNCTION "refuse_analytics_event_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'analytics_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_events_append_only" BEFORE UPDATE ON "analytics_events"
  FOR EACH ROW EXECUTE FUNCTION "refuse_analytics_event_update"();
