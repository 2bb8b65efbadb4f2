// Public pages made by the server from live data and kept until that data changes
// (docs/decisions/0018-live-pages-from-the-database.md). Each page is rendered once through
// React Router's server build, given the same finishing the build gives its pre-rendered copy
// (scripts after the first paint, the public URL, a CSP hashing its inline scripts), compressed
// and kept in memory: serving it costs what serving a pre-rendered file did. A render records
// which kinds of data it read; a change to a kind drops just those pages and renders them again
// in the background. Client-side navigations' data requests (`/store.data`) go the same way.
import { existsSync } from "node:fs";
import type { FastifyBaseLogger } from "fastify";
import { BUILD_ORIGIN } from "../../core/site-url";
import type { PublicCharityDetails } from "../../core/site-data";
import { deferPageScripts } from "../../scripts/lib/defer-page-scripts";
import type { PageKey, PageTemplateOf } from "../../core/pages/registry";
import type { PageContent } from "../../core/pages/template";
import { pageDataKind, type SiteDataKind } from "../live/change-feed";
import type { CatalogueSnapshot } from "../services/catalogue/catalogue";
import { makeStaticFileOffThread, pageCsp, type StaticFile } from "../static-site";
import { fitsFirstFlight, LEAST_RULES_BYTES } from "./critical-css";
import { inThreadRenderer, threadRenderer, type DataRead, type PageRenderer } from "./page-renderer";
import { STRUCTURED_DATA_PAGE, withStructuredData } from "./structured-data";

export interface LivePageSources {
  catalogue: { snapshot(): Promise<CatalogueSnapshot> };
  charity: () => PublicCharityDetails;
  /** Each content page's published words (server/services/pages/site-pages.ts). */
  pages: { published<K extends PageKey>(key: K): Promise<PageContent<PageTemplateOf<K>>> };
  /** The home page's JSON-LD about the charity (server/pages/structured-data.ts). */
  structuredData?: () => Record<string, unknown>;
}

/** How long renders must have stopped before pages are given their own rules. */
const INLINE_WHEN_QUIET_MS = 300;

interface Kept {
  file: StaticFile;
  reads: ReadonlySet<SiteDataKind>;
}

/** The data path React Router's client asks for on a navigation: `/store.data`, `/_root.data` for `/`. */
function dataPathOf(page: string): string {
  return page === "/" ? "/_root.data" : `${page}.data`;
}

export class LivePages {
  private readonly kept = new Map<string, Kept>();
  private readonly inFlight = new Map<string, Promise<Kept | undefined>>();
  /** Pages kept as rendered, to be given their own rules once no render is running. */
  private readonly toInline = new Map<string, () => Promise<void>>();
  private inlineTimer: NodeJS.Timeout | undefined;
  /** The page for each address this serves: pages, and their data requests. */
  private readonly addresses = new Map<string, { page: string; data: boolean }>();
  /** Goes up with every change heard: a render begun before a change is not kept. */
  private generation = 0;
  /** Set once the server is closing: renders cut short by the thread's end are not failures. */
  private closed = false;
  /** How many times each address was rendered: what tests read to see a page left alone. */
  readonly renders = new Map<string, number>();

  private constructor(
    private readonly renderer: PageRenderer,
    pages: readonly string[],
    private readonly sources: LivePageSources,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    for (const page of pages) {
      this.addresses.set(page, { page, data: false });
      this.addresses.set(dataPathOf(page), { page, data: true });
    }
  }

  /**
   * Undefined when there is no server build (a test's stand-in build): the static files serve.
   * `clientDir` holds the stylesheet whose rules pages inline. Pages are drawn on a thread of their
   * own (./page-renderer.ts) unless `renderIn` asks for this one, or no thread can be started.
   */
  static async load(
    serverBuildFile: string,
    pages: readonly string[],
    sources: LivePageSources,
    publicUrl: string,
    log: FastifyBaseLogger,
    clientDir?: string,
    renderIn: "thread" | "this-thread" = "thread",
  ): Promise<LivePages | undefined> {
    if (!existsSync(serverBuildFile)) return undefined;
    let renderer: PageRenderer | undefined;
    if (renderIn === "thread") {
      renderer = await threadRenderer({ serverBuildFile, clientDir }).catch((error: unknown) => {
        log.warn({ err: error }, "Pages could not be drawn on a thread of their own: drawing them on the event loop");
        return undefined;
      });
    }
    renderer ??= await inThreadRenderer(serverBuildFile, clientDir);
    return new LivePages(renderer, pages, sources, publicUrl, log);
  }

  /** Stops the render thread. */
  close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.inlineTimer);
    return this.renderer.close();
  }

  /** Whether `pathname` is one of the pages (or data requests) made here. */
  serves(pathname: string): boolean {
    return this.addresses.has(pathname);
  }

  /** The page or data for `pathname` as it is kept now: undefined while it is being made (again). */
  keptFile(pathname: string): StaticFile | undefined {
    return this.kept.get(pathname)?.file;
  }

  /** The page or data for `pathname`, rendered now if it isn't kept. */
  async lookup(pathname: string): Promise<StaticFile | undefined> {
    return this.keptFile(pathname) ?? (await this.render(pathname))?.file;
  }

  /** Drops what read any of `kinds` and makes it again in the background. */
  changed(kinds: readonly SiteDataKind[]): void {
    this.generation++;
    const stale = [...this.kept].filter(([, kept]) => kinds.some((kind) => kept.reads.has(kind))).map(([path]) => path);
    for (const path of stale) this.kept.delete(path);
    for (const path of stale) void this.render(path);
  }

  /**
   * Renders every page not yet kept, one at a time with a pause between them, so the first
   * visitors after a start rarely wait for one and requests meanwhile are not held up behind a
   * burst of renders. Stops when `stopped()` says so (the server is closing).
   */
  async warm(stopped: () => boolean = () => false): Promise<void> {
    for (const [path, { data }] of this.addresses) {
      if (stopped()) return;
      if (data || this.kept.has(path)) continue;
      await this.render(path);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private render(pathname: string): Promise<Kept | undefined> {
    const running = this.inFlight.get(pathname);
    if (running) return running;
    const rendering = this.renderNow(pathname)
      .catch((error: unknown) => {
        if (!this.closed) this.log.error({ err: error, path: pathname }, "A page could not be rendered");
        return undefined;
      })
      .finally(() => {
        this.inFlight.delete(pathname);
        if (this.inFlight.size === 0) this.inlineWhenQuiet();
      });
    this.inFlight.set(pathname, rendering);
    return rendering;
  }

  /** The page as it is served: scripts after the first paint, and the home page's structured data. */
  private finishPage(page: string, pathname: string, reads: Set<SiteDataKind>, stylesheet?: string): Promise<StaticFile> {
    let html = deferPageScripts(page, pathname, stylesheet);
    if (pathname === STRUCTURED_DATA_PAGE && this.sources.structuredData) {
      reads.add("charity");
      html = withStructuredData(html, this.sources.structuredData());
    }
    return makeStaticFileOffThread(Buffer.from(html), ".html", "no-cache", pageCsp(html));
  }

  /**
   * Gives a kept page its own rules in place of the stylesheet's link where it then fits a
   * connection's first flight (./critical-css.ts), once no render is running: a change's pages
   * are all served first, as fast as before, and a page made again meanwhile is left alone.
   */
  private inlineLater(pathname: string, kept: Kept, body: string): void {
    // A page too large to fit with any rules is left as it is, without the work of trying.
    if (!fitsFirstFlight(kept.file, LEAST_RULES_BYTES)) return;
    this.toInline.set(pathname, async () => {
      if (this.kept.get(pathname) !== kept) return;
      const critical = await this.renderer.inline(body);
      if (!critical) return;
      const reads = new Set(kept.reads);
      const file = await this.finishPage(critical.html, pathname, reads, critical.stylesheet);
      // Made again while this was compressed: the newer page stays.
      if (this.kept.get(pathname) === kept && fitsFirstFlight(file)) this.kept.set(pathname, { file, reads });
    });
  }

  /**
   * Starts on the waiting pages once renders have stopped for a moment: saves that follow one
   * another (a price, then the next) make their pages again without this work in between.
   */
  private inlineWhenQuiet(): void {
    clearTimeout(this.inlineTimer);
    this.inlineTimer = setTimeout(() => this.inlineWaiting(), INLINE_WHEN_QUIET_MS).unref();
  }

  /** One waiting page at a time, each in its own task, while no render is running. */
  private inlineWaiting(): void {
    if (this.inFlight.size > 0) return;
    const [next] = this.toInline;
    if (!next) return;
    this.toInline.delete(next[0]);
    void next[1]()
      .catch((error: unknown) => {
        if (!this.closed) this.log.error({ err: error, path: next[0] }, "A page could not be given its own rules");
      })
      .finally(() => setImmediate(() => this.inlineWaiting()));
  }

  /** Answers one read of a render's loaders, recording it; `draft` stands in for one page's published words. */
  private answer(what: DataRead, reads: Set<SiteDataKind>, draft?: { key: PageKey; content: PageContent }): Promise<unknown> {
    switch (what.kind) {
      case "catalogue":
        reads.add("catalogue");
        return this.sources.catalogue.snapshot().then((snapshot) => snapshot.products);
      case "charity":
        reads.add("charity");
        return Promise.resolve(this.sources.charity());
      case "page":
        reads.add(pageDataKind(what.key));
        return draft?.key === what.key ? Promise.resolve(draft.content) : this.sources.pages.published(what.key);
    }
  }

  /**
   * `pathname` as it would look with `draft` published: rendered by the same route code and
   * styles as the live page, never kept or served to visitors (the back office's preview).
   */
  async renderPreview(pathname: string, draft: { key: PageKey; content: PageContent }): Promise<string> {
    const rendered = await this.renderer.render(pathname, (what) => this.answer(what, new Set(), draft));
    if (rendered.status >= 500) throw new Error(`Rendering the preview of ${pathname} answered ${rendered.status}`);
    return rendered.body.replaceAll(BUILD_ORIGIN, this.publicUrl);
  }

  private async renderNow(pathname: string): Promise<Kept | undefined> {
    const address = this.addresses.get(pathname);
    if (!address) return undefined;
    for (;;) {
      const generation = this.generation;
      this.renders.set(pathname, (this.renders.get(pathname) ?? 0) + 1);
      const reads = new Set<SiteDataKind>();
      // Rendered for the build's stand-in origin, then given the public URL, as the pre-rendered
      // files are (core/site-url.ts): one page, whatever address a request used.
      const rendered = await this.renderer.render(pathname, (what) => this.answer(what, reads));
      const body = rendered.body.replaceAll(BUILD_ORIGIN, this.publicUrl);
      const ok = rendered.status >= 200 && rendered.status < 300;
      if (address.data ? !ok : rendered.status >= 500) {
        throw new Error(`Rendering ${pathname} answered ${rendered.status}`);
      }
      const file = await (address.data
        ? makeStaticFileOffThread(Buffer.from(body), ".data", "no-cache", undefined, rendered.contentType ?? undefined)
        : this.finishPage(body, pathname, reads));
      // A change heard while this was made may have come after its data was read: make it again.
      if (generation !== this.generation) continue;
      const kept = { file, reads };
      this.kept.set(pathname, kept);
      if (!address.data) this.inlineLater(pathname, kept, body);
      return kept;
    }
  }
}
