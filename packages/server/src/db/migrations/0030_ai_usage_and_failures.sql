ALTER TABLE "document_conversions" ADD COLUMN "error_reason" text;--> statement-breakpoint
ALTER TABLE "document_conversions" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "document_conversions" ADD COLUMN "output_tokens" integer;--> statement-breakpoint
ALTER TABLE "course_generations" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "course_generations" ADD COLUMN "failure_details" jsonb;