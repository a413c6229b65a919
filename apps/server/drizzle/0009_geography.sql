ALTER TABLE "areas" ADD COLUMN "outline" jsonb;
