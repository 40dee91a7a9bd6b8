ALTER TABLE "courses" ADD COLUMN "lesson_list_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: every insert, update or delete of a lesson, by any server, bumps its course's lesson-list
-- version, so a cached lesson list is served only while it is still what the database holds.
CREATE FUNCTION "bump_lesson_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "courses" SET "lesson_list_version" = "lesson_list_version" + 1 WHERE "id" = OLD."course_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."course_id" IS DISTINCT FROM OLD."course_id") THEN
    UPDATE "courses" SET "lesson_list_version" = "lesson_list_version" + 1 WHERE "id" = NEW."course_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lessons_bump_lesson_list_version" AFTER INSERT OR UPDATE OR DELETE ON "lessons"
  FOR EACH ROW EXECUTE FUNCTION "bump_lesson_list_version"();
