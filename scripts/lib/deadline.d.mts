// Types for deadline.mjs (plain JavaScript, so the scripts run under node).
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T>;
