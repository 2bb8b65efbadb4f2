// Where a vitest run's migrated templates live (server/test-support/database.ts): a directory
// for PGlite's and a database name for PostgreSQL's, both chosen by the run's global setup
// (server/test-support/vitest-global-setup.ts) and removed when the run ends.
export const TEMPLATE_DIR_ENV = "PM_TEST_TEMPLATE_DIR";
export const POSTGRES_TEMPLATE_ENV = "PM_TEST_POSTGRES_TEMPLATE";
