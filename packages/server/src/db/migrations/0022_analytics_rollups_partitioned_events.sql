CREATE TABLE "analytics_daily_activity" (
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lessons_started" integer DEFAULT 0 NOT NULL,
	"lessons_completed" integer DEFAULT 0 NOT NULL,
	"courses_completed" integer DEFAULT 0 NOT NULL,
	"score_sum" double precision DEFAULT 0 NOT NULL,
	"scored_lessons" integer DEFAULT 0 NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_daily_activity_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_activity" ADD CONSTRAINT "analytics_daily_activity_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_activity" ADD CONSTRAINT "analytics_daily_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_activity_account_day_index" ON "analytics_daily_activity" USING btree ("account_id","day");--> statement-breakpoint
-- The rollup starts with what learners did before it existed, counted as analytics/daily-activity.ts counts a day.
INSERT INTO "analytics_daily_activity" ("account_id", "user_id", "day", "lessons_started", "lessons_completed", "courses_completed", "score_sum", "scored_lessons")
SELECT "account_id", "user_id", "day", sum("started")::integer AS "lessons_started", sum("completed")::integer AS "lessons_completed",
  sum("courses")::integer AS "courses_completed", sum("score_sum") AS "score_sum", sum("scored")::integer AS "scored_lessons"
FROM (
  SELECT "account_id", "user_id", ("started_at" AT TIME ZONE 'UTC')::date AS "day", 1 AS "started", 0 AS "completed", 0 AS "courses", 0::double precision AS "score_sum", 0 AS "scored"
  FROM "learner_attempts"
  UNION ALL
  SELECT "account_id", "user_id", ("finished_at" AT TIME ZONE 'UTC')::date, 0, 1, 0, coalesce("score", 0), CASE WHEN "score" IS NULL THEN 0 ELSE 1 END
  FROM "learner_attempts" WHERE "finished_at" IS NOT NULL
  UNION ALL
  SELECT "account_id", "user_id", ("completed_at" AT TIME ZONE 'UTC')::date, 0, 0, 1, 0, 0
  FROM "learner_course_progress" WHERE "completed_at" IS NOT NULL
) AS "facts"
GROUP BY "account_id", "user_id", "day";--> statement-breakpoint
-- Issue 15: analytics_events is partitioned by month of received_at (range partitions, one a month, and a
-- default partition for what falls outside them). A partitioned table's key must hold the partition column,
-- so the key becomes (id, received_at). The table is made again and the stored events copied into it.
ALTER TABLE "analytics_events" RENAME TO "analytics_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "analytics_events_unpartitioned" RENAME CONSTRAINT "analytics_events_pkey" TO "analytics_events_unpartitioned_pkey";--> statement-breakpoint
ALTER TABLE "analytics_events_unpartitioned" RENAME CONSTRAINT "analytics_events_account_id_accounts_id_fk" TO "analytics_events_unpartitioned_account_fk";--> statement-breakpoint
ALTER INDEX "analytics_events_account_name_received_index" RENAME TO "analytics_events_unpartitioned_account_name_received_index";--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"event_name" text,
	"event_version" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" uuid,
	"anonymous_id" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_id_received_at_pk" PRIMARY KEY("id","received_at")
) PARTITION BY RANGE ("received_at");
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_account_name_received_index" ON "analytics_events" USING btree ("account_id","event_name","received_at");--> statement-breakpoint
CREATE TABLE "analytics_events_default" PARTITION OF "analytics_events" DEFAULT;--> statement-breakpoint
-- Makes the month partitions from first_month on, `months` of them, that do not exist yet. Events of a month
-- without its partition wait in the default one: they move into the new partition before it is attached
-- (attaching a range the default partition still holds rows of is refused). Run by the migration and by the
-- daily job analytics.event-partitions, which keeps three months made ahead.
CREATE FUNCTION "analytics_events_ensure_month_partitions"(first_month date, months integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  month_start date;
  partition_name text;
BEGIN
  FOR step IN 0 .. months - 1 LOOP
    month_start := (date_trunc('month', first_month) + make_interval(months => step))::date;
    partition_name := 'analytics_events_' || to_char(month_start, 'YYYY_MM');
    CONTINUE WHEN to_regclass(partition_name) IS NOT NULL;
    EXECUTE format('CREATE TABLE %I (LIKE analytics_events INCLUDING DEFAULTS)', partition_name);
    EXECUTE format(
      'WITH moved AS (DELETE FROM analytics_events_default WHERE received_at >= %L AND received_at < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
      month_start, (month_start + interval '1 month')::date, partition_name);
    EXECUTE format('ALTER TABLE analytics_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
      partition_name, month_start, (month_start + interval '1 month')::date);
  END LOOP;
END;
$$;--> statement-breakpoint
SELECT "analytics_events_ensure_month_partitions"(date_trunc('month', now())::date, 3);--> statement-breakpoint
INSERT INTO "analytics_events" SELECT * FROM "analytics_events_unpartitioned";--> statement-breakpoint
DROP TABLE "analytics_events_unpartitioned";--> statement-breakpoint
-- Still append-only (0018): a row trigger on the partitioned table is cloned onto every partition.
CREATE TRIGGER "analytics_events_append_only" BEFORE UPDATE ON "analytics_events"
  FOR EACH ROW EXECUTE FUNCTION "refuse_analytics_event_update"();
