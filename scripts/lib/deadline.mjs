// Every wait in the scripts ends: a promise raced against a timer whose error names what was being
// waited for, so a run that stalls (a browser gone quiet, a child process that never exits) fails
// with a message rather than sitting until CI's own limit ends it (issue 31: a budget check once
// sat for twelve minutes on a page that had navigated away).

/** Resolves as `promise` does, or rejects after `ms` with "timed out after N s waiting for `what`". */
export function withDeadline(promise, ms, what) {
  let timer;
  const expired = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s waiting for ${what}`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
