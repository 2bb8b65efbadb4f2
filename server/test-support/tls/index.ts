// The test-only certificate for localhost (see README.md beside it).
import { fileURLToPath } from "node:url";

export const testCertificate = {
  TLS_CERT_FILE: fileURLToPath(new URL("./localhost-cert.pem", import.meta.url)),
  TLS_KEY_FILE: fileURLToPath(new URL("./localhost-key.pem", import.meta.url)),
};
