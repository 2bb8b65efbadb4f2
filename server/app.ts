// The composition root: builds the server's adapters (database, payment provider,
// mail outbox, rate limits), the services on top of them, and the table of every URL
// the server answers. No listen: tests `inject` requests into it and close it;
// server/index.ts adds listen and shutdown. The layers: docs/architecture.md.
import { fileURLToPath } from "node:url";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "./db/client";
import { installOutbox, type OutboxTuning } from "./email/setup";
import { createOutboxReader } from "./email/outbox-reader";
import type { Env } from "./env";
import { installErrorHandler } from "./http/errors";
import { finishHandlersOnClose } from "./http/graceful-close";
import { registerRoutes, trackRoutes, type RouteDef } from "./http/route-table";
import { logRedaction } from "./http/log-redaction";
import { refuseMalformedRequest } from "./http/malformed-request";
import { installSecurityHeaders, securityHeaders } from "./http/security-headers";
import { refuseCrossSitePosts } from "./http/cross-site";
import { adminCatchAllMethods, anyStaff, createStaffSignIn, installStaffGuard, noSuchAdminRoute } from "./http/staff-auth";
import { closeTlsConnectionsOnClose, createFastify } from "./http/transport";
import { createPayments } from "./payments/index";
import { orderHandlers } from "./routes/admin/orders";
import { giftAidHandlers } from "./routes/admin/gift-aid";
import { privacyHandlers } from "./routes/admin/privacy";
import { givingHandlers } from "./routes/admin/giving";
import { reportHandlers } from "./routes/admin/reports";
import { passkeyHandlers } from "./routes/admin/passkeys";
import { requestHandlers } from "./routes/admin/requests";
import { sessionHandlers } from "./routes/admin/session";
import { staffHandlers } from "./routes/admin/staff";
import { subscriberHandlers } from "./routes/admin/subscribers";
import { devOutboxHandlers } from "./routes/dev-outbox";
import { customerOrderHandlers } from "./routes/customer-orders";
import { healthHandlers } from "./routes/health";
import { newsletterHandlers } from "./routes/newsletter";
import { newsletterAdminHandlers } from "./routes/admin/newsletters";
import { newsletterArchiveListPath, newsletterPublicHandlers } from "./routes/newsletter-public";
import { NewsletterSender } from "./jobs/newsletter-sender";
import { smtpTransport } from "./email/transport";
import { createNewsletterIssues, newsletterArchivePath, sentIssues } from "./services/newsletters/issues";
import { newsletterStopPath } from "./services/newsletters/unsubscribe-links";
import { paymentHandlers } from "./routes/payments";
import { sandboxHandlers } from "./routes/sandbox";
import { serveStaticSite } from "./routes/site";
import { speakingRequestHandlers } from "./routes/speaking-requests";
import { webhookHandlers } from "./routes/webhooks";
import { accountHandlers } from "./routes/account";
import { keptSiteFrame } from "./http/site-frame";
import { catalogueHandlers } from "./routes/catalogue";
import { productImageHandlers } from "./routes/product-images";
import { pageImageHandlers } from "./routes/page-images";
import { listenForChanges, pageOfKind } from "./live/change-feed";
import { charityStructuredData } from "./pages/structured-data";
import { LivePages } from "./pages/live-pages";
import { createCatalogue } from "./services/catalogue/catalogue";
import { createProductImages } from "./services/catalogue/product-images";
import { createStockAdmin } from "./services/catalogue/stock";
import { createProductCsv } from "./services/catalogue/csv";
import { createProductSave } from "./services/catalogue/product-save";
import { publicCharityDetails } from "../core/charity-details";
import { complaintHandlers } from "./routes/admin/complaints";
import { suppressionHandlers } from "./routes/admin/suppressions";
import { privacyComplaintHandlers } from "./routes/privacy-complaint";
import { publicSettingsHandlers } from "./routes/public-settings";
import { createComplaintAdmin, createComplaints } from "./services/complaints";
import { createSuppressions } from "./services/privacy/suppressions";
import { setSoftOptIn, softOptInEnabled } from "./services/soft-opt-in";
import { setOrderLimit } from "./services/catalogue/order-limit";
import { complaintFormPath, paths, prerenderPaths, sitemapPaths } from "../core/paths";
import { createCheckout } from "./services/checkout";
import { createFulfilment } from "./services/fulfilment";
import { newsletterLinkPaths, NewsletterService } from "./services/newsletter";
import { createNewsletterAdmin } from "./services/newsletter-admin";
import { createCustomerOrders } from "./services/orders/customer-order";
import { createOrderAdmin } from "./services/orders/order-admin";
import { createRefunds } from "./services/orders/refunds";
import { createGiftAidClaims } from "./services/giving/gift-aid";
import { createGiftAidReference } from "./services/giving/gift-aid-reference";
import { createDonorList } from "./services/giving/donors";
import { createGivingAdmin } from "./services/giving/giving-admin";
import { createReports } from "./services/reports/reports";
import { createSupporterAccess } from "./services/account/access";
import { createSupporterGiving } from "./services/account/giving";
import { createSpeakingRequests } from "./services/speaking-requests";
import { createSubjectAccess } from "./services/subject-access";
import { createErasure } from "./services/privacy/erasure";
import { applyRetention, RETENTION_JOB } from "./services/privacy/retention";
import { createRetentionStatus } from "./services/privacy/retention-status";
import { ScheduledJob } from "./jobs/scheduled-job";
import { pageScheduleQueue } from "./jobs/page-schedule";
import { pageHandlers } from "./routes/admin/pages";
import { createSitePages } from "./services/pages/site-pages";
import { createPageImages } from "./services/pages/page-images";
import { siteSettingsHandlers } from "./routes/admin/site-settings";
import { BACKUP_HOUR_UTC, BACKUP_JOB, bookFirstBackup, createBackups } from "./services/site/backups";
import { createCharityDetails } from "./services/site/charity-details";
import { createGoLive } from "./services/site/go-live";
import { createStaffPreferences } from "./services/staff/preferences";
import { preferenceHandlers } from "./routes/admin/preferences";
import { takesRealMoney } from "./payments/live-mode";
import { renderEmailsWithDetailsFrom } from "./email/charity-details-scope";
import { SignInRequestWorker, type SignInRequestQueue } from "./jobs/sign-in-requests";
import { createSpeakingRequestAdmin } from "./services/speaking-request-admin";
import { createAttemptLimiter, DEFAULT_SIGN_IN_LIMITS } from "./services/staff/attempt-limiter";
import { createAuditLog } from "./services/staff/audit-log";
import { createStaffDirectory } from "./services/staff/directory";
import { createStaffLinks } from "./services/staff/links";
import { createPasskeys } from "./services/staff/passkeys";
import { createStaffSessions } from "./services/staff/sessions";
import { createSignInCodes } from "./services/staff/sign-in-codes";
import { resolveTokenSecret } from "./services/token-secret";
import { StaticSite } from "./static-site";
import { siteName } from "../core/site-name";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends newsletters' rows; absent without SMTP_URL or with OUTBOX_WORKER=off (they wait in the table). */
    newsletterSender: NewsletterSender | undefined;
    /** Requests for sign-in emails waiting for the background look-up (tests wait on `settled()`). */
    signInRequests: SignInRequestQueue;
  }
}

export const defaultClientDir = fileURLToPath(new URL("../build/client", import.meta.url));
/** React Router's server build: what renders the public pages from live data. */
export const defaultServerBuildFile = fileURLToPath(new URL("../build/server/index.js", import.meta.url));

declare module "fastify" {
  interface FastifyInstance {
    /** The public pages made from live data; undefined without a server build (tests' stand-in). */
    livePages: LivePages | undefined;
  }
}

export interface AppDependencies {
  /** Told after owners change the charity's details (the public pages re-render from it). */
  onCharityDetailsChange?: () => void | Promise<void>;
  env: Env;
  database: DatabaseHandle;
  /** The pre-rendered build; defaults to build/client. */
  clientDir?: string;
  /** React Router's server build; defaults to build/server/index.js unless `clientDir` is a stand-in. */
  serverBuildFile?: string;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Outbox worker timings (tests shorten them). */
  outbox?: OutboxTuning;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { env, database } = deps;
  const { db } = database;
  const headers = securityHeaders();
  const app = createFastify(env, {
    // Whoever configures the logger, it never writes a token, a body or a person's details.
    logger: deps.logger ? { ...(deps.logger === true ? {} : deps.logger), ...logRedaction } : false,
    // A URL or header Fastify can't even route (bad percent-encoding) still gets every
    // security header and a proper 400, not Fastify's bare answer.
    frameworkErrors: refuseMalformedRequest(headers),
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // Request ids in logs tie a failure to what the client saw, without personal data.
    genReqId: () => crypto.randomUUID(),
  });
  trackRoutes(app);
  installErrorHandler(app);
  finishHandlersOnClose(app);
  closeTlsConnectionsOnClose(app);
  installSecurityHeaders(app, headers);

  // Adapters: what the services are built on.
  await app.register(rateLimit, {
    global: false,
    ...(env.REDIS_URL && { redis: new (await import("ioredis")).Redis(env.REDIS_URL) }),
  });
  const outbox = await installOutbox(app, { env, database, tuning: deps.outbox });
  const payments = createPayments(env, db);
  const { provider } = payments;
  const site = new StaticSite(deps.clientDir ?? defaultClientDir, env.PUBLIC_URL);
  const audit = createAuditLog(db);

  // The charity's own details, set by owners in Settings. Every email this server renders uses
  // them as it last read them (server/email/charity-details-scope.ts): at start, and again
  // whenever any server announces a change (below).
  const charityDetails = createCharityDetails({ db, audit, production: env.NODE_ENV === "production", onChange: deps.onCharityDetailsChange });
  const releaseCharityDetails = renderEmailsWithDetailsFrom(charityDetails.snapshot);
  app.addHook("onClose", async () => releaseCharityDetails());
  await charityDetails.refresh();

  // The catalogue, the charity's details and the pages that show them, kept until a change is
  // announced to every process (docs/decisions/0018-live-pages-from-the-database.md).
  // A sale's end changes pages like a save does; each process times it from the same rows.
  const catalogue = createCatalogue({ db, audit, onSaleEnded: () => void livePages?.changed(["catalogue"]) });
  app.addHook("onClose", async () => catalogue.close());
  // The site's pages as staff publish them (docs/decisions/0037-pages-as-slotted-templates.md).
  const sitePages = createSitePages({ db, audit });
  await sitePages.ensureRows();
  const serverBuildFile = deps.serverBuildFile ?? (deps.clientDir ? undefined : defaultServerBuildFile);
  const pageSources = {
    catalogue,
    pages: sitePages,
    charity: () => publicCharityDetails(charityDetails.snapshot()),
    structuredData: () => charityStructuredData(charityDetails.snapshot(), env.PUBLIC_URL),
  };
  const livePages = serverBuildFile
    ? await LivePages.load(serverBuildFile, prerenderPaths, pageSources, env.PUBLIC_URL, app.log.child({ component: "pages" }), deps.clientDir ?? defaultClientDir)
    : undefined;
  app.decorate("livePages", livePages);
  if (livePages) app.addHook("onClose", async () => livePages.close());
  const changes = await listenForChanges(database);
  changes.subscribe((kinds) => {
    if (kinds.includes("catalogue")) catalogue.invalidate();
    for (const kind of kinds) {
      const page = pageOfKind(kind);
      if (page) sitePages.forget(page);
    }
    // Pages are made again once this server holds the new details.
    const ready = kinds.includes("charity") ? charityDetails.refresh().catch(() => undefined) : Promise.resolve();
    void ready.then(() => livePages?.changed(kinds));
  });
  app.addHook("onClose", async () => changes.close());
  // Made soon after start, so the first visitors rarely wait for a render; a visitor who comes
  // first has the page made for them.
  if (livePages) {
    let closing = false;
    app.addHook("onListen", async () => {
      setTimeout(() => void livePages.warm(() => closing), 1000).unref();
    });
    app.addHook("preClose", async () => {
      closing = true;
    });
  }

  // Services: plain modules that take their dependencies and throw domain errors.
  // One secret signs every link we email (newsletter, order pages) and keys sign-in codes.
  const tokenSecret = await resolveTokenSecret(db, env.TOKEN_SECRET);
  const emails = { orgEmail: env.ORG_EMAIL, publicUrl: env.PUBLIC_URL, orderLinkSecret: tokenSecret };
  const fulfilment = createFulfilment({ db, outbox, emails, log: app.log.child({ component: "payments" }) });
  const checkout = createCheckout({
    db,
    catalogue,
    outbox,
    emails,
    provider,
    fulfilment,
    publicUrl: env.PUBLIC_URL,
    log: app.log.child({ component: "payments" }),
  });
  const newsletter = new NewsletterService({ db, outbox, publicUrl: env.PUBLIC_URL, secret: tokenSecret });
  const speakingRequests = createSpeakingRequests({ db, outbox, emails });

  // The back office: staff, their sessions and sign-ins, and the audit log of what they do.
  const staffSessions = createStaffSessions({ db });
  const staffDirectory = createStaffDirectory({ db, audit, sessions: staffSessions });
  const staffLinks = createStaffLinks({ db, outbox, audit, publicUrl: env.PUBLIC_URL });
  const signInLimits = { ...DEFAULT_SIGN_IN_LIMITS, perAddress: env.SIGN_IN_ATTEMPTS_PER_ADDRESS, perIp: env.SIGN_IN_ATTEMPTS_PER_IP };
  // Sign-in emails (staff codes, supporters' links) are looked up and queued in the background, so
  // asking for one answers the same, in the same time, for every address (server/jobs/sign-in-requests.ts).
  const signInRequests = new SignInRequestWorker({
    db,
    handlers: {
      staff: (tx, email, context) => signInCodes.issue(tx, email, context),
      supporter: (tx, email) => supporterAccess.issueLink(tx, email),
    },
    afterCommit: () => outbox.notify(),
    log: app.log.child({ component: "sign-in-requests" }),
  });
  app.decorate("signInRequests", signInRequests);
  app.addHook("onReady", async () => signInRequests.start());
  app.addHook("onClose", async () => signInRequests.stop());
  const signInCodes = createSignInCodes({
    db,
    queue: signInRequests,
    audit,
    limiter: createAttemptLimiter({
      db,
      limits: signInLimits,
    }),
    secret: tokenSecret,
    publicUrl: env.PUBLIC_URL,
  });
  // Passkeys belong to this site's hostname and work only from its origin.
  const staffPasskeys = createPasskeys({ db, audit, rpID: new URL(env.PUBLIC_URL).hostname, origin: new URL(env.PUBLIC_URL).origin, rpName: siteName });
  const staffAuth = { sessions: staffSessions, directory: staffDirectory, audit, publicUrl: env.PUBLIC_URL, nodeEnv: env.NODE_ENV };
  const orderAdmin = createOrderAdmin({ db, outbox, audit, publicUrl: env.PUBLIC_URL, orderLinkSecret: tokenSecret });
  const speakingRequestAdmin = createSpeakingRequestAdmin({ db, audit });
  const newsletterAdmin = createNewsletterAdmin({ db, audit });
  // Newsletters: each recipient's row a job of the one job queue, sent by whichever server claims
  // it, at most NEWSLETTER_PER_MINUTE a minute across servers (docs/decisions/0040-newsletter-sending.md).
  const newsletterSender =
    env.SMTP_URL && env.OUTBOX_WORKER === "on"
      ? new NewsletterSender({
          db,
          transport: smtpTransport(env.SMTP_URL),
          from: env.EMAIL_FROM,
          publicUrl: env.PUBLIC_URL,
          secret: tokenSecret,
          perMinute: env.NEWSLETTER_PER_MINUTE,
          log: app.log.child({ component: "newsletter" }),
          onIssueSent: () => void sitemap.refreshSitemap().catch((error: unknown) => app.log.error({ err: error }, "The sitemap could not be written again")),
        })
      : undefined;
  app.decorate("newsletterSender", newsletterSender);
  if (newsletterSender) {
    app.addHook("onReady", async () => newsletterSender.start());
    app.addHook("onClose", async () => newsletterSender.stop());
  }
  const newsletterIssues = createNewsletterIssues({ db, audit, outbox, publicUrl: env.PUBLIC_URL, secret: tokenSecret, wake: () => newsletterSender?.notify() });
  const refunds = createRefunds({ db, provider, outbox, audit, log: app.log.child({ component: "refunds" }), publicUrl: env.PUBLIC_URL, orderLinkSecret: tokenSecret });
  const customerOrders = createCustomerOrders({ db, secret: tokenSecret });
  const supporterAccess = createSupporterAccess({
    db,
    queue: signInRequests,
    limiter: createAttemptLimiter({ db, limits: signInLimits, scope: "supporter" }),
    publicUrl: env.PUBLIC_URL,
    secret: tokenSecret,
  });
  const supporterGiving = createSupporterGiving({ db, provider, outbox, audit, log: app.log.child({ component: "account" }), publicUrl: env.PUBLIC_URL });
  installStaffGuard(app, staffAuth);
  refuseCrossSitePosts(app, env.PUBLIC_URL);

  const backups = createBackups({ pglite: database.pglite, dir: env.BACKUP_DIR });
  const goLive = createGoLive({ db, env, charity: charityDetails, backups, outbox });

  if (env.SCHEDULED_JOBS === "on") {
    // Pages scheduled to publish at a UK date and time, each once, by whichever server claims it.
    const pageSchedule = pageScheduleQueue(db, sitePages, app.log.child({ component: "pages" }));
    app.addHook("onReady", async () => pageSchedule.start());
    app.addHook("onClose", async () => pageSchedule.stop());
    // Nightly, at 03:00 UTC, on whichever server claims it (server/jobs/scheduled-job.ts).
    const retentionJob = new ScheduledJob({ db, name: RETENTION_JOB, hourUtc: 3, run: (now) => applyRetention(db, audit, now), log: app.log.child({ component: "retention" }) });
    app.addHook("onReady", async () => retentionJob.start());
    app.addHook("onClose", async () => retentionJob.stop());
    if (database.pglite) {
      // The embedded database's nightly backup, at 02:00 UTC, before retention deletes anything.
      const backupJob = new ScheduledJob({
        db,
        name: BACKUP_JOB,
        hourUtc: BACKUP_HOUR_UTC,
        run: async (now) => {
          const taken = await backups.takeNow(now);
          return { file: taken.name, bytes: taken.bytes };
        },
        log: app.log.child({ component: "backups" }),
      });
      app.addHook("onReady", async () => {
        await bookFirstBackup(db);
        backupJob.start();
      });
      app.addHook("onClose", async () => backupJob.stop());
    }
  }

  // Every URL the server answers. Handlers parse, call a service and shape the answer.
  const paymentsPerMinute = env.RATE_LIMIT_PAYMENTS_PER_MINUTE;
  const signupsPerMinute = env.RATE_LIMIT_SIGNUPS_PER_MINUTE;
  const linksPerMinute = env.RATE_LIMIT_POSTS_PER_MINUTE;
  const outboxReader = createOutboxReader(db);
  const health = healthHandlers({
    database: database.kind,
    // The count's answer is also the proof that the database answers: one round trip.
    check: async () => ({ emailsWaiting: await outboxReader.waiting() }),
    report: {
      payments: provider.name,
      email: env.SMTP_URL ? "smtp" : "outbox",
      site: site.hasBuild ? "built" : "missing",
    },
  });
  const pay = paymentHandlers(checkout, env.PUBLIC_URL);
  const webhook = webhookHandlers(provider, fulfilment, refunds);
  const signup = newsletterHandlers(newsletter);
  const speaking = speakingRequestHandlers(speakingRequests);
  const staffSession = sessionHandlers({
    codes: signInCodes,
    links: staffLinks,
    sessions: staffSessions,
    audit,
    signIn: createStaffSignIn(staffAuth),
  });
  const passkey = passkeyHandlers({ passkeys: staffPasskeys, signIn: createStaffSignIn(staffAuth) });
  const giftAidReference = createGiftAidReference({ db, audit });
  const team = staffHandlers({
    giftAidReference,
    directory: staffDirectory,
    links: staffLinks,
    audit,
    softOptIn: { enabled: () => softOptInEnabled(db), set: (on, actor, context) => setSoftOptIn(db, audit, on, actor, context) },
    orderLimit: {
      current: async () => (await catalogue.snapshot()).orderLimit,
      set: async (limit, actor, context) => {
        await setOrderLimit(db, audit, limit, actor, context);
        catalogue.invalidate();
        return limit;
      },
    },
  });
  const owner = ["owner"] as const;
  const preferences = preferenceHandlers(createStaffPreferences({ db, paymentsLive: takesRealMoney(env) }));
  // The shop's products and orders: every role but editors, who see only the site's pages.
  const shopStaff = ["owner", "finance", "fulfilment"] as const;
  // The site's pages and their photos: owners and editors.
  const pageEditors = ["owner", "editor"] as const;
  const packers = ["owner", "fulfilment"] as const;
  // Money and Gift Aid: finance and owners.
  const refunders = ["owner", "finance"] as const;
  const shop = orderHandlers(orderAdmin, refunds);
  const inbox = requestHandlers(speakingRequestAdmin);
  const subscribers = subscriberHandlers(newsletterAdmin);
  const newsletters = newsletterAdminHandlers(newsletterIssues);
  const newsletterPages = newsletterPublicHandlers({ db, publicUrl: env.PUBLIC_URL, charity: charityDetails.snapshot });
  const privacy = privacyHandlers({ subjectAccess: createSubjectAccess({ db, audit }), erasure: createErasure({ db, audit }), retention: createRetentionStatus(db) });
  const giftAidClaims = createGiftAidClaims({ db, audit });
  const giftAid = giftAidHandlers(giftAidClaims, giftAidReference);
  const giving = givingHandlers(createGivingAdmin({ db, provider, outbox, audit, claims: giftAidClaims, publicUrl: env.PUBLIC_URL }), createDonorList({ db }), supporterGiving, refunds);
  const reports = reportHandlers(createReports({ db }));
  const launch = siteSettingsHandlers({ db, charity: charityDetails, goLive, backups, audit, scheduled: env.SCHEDULED_JOBS === "on" });
  const customerOrder = customerOrderHandlers(customerOrders, env.PUBLIC_URL, charityDetails.snapshot);
  const stockAdmin = createStockAdmin({ db, audit, emails, onChange: () => catalogue.invalidate() });
  // A spreadsheet of every product and variant is a few hundred kilobytes.
  const csvUploadLimit = 2 * 1024 * 1024;
  const productCsv = createProductCsv({ db, audit, emails, onChange: () => catalogue.invalidate() });
  const products = catalogueHandlers(catalogue, stockAdmin, productCsv, createProductSave({ catalogue, stock: stockAdmin }));
  const photos = productImageHandlers(createProductImages({ db, audit }));
  // Supporters' rights (docs/privacy.md): complaints about their data, the soft opt-in, the Fundraising Preference Service.
  const complaintForm = privacyComplaintHandlers({ complaints: createComplaints({ db, outbox, emails }), publicUrl: env.PUBLIC_URL });
  const complaintInbox = complaintHandlers(createComplaintAdmin({ db, audit }));
  const suppressionList = suppressionHandlers(createSuppressions({ db, audit }));
  const publicSettings = publicSettingsHandlers({ softOptInEnabled: () => softOptInEnabled(db) });
  const sitePageAdmin = pageHandlers({ pages: sitePages, livePages: () => livePages });
  const pagePhotos = pageImageHandlers(createPageImages({ db, audit }));
  // /account wears the public site's header and footer, as the privacy page has them (issue 56).
  const siteFrame = keptSiteFrame(() => livePages, paths.privacy);
  const account = accountHandlers({ access: supporterAccess, giving: supporterGiving, publicUrl: env.PUBLIC_URL, charity: charityDetails.snapshot, frame: siteFrame });

  const routes: RouteDef[] = [
    { method: "GET", url: "/api/health", handler: health.health, access: "public" },
    { method: "GET", url: "/api/catalogue", handler: products.publicCatalogue, access: "public" },
    { method: "GET", url: "/images/p/:file", handler: photos.rendition, access: "public" },
    { method: "GET", url: "/images/s/:file", handler: pagePhotos.rendition, access: "public" },
    // A returning cart asks what became of the payment it started (issue 31): no personal data.
    { method: "GET", url: "/api/payment-status/:sessionId", handler: pay.paymentStatus, perMinute: paymentsPerMinute, access: "public", redactParams: ["sessionId"] },
    { method: "POST", url: "/api/create-payment", handler: pay.createPayment, access: "public", perMinute: paymentsPerMinute },
    { method: "POST", url: "/api/send-purchase-email", handler: pay.sendPurchaseEmail, access: "public", perMinute: paymentsPerMinute },
    { method: "POST", url: "/api/webhooks/stripe", handler: webhook.receive, access: "public", perMinute: env.RATE_LIMIT_WEBHOOKS_PER_MINUTE, body: "raw", crossSite: "allowed" },
    { method: "POST", url: "/api/newsletter", handler: signup.signup, access: "public", perMinute: signupsPerMinute },
    { method: "GET", url: newsletterLinkPaths.confirm, handler: signup.confirm, access: "public", perMinute: linksPerMinute, noHead: true },
    { method: "GET", url: newsletterLinkPaths.unsubscribe, handler: signup.unsubscribe, access: "public", perMinute: linksPerMinute, noHead: true },
    { method: "POST", url: newsletterLinkPaths.unsubscribe, handler: signup.oneClickUnsubscribe, access: "public", perMinute: linksPerMinute, body: "any", crossSite: "allowed" },
    // Each newsletter email's own unsubscribe link (a GET asks, a POST unsubscribes), and the archive.
    { method: "GET", url: `${newsletterStopPath}/:token`, handler: newsletterPages.stopPage, access: "public", perMinute: linksPerMinute, noHead: true },
    { method: "POST", url: `${newsletterStopPath}/:token`, handler: newsletterPages.stop, access: "public", perMinute: linksPerMinute, body: "any", crossSite: "allowed" },
    { method: "GET", url: newsletterArchiveListPath, handler: newsletterPages.archive, access: "public" },
    { method: "GET", url: `${newsletterArchiveListPath}/:id`, handler: newsletterPages.issue, access: "public" },
    { method: "POST", url: "/api/speaking-requests", handler: speaking.create, access: "public", perMinute: signupsPerMinute },
    { method: "GET", url: "/api/orders/:reference", handler: customerOrder.view, access: "public", perMinute: linksPerMinute },
    { method: "GET", url: "/orders/:reference", handler: customerOrder.page, access: "public", perMinute: linksPerMinute },
    // Supporters' own giving (/account): server-rendered pages and plain forms.
    { method: "GET", url: "/account", handler: account.home, access: "public" },
    { method: "POST", url: "/account/sign-in", handler: account.requestLink, access: "public", perMinute: signupsPerMinute, body: "form" },
    { method: "GET", url: "/account/sign-in", handler: account.signInLink, access: "public", perMinute: linksPerMinute, noHead: true },
    { method: "GET", url: "/account/manage", handler: account.manageLink, access: "public", perMinute: linksPerMinute, noHead: true },
    { method: "POST", url: "/account/sign-out", handler: account.signOut, access: "public", body: "form" },
    { method: "POST", url: "/account/plans/:reference/amount", handler: account.changeAmount, access: "public", perMinute: linksPerMinute, body: "form" },
    { method: "GET", url: "/account/plans/:reference/cancel", handler: account.confirmCancel, access: "public" },
    { method: "POST", url: "/account/plans/:reference/cancel", handler: account.cancel, access: "public", perMinute: linksPerMinute, body: "form" },
    { method: "POST", url: "/account/plans/:reference/card", handler: account.updateCard, access: "public", perMinute: linksPerMinute, body: "form" },
    { method: "GET", url: "/account/declaration/cancel", handler: account.confirmCancelDeclaration, access: "public" },
    { method: "POST", url: "/account/declaration/cancel", handler: account.cancelDeclaration, access: "public", perMinute: linksPerMinute, body: "form" },
    { method: "POST", url: "/account/newsletter", handler: account.newsletter, access: "public", perMinute: linksPerMinute, body: "form" },
    { method: "GET", url: "/account/receipts/:id", handler: account.receipt, access: "public" },
    { method: "GET", url: "/account/statements/:year", handler: account.statement, access: "public" },
    // A complaint about how we handle someone's data: a server-rendered page and a plain form.
    { method: "GET", url: complaintFormPath, handler: complaintForm.page, access: "public" },
    { method: "POST", url: complaintFormPath, handler: complaintForm.send, access: "public", perMinute: signupsPerMinute, body: "form" },
    // Read by the gift and checkout details steps as they mount (app/lib/use-soft-opt-in.ts).
    { method: "GET", url: "/api/public-settings", handler: publicSettings.read, access: "public" },

    // The back office's API (docs/admin-api.md). Every route declares who may use it.
    { method: "GET", url: "/api/admin/me", handler: staffSession.me, access: anyStaff, allowWithoutPasskey: true },
    { method: "POST", url: "/api/admin/sign-in/code", handler: staffSession.requestCode, access: "public", perMinute: signupsPerMinute },
    { method: "POST", url: "/api/admin/sign-in/code/verify", handler: staffSession.verifyCode, access: "public", perMinute: signupsPerMinute },
    { method: "POST", url: "/api/admin/sign-in/passkey/options", handler: passkey.signInOptions, access: "public", perMinute: signupsPerMinute },
    { method: "POST", url: "/api/admin/sign-in/passkey/verify", handler: passkey.signInVerify, access: "public", perMinute: signupsPerMinute },
    { method: "GET", url: "/api/admin/links/:token", handler: staffSession.linkInfo, access: "public", perMinute: signupsPerMinute },
    { method: "POST", url: "/api/admin/setup", handler: staffSession.setup, access: "public", perMinute: signupsPerMinute },
    { method: "POST", url: "/api/admin/invites/accept", handler: staffSession.acceptInvite, access: "public", perMinute: signupsPerMinute },
    { method: "POST", url: "/api/admin/sign-out", handler: staffSession.signOut, access: anyStaff, allowWithoutPasskey: true },
    { method: "POST", url: "/api/admin/sign-out-everywhere", handler: staffSession.signOutEverywhere, access: anyStaff, allowWithoutPasskey: true },
    // Each person's own choices (test payments shown, the go-live list folded): every role has a dashboard.
    { method: "GET", url: "/api/admin/preferences", handler: preferences.read, access: anyStaff },
    { method: "PATCH", url: "/api/admin/preferences", handler: preferences.change, access: anyStaff },
    { method: "GET", url: "/api/admin/passkeys", handler: passkey.list, access: anyStaff, allowWithoutPasskey: true },
    { method: "POST", url: "/api/admin/passkeys/options", handler: passkey.registrationOptions, access: anyStaff, allowWithoutPasskey: true },
    { method: "POST", url: "/api/admin/passkeys", handler: passkey.register, access: anyStaff, allowWithoutPasskey: true },
    { method: "PATCH", url: "/api/admin/passkeys/:id", handler: passkey.rename, access: anyStaff },
    { method: "DELETE", url: "/api/admin/passkeys/:id", handler: passkey.remove, access: anyStaff },
    { method: "GET", url: "/api/admin/staff", handler: team.list, access: owner },
    { method: "POST", url: "/api/admin/staff/invites", handler: team.invite, access: owner },
    { method: "DELETE", url: "/api/admin/staff/invites/:id", handler: team.withdrawInvite, access: owner },
    { method: "PATCH", url: "/api/admin/staff/:id", handler: team.changeRole, access: owner },
    { method: "DELETE", url: "/api/admin/staff/:id", handler: team.remove, access: owner },
    { method: "GET", url: "/api/admin/settings", handler: team.settings, access: owner },
    { method: "PATCH", url: "/api/admin/settings", handler: team.changeSettings, access: owner },
    { method: "GET", url: "/api/admin/settings/charity", handler: launch.charityDetails, access: owner },
    { method: "PATCH", url: "/api/admin/settings/charity", handler: launch.changeCharityDetails, access: owner },
    { method: "GET", url: "/api/admin/go-live", handler: launch.goLiveList, access: owner },
    { method: "POST", url: "/api/admin/go-live/test-email", handler: launch.sendTestEmail, access: owner, perMinute: linksPerMinute },
    { method: "GET", url: "/api/admin/backups", handler: launch.backupsPage, access: owner },
    { method: "POST", url: "/api/admin/backups", handler: launch.backUpNow, access: owner, perMinute: signupsPerMinute },
    { method: "GET", url: "/api/admin/backups/:name", handler: launch.downloadBackup, access: owner, exports: "database-backup" },
    { method: "GET", url: "/api/admin/audit", handler: team.audit, access: owner },
    // The site's pages: owners and editors (docs/admin-api.md, "Pages").
    { method: "GET", url: "/api/admin/pages", handler: sitePageAdmin.list, access: pageEditors },
    { method: "GET", url: "/api/admin/pages/:key", handler: sitePageAdmin.detail, access: pageEditors },
    { method: "PUT", url: "/api/admin/pages/:key/draft", handler: sitePageAdmin.saveDraft, access: pageEditors },
    { method: "POST", url: "/api/admin/pages/:key/publish", handler: sitePageAdmin.publish, access: pageEditors },
    { method: "POST", url: "/api/admin/pages/:key/schedule", handler: sitePageAdmin.schedule, access: pageEditors },
    { method: "POST", url: "/api/admin/pages/:key/schedule/cancel", handler: sitePageAdmin.cancelSchedule, access: pageEditors },
    { method: "POST", url: "/api/admin/pages/:key/restore", handler: sitePageAdmin.restore, access: pageEditors },
    { method: "GET", url: "/api/admin/pages/:key/versions", handler: sitePageAdmin.versions, access: pageEditors },
    { method: "GET", url: "/api/admin/pages/:key/versions/:number", handler: sitePageAdmin.version, access: pageEditors },
    { method: "GET", url: "/api/admin/pages/:key/preview", handler: sitePageAdmin.preview, access: pageEditors },
    // Photos for the pages: the library, and uploads checked and stripped like products' (decision 0039).
    { method: "GET", url: "/api/admin/page-images", handler: pagePhotos.list, access: pageEditors },
    { method: "POST", url: "/api/admin/page-images", handler: pagePhotos.upload, access: pageEditors, body: "image" },
    // Newsletters: owners and editors (docs/admin-api.md, "Newsletters").
    { method: "GET", url: "/api/admin/newsletters", handler: newsletters.list, access: pageEditors },
    { method: "POST", url: "/api/admin/newsletters", handler: newsletters.create, access: pageEditors },
    { method: "GET", url: "/api/admin/newsletters/audience", handler: newsletters.audience, access: pageEditors },
    { method: "GET", url: "/api/admin/newsletters/:id", handler: newsletters.detail, access: pageEditors },
    { method: "PUT", url: "/api/admin/newsletters/:id", handler: newsletters.save, access: pageEditors },
    { method: "DELETE", url: "/api/admin/newsletters/:id", handler: newsletters.remove, access: pageEditors },
    { method: "GET", url: "/api/admin/newsletters/:id/preview", handler: newsletters.preview, access: pageEditors },
    { method: "POST", url: "/api/admin/newsletters/:id/test", handler: newsletters.sendTest, access: pageEditors, perMinute: signupsPerMinute },
    { method: "POST", url: "/api/admin/newsletters/:id/send", handler: newsletters.send, access: pageEditors },
    { method: "POST", url: "/api/admin/newsletters/:id/pause", handler: newsletters.pause, access: pageEditors },
    { method: "POST", url: "/api/admin/newsletters/:id/resume", handler: newsletters.resume, access: pageEditors },
    { method: "POST", url: "/api/admin/newsletters/:id/cancel", handler: newsletters.cancel, access: pageEditors },
    { method: "GET", url: "/api/admin/newsletters/:id/progress", handler: newsletters.progress, access: pageEditors },
    // Products: owners edit; fulfilment (and owners) count stock; the shop's staff read.
    { method: "GET", url: "/api/admin/products", handler: products.list, access: shopStaff },
    { method: "GET", url: "/api/admin/products.csv", handler: products.exportCsv, access: shopStaff, exports: "products" },
    { method: "POST", url: "/api/admin/products/import/preview", handler: products.importPreview, access: owner, bodyLimit: csvUploadLimit },
    { method: "POST", url: "/api/admin/products/import/apply", handler: products.importApply, access: owner, bodyLimit: csvUploadLimit },
    { method: "GET", url: "/api/admin/products/:id", handler: products.detail, access: shopStaff },
    { method: "POST", url: "/api/admin/products", handler: products.create, access: owner },
    { method: "PATCH", url: "/api/admin/products/:id", handler: products.update, access: owner },
    { method: "GET", url: "/api/admin/products/:id/stock", handler: products.stock, access: shopStaff },
    { method: "POST", url: "/api/admin/products/:id/stock", handler: products.changeStock, access: packers },
    { method: "GET", url: "/api/admin/products/:id/images", handler: photos.list, access: shopStaff },
    { method: "POST", url: "/api/admin/products/:id/images", handler: photos.upload, access: owner, body: "image" },
    { method: "PATCH", url: "/api/admin/products/:id/images/:imageId", handler: photos.describe, access: owner },
    { method: "DELETE", url: "/api/admin/products/:id/images/:imageId", handler: photos.remove, access: owner },
    { method: "PUT", url: "/api/admin/products/:id/image-order", handler: photos.reorder, access: owner },
    { method: "GET", url: "/api/admin/orders", handler: shop.list, access: shopStaff },
    { method: "GET", url: "/api/admin/orders.csv", handler: shop.exportCsv, access: shopStaff, exports: "orders" },
    { method: "GET", url: "/api/admin/orders/:reference", handler: shop.detail, access: shopStaff },
    { method: "POST", url: "/api/admin/orders/dispatch", handler: shop.dispatch, access: packers },
    { method: "POST", url: "/api/admin/orders/:reference/dispatch", handler: shop.correctDispatch, access: packers },
    { method: "POST", url: "/api/admin/orders/:reference/notes", handler: shop.addNote, access: shopStaff },
    { method: "POST", url: "/api/admin/orders/:reference/refunds", handler: shop.refund, access: refunders },
    { method: "GET", url: "/api/admin/gift-aid/preview", handler: giftAid.preview, access: refunders },
    { method: "GET", url: "/api/admin/gift-aid/claims", handler: giftAid.list, access: refunders },
    { method: "POST", url: "/api/admin/gift-aid/claims", handler: giftAid.build, access: refunders },
    { method: "GET", url: "/api/admin/gift-aid/claims/:id", handler: giftAid.detail, access: refunders },
    { method: "GET", url: "/api/admin/gift-aid/claims/:id/schedule/:part", handler: giftAid.ods, access: refunders, exports: "gift-aid-schedule" },
    { method: "GET", url: "/api/admin/gift-aid/claims/:id/schedule.csv", handler: giftAid.csv, access: refunders, exports: "gift-aid-schedule" },
    { method: "POST", url: "/api/admin/gift-aid/claims/:id/submitted", handler: giftAid.submitted, access: refunders },
    { method: "GET", url: "/api/admin/gifts", handler: giving.gifts, access: refunders },
    { method: "GET", url: "/api/admin/gifts.csv", handler: giving.giftsCsv, access: refunders, exports: "gifts" },
    { method: "POST", url: "/api/admin/gifts/:id/refunds", handler: giving.refundGift, access: refunders },
    { method: "GET", url: "/api/admin/plans", handler: giving.plans, access: refunders },
    { method: "GET", url: "/api/admin/plans.csv", handler: giving.plansCsv, access: refunders, exports: "monthly-plans" },
    { method: "POST", url: "/api/admin/plans/:reference/cancel", handler: giving.cancelPlan, access: refunders },
    { method: "GET", url: "/api/admin/declarations", handler: giving.declarations, access: refunders },
    { method: "POST", url: "/api/admin/declarations/cancellations", handler: giving.recordCancellation, access: refunders },
    { method: "GET", url: "/api/admin/dashboard", handler: giving.dashboard, access: refunders },
    // Reports (docs/admin-api.md, "Reports"): the shop's for everyone who works on orders; the rest are about donors' money.
    { method: "GET", url: "/api/admin/reports/giving", handler: reports.giving, access: refunders },
    { method: "GET", url: "/api/admin/reports/plans", handler: reports.plans, access: refunders },
    { method: "GET", url: "/api/admin/reports/gift-aid", handler: reports.giftAid, access: refunders },
    { method: "GET", url: "/api/admin/reports/shop", handler: reports.shop, access: shopStaff },
    { method: "GET", url: "/api/admin/donors", handler: giving.donors, access: refunders },
    { method: "GET", url: "/api/admin/donors.csv", handler: giving.donorsCsv, access: refunders, exports: "donors" },
    { method: "GET", url: "/api/admin/donors/:email", handler: giving.donor, access: refunders },
    // Supporters, speaking requests, complaints and Fundraising Preference Service requests: owners only.
    { method: "GET", url: "/api/admin/requests", handler: inbox.list, access: owner },
    { method: "GET", url: "/api/admin/requests/new-count", handler: inbox.newCount, access: owner },
    { method: "GET", url: "/api/admin/requests/:id", handler: inbox.detail, access: owner },
    { method: "PATCH", url: "/api/admin/requests/:id", handler: inbox.changeStatus, access: owner },
    { method: "POST", url: "/api/admin/requests/:id/notes", handler: inbox.addNote, access: owner },
    { method: "GET", url: "/api/admin/complaints", handler: complaintInbox.list, access: owner },
    { method: "GET", url: "/api/admin/complaints/new-count", handler: complaintInbox.newCount, access: owner },
    { method: "GET", url: "/api/admin/complaints/:id", handler: complaintInbox.detail, access: owner },
    { method: "PATCH", url: "/api/admin/complaints/:id", handler: complaintInbox.change, access: owner },
    { method: "POST", url: "/api/admin/complaints/:id/notes", handler: complaintInbox.addNote, access: owner },
    { method: "GET", url: "/api/admin/suppressions", handler: suppressionList.list, access: owner },
    { method: "POST", url: "/api/admin/suppressions", handler: suppressionList.record, access: owner },
    { method: "POST", url: "/api/admin/suppressions/:id/lift", handler: suppressionList.lift, access: owner },
    { method: "GET", url: "/api/admin/subscribers", handler: subscribers.list, access: owner },
    { method: "GET", url: "/api/admin/subscribers.csv", handler: subscribers.exportCsv, access: owner, exports: "subscribers" },
    { method: "POST", url: "/api/admin/subscribers/:id/unsubscribe", handler: subscribers.unsubscribe, access: owner },
    { method: "POST", url: "/api/admin/privacy/export", handler: privacy.export, access: owner },
    { method: "POST", url: "/api/admin/privacy/erase", handler: privacy.erase, access: owner },
    { method: "GET", url: "/api/admin/privacy/retention", handler: privacy.retention, access: owner },
    // Any other back-office URL, every method: signed-in staff get 404, anyone else 401, so an
    // unknown admin path reads exactly like a known one to someone not signed in, however spelled.
    { method: adminCatchAllMethods, url: "/api/admin", handler: noSuchAdminRoute, access: anyStaff, allowWithoutPasskey: true },
    { method: adminCatchAllMethods, url: "/api/admin/*", handler: noSuchAdminRoute, access: anyStaff, allowWithoutPasskey: true },
  ];
  if (payments.sandbox) {
    // The sandbox's hosted checkout page, standing in for Stripe's when there are no keys.
    const sandbox = sandboxHandlers({ fulfilment, sandbox: payments.sandbox, publicUrl: env.PUBLIC_URL });
    routes.push(
      { method: "GET", url: "/sandbox/checkout/:id", handler: sandbox.page, access: "public", redactParams: ["id"] },
      // Its forms stand in for the provider's own pages, another party's site: no site check, as
      // Stripe's checkout has none of ours.
      { method: "POST", url: "/sandbox/checkout/:id/pay", handler: sandbox.pay, access: "public", perMinute: paymentsPerMinute, body: "form", redactParams: ["id"], crossSite: "allowed" },
      { method: "POST", url: "/sandbox/checkout/:id/cancel", handler: sandbox.cancel, access: "public", perMinute: paymentsPerMinute, body: "form", redactParams: ["id"], crossSite: "allowed" },
      // Stands in for Stripe's billing portal: a donor "updates the card" paying a monthly gift.
      { method: "GET", url: "/sandbox/billing/:id", handler: sandbox.billing, access: "public", redactParams: ["id"] },
      { method: "POST", url: "/sandbox/billing/:id", handler: sandbox.saveCard, access: "public", perMinute: paymentsPerMinute, body: "form", redactParams: ["id"] },
      { method: "POST", url: "/sandbox/billing/:id/fail", handler: sandbox.failPayment, access: "public", perMinute: paymentsPerMinute, body: "form", redactParams: ["id"] },
    );
  }
  if (!env.SMTP_URL && env.NODE_ENV !== "production") {
    // Development without a mail server: read what would have been sent.
    const devOutbox = devOutboxHandlers(outboxReader);
    routes.push(
      { method: "GET", url: "/dev/outbox", handler: devOutbox.list, access: "public" },
      { method: "GET", url: "/dev/outbox/:id", handler: devOutbox.html, access: "public" },
      { method: "GET", url: "/dev/outbox/:id/text", handler: devOutbox.text, access: "public" },
    );
  }
  await registerRoutes(app, routes);
  // Any other GET: the pre-rendered site (pages, assets, sitemap.xml, robots.txt), else its 404 page.
  const sitemap = serveStaticSite(app, {
    site,
    publicUrl: env.PUBLIC_URL,
    ...(livePages && { livePages }),
    // Each content page with when its words were last published.
    sitemapEntries: async () => {
      const issues = await sentIssues(db);
      return [
        ...(await sitePages.list())
          .filter((page) => page.publishedAt && sitemapPaths.includes(page.path))
          .map((page) => ({ path: page.path, lastModified: new Date(page.publishedAt!) })),
        // The newsletter archive: its list, and each sent issue's page.
        ...(issues[0] ? [{ path: newsletterArchiveListPath, lastModified: issues[0].sentAt! }] : []),
        ...issues.map((issue) => ({ path: newsletterArchivePath(issue.id), lastModified: issue.sentAt! })),
      ];
    },
  });
  app.addHook("onReady", async () => sitemap.refreshSitemap());
  changes.subscribe((kinds) => {
    if (kinds.some((kind) => pageOfKind(kind))) void sitemap.refreshSitemap().catch((error: unknown) => app.log.error({ err: error }, "The sitemap could not be written again"));
  });

  // While nobody can run the back office, each start prints a way in (docs/admin-api.md).
  app.addHook("onListen", async () => {
    const setupUrl = await staffLinks.setupLinkIfNoOwner();
    if (setupUrl) app.log.warn(`No owner has set up the back office yet. Open ${setupUrl} within 24 hours to become its owner.`);
  });

  return app;
}
