-- A deleted design, palette or font preset is kept, marked deleted, so the editor's undo of the
-- deletion can store it again (PUT /styles|/palettes|/font_presets/:id restores it): nothing edited
-- in the editor is lost. Lists, clones and publishing leave deleted resources out.
ALTER TABLE design_resources ADD COLUMN deleted_at timestamptz;
