// Types for node-runtime.mjs (plain JavaScript, so the scripts run under any node).
export const SUPPORTED_NODE: string;
export const RECOMMENDED_NODE_MAJOR: number;
export function isSupportedNode(version?: string): boolean;
export function installedNode(): string | undefined;
export function unsupportedNodeLine(version: string, production: boolean): string;
export function runOnSupportedNode(): Promise<void>;
