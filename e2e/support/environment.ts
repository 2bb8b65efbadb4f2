// Addresses the end-to-end run shares between its setup and its test workers.
// The config file is read by the runner and by every worker; the ports chosen
// once by the runner reach the workers through the environment.
process.env.E2E_PORT ??= String(41_000 + Math.floor(Math.random() * 2_000));
process.env.E2E_INBOX_PORT ??= String(Number(process.env.E2E_PORT) + 2_000);

export const appPort = Number(process.env.E2E_PORT);
// localhost, not 127.0.0.1: browsers refuse passkeys (WebAuthn) for an IP address, and localhost
// is a secure context over plain http. The server still listens on 127.0.0.1 only.
export const baseURL = `http://localhost:${appPort}`;
export const inboxApi = `http://127.0.0.1:${process.env.E2E_INBOX_PORT}`;
