CREATE TABLE "job_claims" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"worker_key" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raw_tracks" ADD COLUMN "processing_starts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "job_claims_worker_idx" ON "job_claims" USING btree ("worker_key");