-- The planned maximum of visitors per variant of an A/B test: the horizon of its group-sequential
-- rule (server/campaigns/significance.ts). Tests made before get 9,900 per variant — the plan for
-- finding a +20 % lift at 5 % conversion — the default a page without traffic gets now.
ALTER TABLE campaigns ADD COLUMN planned_visitors integer NOT NULL DEFAULT 9900
  CHECK (planned_visitors BETWEEN 1000 AND 1000000);
