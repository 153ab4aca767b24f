-- A visit is a session: a visitor's views of a page with less than 30 minutes between them (as in
-- Plausible), no longer every view — one visitor reloading a page 200 times was 200 visits.
-- stat_visitors keeps each visitor's last view of the page that salt day; the fold marks the views
-- that start a session (`new_visit`) and counts those as visits. `prev_view` is the last view
-- before the batch being folded, returned by the fold's own UPDATE so that folds running at the
-- same time see each other's views in order.
ALTER TABLE stat_visitors ADD COLUMN last_view timestamptz, ADD COLUMN prev_view timestamptz;
ALTER TABLE stat_hits ADD COLUMN new_visit boolean NOT NULL DEFAULT false;
