// Types for server-command.mjs (plain JavaScript, so the scripts run under node).
export const SERVER_NODE_ARGS: string[];
