ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_id_dedupe_key_idx" ON "notifications" USING btree ("user_id","dedupe_key");