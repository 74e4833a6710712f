-- Resources written before this migration were all written by the built-in generator (or uploaded,
-- which `source` says): they read 'offline'.
ALTER TABLE "resources" ADD COLUMN "generator" text DEFAULT 'offline' NOT NULL;