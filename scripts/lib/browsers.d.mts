// Types for browsers.mjs (plain JavaScript, so the scripts run under node).
export const INSTALL_HINT: string;
export function findChromium(): string | undefined;
export function findHeadlessShell(): string | undefined;
export const chromiumArgs: string[];
