// Types for staleness.mjs (plain JavaScript, so the scripts run under node).
export const SERVER_SOURCES: string[];
export function isStale(output: string, sources: string[]): boolean;
