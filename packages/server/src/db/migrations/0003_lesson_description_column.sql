ALTER TABLE "lessons" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: the Latest description moves out of `data` into its column.
UPDATE "lessons" SET "description" = coalesce("data"->>'description', ''), "data" = "data" - 'description';
