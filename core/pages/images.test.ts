// Alt text is words about a photo: a file's name, as cameras and phones make them or as it was
// uploaded, is refused (core/pages/template.ts and the server's save).
import { describe, expect, it } from "vitest";
import { looksLikeFileName, parsePageImageVariant, pageImageVariant, sameFileName } from "./images";

describe("alt text that is a file's name", () => {
  it("is recognised in the shapes cameras, phones and people give files", () => {
    for (const name of ["IMG_2041.jpg", "IMG_2041", "DSC0042", "PXL_20260501_101500", "Screenshot 2026-05-01", "team-photo.png", "Camp.HEIC", "Image 3"]) {
      expect(looksLikeFileName(name), name).toBe(true);
    }
  });

  it("leaves words about a photo alone, even ones that mention a photo or a number", () => {
    for (const words of ["The team at camp", "Photo 1 of the team at camp", "A photo of the team", "Img 2 people smiling at a church door", "Ten volunteers in Kingston"]) {
      expect(looksLikeFileName(words), words).toBe(false);
    }
  });

  it("matches the name a photo was uploaded under, whatever its case or extension", () => {
    expect(sameFileName("Team-at-camp", "team-at-camp.JPG")).toBe(true);
    expect(sameFileName("team at camp", "team-at-camp.jpg")).toBe(false);
    expect(sameFileName("anything", "")).toBe(false);
  });
});

describe("a page photo's files", () => {
  it("are kept under the names their URLs end in, and only those", () => {
    expect(pageImageVariant({ shape: "wide", width: 960, format: "avif" })).toBe("wide-960.avif");
    expect(parsePageImageVariant("social.jpg")).toBe("social");
    expect(parsePageImageVariant("card-480.webp")).toEqual({ shape: "card", width: 480, format: "webp" });
    for (const other of ["card-500.webp", "banner-480.webp", "card-480.gif", "../x"]) expect(parsePageImageVariant(other), other).toBeUndefined();
  });
});
