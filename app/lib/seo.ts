// Each route's <title>, description, canonical link and Open Graph tags, in one shape.
import type { MetaDescriptor } from "react-router";
import { noindexPaths, type AppPath } from "@core/paths";
import { siteName, siteTagline } from "@core/site-name";
import { absoluteUrl } from "@core/site-url";

export interface PageMeta {
  title: string;
  description: string;
  path: AppPath;
  /** The picture shared links show: the site's own unless staff chose one. */
  image?: string;
}

export function pageMeta({ title, description, path, image = "/images/og-image.png" }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${siteName} | ${siteTagline}` : `${title} | ${siteName}`;
  const url = absoluteUrl(path);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(image) },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindexPaths.includes(path)) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
