// Types for run-child.mjs (plain JavaScript, so the scripts run under node).
export interface ChildResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}
export function runChild(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number; what: string },
): Promise<ChildResult>;
export function stopChild(
  child: import("node:child_process").ChildProcess,
  options: { what: string; timeoutMs?: number },
): Promise<{ forced: boolean; message?: string }>;
