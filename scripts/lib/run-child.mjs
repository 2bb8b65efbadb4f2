// A child process a test or script starts, with a deadline: past it the child is stopped (SIGTERM,
// then SIGKILL five seconds later) and the result says so, with what it was waiting for and what
// the child printed. spawnSync with no timeout once hung a CI run for twelve minutes (issue 31);
// an async child also leaves the test runner free to apply its own timeout.
import { spawn } from "node:child_process";

/**
 * Runs `command args` to its end or to `timeoutMs`. Resolves to { status, signal, stdout, stderr,
 * timedOut }; when timedOut, `stderr` ends with a line naming `what` and the deadline.
 */
export function runChild(command, args, { cwd, env, timeoutMs, what }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    let killer;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGTERM");
      killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      clearTimeout(killer);
      reject(error);
    });
    child.on("close", (status, signal) => {
      clearTimeout(timer);
      clearTimeout(killer);
      if (timedOut) stderr += `\n${what} did not finish within ${timeoutMs / 1000} s and was stopped (${signal ?? `exit ${status}`}).`;
      resolve({ status, signal, stdout, stderr, timedOut });
    });
  });
}

/**
 * Stops a long-running child (a server): SIGTERM, and SIGKILL if it hasn't exited within
 * `timeoutMs`. Resolves when it has exited; `forced` says it had to be killed, and `message`
 * names `what` for the caller to report (a server that doesn't stop on SIGTERM is a defect).
 */
export async function stopChild(child, { what, timeoutMs = 30_000 }) {
  if (child.exitCode !== null || child.signalCode !== null) return { forced: false };
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve("late"), timeoutMs)));
  const first = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (first !== "late") return { forced: false };
  child.kill("SIGKILL");
  await exited;
  return { forced: true, message: `${what} had not exited ${timeoutMs / 1000} s after SIGTERM and was killed` };
}
