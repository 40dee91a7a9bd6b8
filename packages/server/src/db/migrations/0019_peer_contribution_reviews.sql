CREATE TABLE "peer_contribution_reviews" (
	"attempt_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peer_contribution_reviews_attempt_id_slide_id_pk" PRIMARY KEY("attempt_id","slide_id")
);
--> statement-breakpoint
ALTER TABLE "peer_contribution_reviews" ADD CONSTRAINT "peer_contribution_reviews_attempt_id_learner_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."learner_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_contribution_reviews" ADD CONSTRAINT "peer_contribution_reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_contribution_reviews" ADD CONSTRAINT "peer_contribution_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peer_contribution_reviews_account_index" ON "peer_contribution_reviews" USING btree ("account_id");