CREATE TABLE "public_site_versions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_site_versions" ADD CONSTRAINT "public_site_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: every committed change to what a public course page shows raises its account's version, so
-- a page a server keeps rendered is served only while the database still holds what it was rendered from
-- (modules/public-site/page-cache.ts). Constraint triggers deferred to the commit: the version row is locked
-- only at the end of a transaction, after every other row it writes, so two transactions cannot each hold
-- what the other waits for. The argument names the column holding the account. An account being deleted
-- gets no row (its pages go with it).
CREATE FUNCTION "bump_public_site_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid := (COALESCE(to_jsonb(NEW), to_jsonb(OLD)) ->> TG_ARGV[0])::uuid;
BEGIN
  INSERT INTO "public_site_versions" ("account_id", "version")
  SELECT changed, 1 WHERE EXISTS (SELECT 1 FROM "accounts" WHERE "id" = changed)
  ON CONFLICT ("account_id") DO UPDATE SET "version" = "public_site_versions"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_bump_public_site_version" AFTER UPDATE ON "accounts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_site_version"('id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "account_branding_bump_public_site_version" AFTER INSERT OR UPDATE OR DELETE ON "account_branding"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_site_version"('account_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_bump_public_site_version" AFTER INSERT OR UPDATE OR DELETE ON "courses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_site_version"('account_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "lessons_bump_public_site_version" AFTER INSERT OR UPDATE OR DELETE ON "lessons"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_site_version"('account_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_public_details_bump_public_site_version" AFTER INSERT OR UPDATE OR DELETE ON "course_public_details"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_site_version"('account_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "public_detail_items_bump_public_site_version" AFTER INSERT OR UPDATE OR DELETE ON "public_detail_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_site_version"('account_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "url_slugs_bump_public_site_version" AFTER INSERT OR UPDATE OR DELETE ON "url_slugs"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_site_version"('account_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_ratings_bump_public_site_version" AFTER INSERT OR UPDATE OR DELETE ON "course_ratings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_site_version"('account_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_bump_public_site_version" AFTER UPDATE OF "roles" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."roles" IS DISTINCT FROM NEW."roles")
  EXECUTE FUNCTION "bump_public_site_version"('account_id');
