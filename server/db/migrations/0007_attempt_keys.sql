-- Attempts made before this migration (the demo pupil's) get a random key: nothing will retry
-- them. New rows must carry the key the pupil's device gave the attempt.
ALTER TABLE "pupil_task_attempts" ADD COLUMN "attempt_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "pupil_task_attempts" ALTER COLUMN "attempt_key" DROP DEFAULT;--> statement-breakpoint
CREATE UNIQUE INDEX "pupil_task_attempts_attempt_key" ON "pupil_task_attempts" USING btree ("pupil_homework_id","attempt_key");
