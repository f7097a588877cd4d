DROP INDEX "locks_device_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "locks_device_idx" ON "locks" USING btree ("workspace_id","provider","device_id") WHERE "locks"."removed_at" is null;