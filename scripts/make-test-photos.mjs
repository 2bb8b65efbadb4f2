// Writes the small test photographs under e2e/fixtures/photos/ (committed; run again only to
// change them). They stand in for what staff upload: a phone JPEG carrying the camera's GPS
// position and a sideways EXIF orientation, a square JPEG, a PNG and a WebP. Each is a lit,
// grainy scene with a garment's silhouette, so it compresses like a photo, not like a flat drawing.
import { Buffer } from "node:buffer";
import { mkdirSync, statSync } from "node:fs";
import sharp from "sharp";

const dir = new URL("../e2e/fixtures/photos/", import.meta.url);
mkdirSync(dir, { recursive: true });

const garments = {
  tee: "M-180,-220 L-60,-260 Q0,-210 60,-260 L180,-220 L260,-90 L170,-50 L170,260 L-170,260 L-170,-50 L-260,-90 Z",
  hoodie: "M-190,-200 Q-90,-300 0,-290 Q90,-300 190,-200 L280,120 L190,140 L180,270 L-180,270 L-190,140 L-280,120 Z",
  cap: "M-230,60 Q-220,-180 0,-190 Q220,-180 230,60 Z M-230,60 L290,60 Q300,110 240,120 L-230,100 Z",
  journal: "M-170,-240 L170,-240 L170,240 L-170,240 Z",
};

function scene({ width, height, background, light, garment, colour }) {
  const path = garments[garment];
  const scale = Math.min(width, height) / 700;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="light" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${background}"/></radialGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="1"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
    <filter id="shadow"><feGaussianBlur stdDeviation="18"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#light)"/>
  <g transform="translate(${width / 2 + 18 * scale},${height / 2 + 24 * scale}) scale(${scale})" opacity="0.45" filter="url(#shadow)"><path d="${path}" fill="#000"/></g>
  <g transform="translate(${width / 2},${height / 2}) scale(${scale})"><path d="${path}" fill="${colour}"/><path d="${path}" fill="url(#cloth)"/></g>
</svg>`);
}

async function grain(width, height, amount) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((Math.random() - 0.5) * amount);
  return sharp(noise, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

async function photo(file, { width, height, format, exif, orientation, grainAmount = 36, ...look }) {
  const image = sharp(scene({ width, height, ...look }))
    .composite([{ input: await grain(width, height, grainAmount), blend: "overlay" }])
    .blur(0.6);
  const encoded =
    format === "png" ? image.png({ compressionLevel: 9, palette: true, colours: 128 }) : format === "webp" ? image.webp({ quality: 70 }) : image.jpeg({ quality: 72, mozjpeg: true });
  const withExif = exif ? encoded.withExif(exif) : encoded;
  const turned = orientation ? withExif.withMetadata({ orientation }) : withExif;
  await turned.toFile(new URL(file, dir).pathname);
  console.log(file, statSync(new URL(file, dir)).size, "bytes");
}

// As a phone writes it: the camera, where it was taken, and "rotate 90° to view" (stored landscape).
await photo("tee-with-gps.jpg", {
  width: 1600,
  height: 1200,
  format: "jpeg",
  background: "#6f6a60",
  light: "#e9e2d2",
  garment: "tee",
  colour: "#1f3b2d",
  exif: {
    IFD0: { Make: "TestCam", Model: "Pocket 12", Software: "fixture" },
    IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2634/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 3924/100" },
  },
  orientation: 6,
});
await photo("cap-square.jpg", { width: 1200, height: 1200, format: "jpeg", background: "#5b4b3a", light: "#f1e3c8", garment: "cap", colour: "#17233f" });
await photo("hoodie.png", { width: 640, height: 640, format: "png", grainAmount: 10, background: "#3f4a4f", light: "#dfe6e8", garment: "hoodie", colour: "#7a2e2e" });
await photo("journal.webp", { width: 1000, height: 1000, format: "webp", background: "#705c46", light: "#fbf2e2", garment: "journal", colour: "#c9a227" });
