// Requests sent over a real socket with the path exactly as given: `inject` (light-my-request)
// resolves `.` and `..` segments before the server sees them, a real client may not.
import { request as httpRequest, type Agent } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The app's base URL; call after `app.listen({ host: "127.0.0.1", port: 0 })`. */
export function baseUrlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export function rawRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; agent?: Agent | false },
): Promise<RawAnswer> {
  const body = options.body ?? "";
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}/`,
      {
        agent: options.agent ?? false,
        method: options.method ?? "GET",
        path: options.path,
        headers: { ...options.headers, ...(body && { "content-length": String(Buffer.byteLength(body)) }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", (error) => reject(new Error(`${options.method ?? "GET"} ${options.path}: ${error.message}`)));
    req.end(body);
  });
}
