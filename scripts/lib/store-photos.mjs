// Gives the store real photographs before a measurement (`npm run bench`, `npm run lighthouse`):
// signs in as the owner the server's setup link makes and uploads the test photos in
// e2e/fixtures/photos/ through the back office's API, one to each of the first products on
// /store, so the cards a visitor sees first are photos (AVIF/WebP renditions), not only the
// drawn illustrations. STORE_PHOTOS=off measures the illustrations alone.
import { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";

const photos = [
  { file: "tee-with-gps.jpg", type: "image/jpeg", alt: "A green tee on a hanger against a warm wall" },
  { file: "cap-square.jpg", type: "image/jpeg", alt: "A navy cap, seen from the front" },
  { file: "hoodie.png", type: "image/png", alt: "A red hoodie laid flat" },
  { file: "journal.webp", type: "image/webp", alt: "A gold journal on a wooden table" },
];

export const storePhotosWanted = process.env.STORE_PHOTOS !== "off";

/**
 * One request to the throwaway server the script started. Over HTTPS its certificate is the test
 * one, which this process was not told to trust (the measuring browser is told the same way).
 */
function request(url, { method = "GET", headers = {}, body } = {}) {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(target, { method, headers, ...(target.protocol === "https:" && { rejectUnauthorized: false }) }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

const sessions = new WeakMap();

/** The session cookie of the server's first owner, set up once per server from the link it logged. */
export async function ownerCookie(server) {
  if (sessions.has(server)) return sessions.get(server);
  let token;
  for (let i = 0; i < 100 && !token; i++) {
    token = /\/admin\/setup\?token=([\w-]+)/.exec(server.output())?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error("the server logged no setup link");
  const setup = await request(`${server.url}/api/admin/setup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ token, name: "Bench Owner", email: "owner@bench.test" }),
  });
  if (setup.status !== 200) throw new Error(`setup answered ${setup.status}: ${setup.text}`);
  const header = setup.headers["set-cookie"];
  const cookie = (Array.isArray(header) ? header[0] : header).split(";")[0];
  sessions.set(server, cookie);
  return cookie;
}

/**
 * Uploads the test photos to the first products /store lists and waits (up to 10 s) for /store's
 * HTML to show them. Returns the renditions' URLs, for a measurement of serving one.
 */
export async function uploadStorePhotos(server) {
  const cookie = await ownerCookie(server);
  const catalogue = JSON.parse((await request(`${server.url}/api/catalogue`)).text);
  const hashes = [];
  for (const [index, photo] of photos.entries()) {
    const product = catalogue.products[index];
    const body = readFileSync(new URL(`../../e2e/fixtures/photos/${photo.file}`, import.meta.url));
    const uploaded = await request(`${server.url}/api/admin/products/${encodeURIComponent(product.id)}/images?alt=${encodeURIComponent(photo.alt)}`, {
      method: "POST",
      headers: { "content-type": photo.type, origin: server.url, cookie },
      body,
    });
    if (uploaded.status !== 201) throw new Error(`uploading ${photo.file} answered ${uploaded.status}: ${uploaded.text}`);
    hashes.push(JSON.parse(uploaded.text).hash);
  }
  const started = Date.now();
  for (;;) {
    const page = (await request(`${server.url}/store`)).text;
    if (hashes.every((hash) => page.includes(hash))) break;
    if (Date.now() - started > 10_000) throw new Error("the uploaded photos did not reach /store in 10 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`Uploaded ${hashes.length} photos to the first products on /store.`);
  return hashes.map((hash) => `${server.url}/images/p/${hash}-480.avif`);
}
