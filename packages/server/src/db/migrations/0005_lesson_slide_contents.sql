CREATE TABLE "lesson_slide_contents" (
	"lesson_id" uuid NOT NULL,
	"version_type" text NOT NULL,
	"slide_id" text NOT NULL,
	"slide" jsonb NOT NULL,
	CONSTRAINT "lesson_slide_contents_lesson_id_version_type_slide_id_pk" PRIMARY KEY("lesson_id","version_type","slide_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_slides" ADD COLUMN "slide_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_slides" ADD COLUMN "slide_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_slide_contents" ADD CONSTRAINT "lesson_slide_contents_deck_fk" FOREIGN KEY ("lesson_id","version_type") REFERENCES "public"."lesson_slides"("lesson_id","version_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: each deck's slides become rows, the deck keeps their order (a repeated id keeps its
-- first place). An empty hash matches no slide, so the first save after this rewrites each slide once.
INSERT INTO "lesson_slide_contents" ("lesson_id", "version_type", "slide_id", "slide")
SELECT DISTINCT ON (s."lesson_id", s."version_type", e.slide->>'id') s."lesson_id", s."version_type", e.slide->>'id', e.slide
FROM "lesson_slides" s, jsonb_array_elements(s."slides") WITH ORDINALITY AS e(slide, n)
WHERE jsonb_typeof(e.slide) = 'object' AND e.slide->>'id' IS NOT NULL
ORDER BY s."lesson_id", s."version_type", e.slide->>'id', e.n;--> statement-breakpoint
UPDATE "lesson_slides" s SET "slide_ids" = coalesce((
  SELECT array_agg(first.id ORDER BY first.n) FROM (
    SELECT e.slide->>'id' AS id, min(e.n) AS n FROM jsonb_array_elements(s."slides") WITH ORDINALITY AS e(slide, n)
    WHERE jsonb_typeof(e.slide) = 'object' AND e.slide->>'id' IS NOT NULL GROUP BY 1) AS first), '{}'::text[]);--> statement-breakpoint
UPDATE "lesson_slides" SET "slide_hashes" = array_fill(''::text, ARRAY[cardinality("slide_ids")]), "slide_count" = cardinality("slide_ids");--> statement-breakpoint
ALTER TABLE "lesson_slides" DROP COLUMN "slides";