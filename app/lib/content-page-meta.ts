// A content page's <title>, description and picture as staff published them (core/pages/). Apart
// from ./seo.ts, which every page's shell carries: only the content pages need the photo's address.
import type { MetaDescriptor } from "react-router";
import type { AppPath } from "@core/paths";
import { pageImageUrl } from "@core/pages/images";
import type { PageMetaValue } from "@core/pages/template";
import { pageMeta } from "./seo";

export function contentPageMeta(meta: PageMetaValue | undefined, path: AppPath): MetaDescriptor[] {
  if (!meta) return [];
  return pageMeta({
    title: meta.title,
    description: meta.description,
    path,
    image: meta.socialImage ? pageImageUrl(meta.socialImage, "social") : undefined,
  });
}
