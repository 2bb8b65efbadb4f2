-- Each staff member's own choices in the back office (whether test payments are shown, whether
-- the "Ready to go live" list is folded), kept with them so they follow the person to any device.
-- A key that is absent means the default (docs/admin-api.md, "Preferences").
ALTER TABLE "staff" ADD COLUMN "preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;
