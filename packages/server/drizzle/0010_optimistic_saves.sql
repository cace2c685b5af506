ALTER TABLE "segments" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "request_key" uuid;--> statement-breakpoint
ALTER TABLE "flexible_report_charts" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "datasets_request_key_idx" ON "datasets" USING btree ("club_id","request_key");