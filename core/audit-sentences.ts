// The audit log in words: each stored entry (an action name, who, what it was about, and a JSON
// before/after) becomes a sentence a person reads ("Ruth changed the stock of Grace Wins Hoodie,
// M, Black from 3 to 1"), with a link to what it was about and the changes listed under it.
// Pure: the back office renders the parts with React (never as HTML), so whatever staff typed
// stays text. Entries written before a save became one entry (many rows for one save) read the
// same way, one row each; an action this module doesn't know still reads as a sentence.
import { formatPence } from "./money";

/** A stored entry as the back office receives it (GET /api/admin/audit). */
export interface AuditEntryForWords {
  action: string;
  /** Who, as shown: the staff member's name (else email), "system", "command line", "supporter …". */
  who: string;
  target: { type: string; id: string; name: string | null } | null;
  details: Record<string, unknown>;
}

/** A link inside the back office (its router's paths, without /admin). */
export interface AuditLink {
  text: string;
  to: string;
}
export type SentencePart = string | AuditLink;

/** One change in an entry's list: "Price: £25.00 → £20.00", or a line of its own. */
export type AuditChangeLine = { label: string; before: string; after: string } | { label: string; text: string };

export interface AuditSentence {
  parts: SentencePart[];
  changes: AuditChangeLine[];
}

/** Everything the sentences need besides the entry: names looked up by the server. */
export interface AuditNames {
  /** "M, Black" by SKU, for entries that name a variant only by its SKU. */
  variants?: Record<string, string>;
}

const roleNames: Record<string, string> = { owner: "owner", finance: "finance", fulfilment: "fulfilment", editor: "editor" };
const productFields: Record<string, string> = {
  name: "Name",
  description: "Description",
  category: "Category",
  price: "Price",
  salePrice: "Sale price",
  saleEndsAt: "Sale ends",
  sizes: "Sizes",
  colors: "Colours",
  printNotes: "Print-preference notes",
  imageAlt: "Image description",
  featured: "Featured",
  status: "Status",
};
const moneyFields = new Set(["price", "salePrice", "amount", "total", "adjustments", "giftAidDue"]);
const stockReasons: Record<string, string> = { received: "received", damaged: "damaged", correction: "a correction", counted: "counted", sale: "a sale", refund: "a refund" };
const settingNames: Record<string, string> = {
  staff_require_passkeys: "Passkeys required for every sign-in",
  newsletter_soft_opt_in: "Newsletter for buyers (soft opt-in)",
  order_limit_per_variant: "Order limit per size and colour",
};
const charityFields: Record<string, string> = {
  legalName: "Legal name",
  registration: "Registration",
  address: "Address",
  email: "Email address",
  phone: "Phone number",
  social: "Social media links",
  bookingUrl: "Booking link",
  openingHours: "Opening hours",
};
const signInMethods: Record<string, string> = { code: "with an emailed code", passkey: "with a passkey", setup: "with the setup link", invite: "with an invitation" };
const exportNames: Record<string, string> = {
  "database-backup": "a backup of the database",
  products: "the products CSV",
  orders: "the orders CSV",
  "gift-aid-schedule": "a Gift Aid schedule",
  gifts: "the gifts CSV",
  "monthly-plans": "the monthly plans CSV",
  donors: "the donors CSV",
  subscribers: "the subscribers CSV",
};
const retentionCounts: Record<string, string> = {
  ordersAnonymised: "Orders anonymised",
  giftAidClaimItemsAnonymised: "Gift Aid claim lines anonymised",
  unsubscribedNamesRemoved: "Unsubscribed names removed",
  unconfirmedSignupsDeleted: "Unconfirmed sign-ups deleted",
  speakingRequestsDeleted: "Speaking requests deleted",
  complaintsDeleted: "Complaints deleted",
  signInEmailsDeleted: "Sign-in emails deleted",
  emailsDeleted: "Emails deleted",
  accountSignInsDeleted: "Supporters' sign-ins deleted",
  staffSignInsDeleted: "Staff sign-ins deleted",
  auditEntriesDeleted: "Audit entries deleted",
};

// Reading JSON that old and new writers stored: anything may be missing or of another type.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined);
const num = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
const quoted = (value: string) => `“${value}”`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Money stored in pence reads in pounds; a writer that stored "£5.00" already is left alone. */
function money(value: unknown): string {
  if (typeof value === "number") return formatPence(value);
  return text(value) ?? "none";
}

/** How a stored value reads in a change line. */
export function valueInWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (moneyFields.has(key) && typeof value === "number") return formatPence(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length ? value.map((v) => valueInWords(key, v)).join(", ") : "none";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return ukDateTime(value);
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([k, v]) => `${fieldName(k)}: ${valueInWords(k, v)}`)
      .join("; ");
  }
  return String(value);
}

/** "12 March 2026, 14:05" in UK time, from a stored instant. */
function ukDateTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
}

/** "salePrice" → "Sale price", "sessionsEnded" → "Sessions ended": a stored key as words. */
export function fieldName(key: string): string {
  const known = productFields[key] ?? retentionCounts[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "product.stock_changed" → "product stock changed": an action this module doesn't know, in words. */
export function actionInWords(action: string): string {
  return action.replace(/[._]+/g, " ").trim();
}

/** Before → after of every key either side names, in the order the writer stored them. */
function beforeAfterLines(before: unknown, after: unknown, names: Record<string, string> = {}): AuditChangeLine[] {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.map((key) => ({ label: names[key] ?? fieldName(key), before: valueInWords(key, was[key]), after: valueInWords(key, now[key]) }));
}

/** Every other detail, as "Key: value" lines: what an unknown action still shows. */
function detailLines(details: Record<string, unknown>, skip: string[] = []): AuditChangeLine[] {
  const lines: AuditChangeLine[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (skip.includes(key) || value === undefined) continue;
    if (key === "before" || key === "after") continue;
    lines.push({ label: fieldName(key), text: valueInWords(key, value) });
  }
  if ("before" in details || "after" in details) lines.push(...beforeAfterLines(details.before, details.after));
  return lines;
}

/** Where in the back office the entry's subject is, with what to call it. */
function subject(entry: AuditEntryForWords): AuditLink | string | undefined {
  const target = entry.target;
  if (!target) return undefined;
  const name = target.name ?? undefined;
  const id = encodeURIComponent(target.id);
  switch (target.type) {
    case "product":
      return { text: name ?? target.id, to: `/products/${id}` };
    case "order":
    case "gift":
      // Gifts (GF-) are listed under Giving, found there by their reference; orders have a page.
      return target.id.startsWith("GF-")
        ? { text: target.type === "gift" ? `monthly gift ${target.id}` : `gift ${target.id}`, to: `/giving/${target.type === "gift" ? "plans" : "gifts"}?q=${id}` }
        : { text: `order ${target.id}`, to: `/orders/${id}` };
    case "page":
      return { text: name ? `the ${name} page` : `the page “${target.id}”`, to: `/pages/${id}` };
    case "newsletter":
      return name ? { text: quoted(name), to: `/newsletters/${id}` } : { text: "a newsletter", to: `/newsletters/${id}` };
    case "speaking_request":
      return { text: name ? `the speaking request from ${name}` : "a speaking request", to: `/requests/${id}` };
    case "complaint":
      return { text: name ? `the complaint from ${name}` : "a complaint", to: `/complaints/${id}` };
    case "gift_aid_claim":
      return { text: "a Gift Aid claim", to: `/giving/claims/${id}` };
    case "donor":
      return { text: target.id, to: `/giving/donors/${id}` };
    case "staff":
      return { text: name ?? "a staff member", to: "/staff" };
    case "setting":
      return { text: settingNames[target.id] ?? fieldName(target.id), to: "/settings" };
    case "person":
      return target.id;
    default:
      return name ?? `${fieldName(target.type).toLowerCase()} ${target.id}`;
  }
}

/** The subject, or `fallback` when the entry names none. */
function about(entry: AuditEntryForWords, fallback: string): SentencePart {
  return subject(entry) ?? fallback;
}

/** "Grace Wins Hoodie, M, Black": the product (linked) and the variant's options. */
function variantParts(entry: AuditEntryForWords, options: string | undefined): SentencePart[] {
  const product = about(entry, "a product");
  return options ? [product, `, ${options}`] : [product];
}

/** The options of a variant named by its SKU: the stored size and colour, else the server's lookup. */
function optionsOf(count: Record<string, unknown>, names: AuditNames): string | undefined {
  const stored = [text(count.size), text(count.color)].filter(Boolean).join(", ");
  if (stored) return stored;
  const sku = text(count.sku);
  return sku ? (names.variants?.[sku] ?? sku) : undefined;
}

function reasonWords(details: Record<string, unknown>): string {
  const reason = text(details.reason);
  const note = text(details.note);
  const source = details.source === "csv-import" ? "from a CSV import" : undefined;
  const words = [reason && (stockReasons[reason] ?? reason), note && quoted(note), source].filter(Boolean);
  return words.length ? ` (${words.join(", ")})` : "";
}

/** A stock count as stored: old rows `{onHand}` either side, grouped rows a number. */
function onHand(value: unknown): number | undefined {
  return num(value) ?? (isRecord(value) ? num(value.onHand) : undefined);
}

/** The counts, tracking and low-stock level a save changed (the grouped entry's `stock`). */
function stockLines(stock: unknown, names: AuditNames): AuditChangeLine[] {
  if (!isRecord(stock)) return [];
  const lines: AuditChangeLine[] = [];
  if (isRecord(stock.tracked)) {
    lines.push({ label: "Stock", before: stock.tracked.before ? "counted" : "made to order", after: stock.tracked.after ? "counted" : "made to order" });
  }
  for (const count of Array.isArray(stock.counts) ? stock.counts : []) {
    if (!isRecord(count)) continue;
    const options = optionsOf(count, names);
    lines.push({ label: options ? `Stock, ${options}` : "Stock", before: String(onHand(count.before) ?? "?"), after: `${onHand(count.after) ?? "?"}${reasonWords(count)}` });
  }
  if (isRecord(stock.lowStockLevel)) {
    lines.push({ label: "Low-stock level", before: valueInWords("", stock.lowStockLevel.before), after: valueInWords("", stock.lowStockLevel.after) });
  }
  return lines;
}

/** The one change of a save that changed one thing, said in the sentence itself. */
function oneChange(who: string, line: AuditChangeLine, entry: AuditEntryForWords): AuditSentence | undefined {
  if (!("before" in line)) return undefined;
  const name = line.label.charAt(0).toLowerCase() + line.label.slice(1);
  if (line.label.startsWith("Stock, ") || line.label === "Stock") {
    if (line.label === "Stock") return { parts: [who, line.after === "counted" ? " started counting the stock of " : " set ", about(entry, "a product"), line.after === "counted" ? "" : " to made to order"], changes: [] };
    return { parts: [who, " changed the stock of ", ...variantParts(entry, line.label.slice("Stock, ".length)), ` from ${line.before} to ${line.after}`], changes: [] };
  }
  return { parts: [who, ` changed the ${name} of `, about(entry, "a product"), ` from ${line.before} to ${line.after}`], changes: [] };
}

type Writer = (entry: AuditEntryForWords, names: AuditNames) => AuditSentence;
const say = (...parts: SentencePart[]): AuditSentence => ({ parts, changes: [] });

/** Old low-stock entries stored each SKU's level; a level the same for all reads as one number. */
function levelOf(value: unknown): string {
  if (num(value) !== undefined) return String(value);
  if (!isRecord(value)) return "?";
  const levels = [...new Set(Object.values(value).map(String))];
  return levels.length === 1 ? levels[0]! : levels.join(" or ");
}

const productSaved: Writer = (entry, names) => {
  const d = entry.details;
  const changes = [...beforeAfterLines(d.before, d.after, productFields), ...stockLines(d.stock, names)];
  const from = d.source === "csv-import" ? " (from a CSV import)" : "";
  if (changes.length === 1 && !from) return oneChange(entry.who, changes[0]!, entry) ?? { parts: [entry.who, " changed ", about(entry, "a product")], changes };
  return { parts: [entry.who, " changed ", about(entry, "a product"), from], changes };
};

const stockChanged: Writer = (entry, names) => {
  const d = entry.details;
  // Grouped (one save): the counts are listed; one count reads in the sentence.
  if (Array.isArray(d.counts) || isRecord(d.tracked) || isRecord(d.lowStockLevel)) {
    const changes = stockLines(d, names);
    if (changes.length === 1) return oneChange(entry.who, changes[0]!, entry)!;
    return { parts: [entry.who, " changed the stock of ", about(entry, "a product")], changes };
  }
  // One row per variant, as saves wrote them before.
  const options = optionsOf(d, names);
  return say(entry.who, " changed the stock of ", ...variantParts(entry, options), ` from ${onHand(d.before) ?? "?"} to ${onHand(d.after) ?? "?"}${reasonWords(d)}`);
};

const writers: Record<string, Writer> = {
  // Signing in and out.
  sign_in: (e) => say(e.who, ` signed in${signInMethods[text(e.details.method) ?? ""] ? ` ${signInMethods[text(e.details.method)!]}` : ""}`),
  "sign_in.code_sent": (e) => say(e.who, " asked for a sign-in code, which was emailed"),
  "sign_in.passkey": (e) => say(e.who, ` used the passkey ${quoted(text(e.details.name) ?? "without a name")}`),
  "sign_in.failed": (e) => {
    const how = signInMethods[text(e.details.method) ?? ""];
    const reason = text(e.details.reason);
    return say(`A sign-in${how ? ` ${how}` : ""} as `, e.who, ` failed${reason ? `: ${reason}` : ""}`);
  },
  sign_out: (e) => say(e.who, " signed out"),
  "sign_out.everywhere": (e) => say(e.who, ` signed out everywhere${num(e.details.sessionsEnded) !== undefined ? ` (${plural(num(e.details.sessionsEnded)!, "session")} ended)` : ""}`),

  // The team.
  "staff.setup_link_issued": (e) => {
    const email = text(e.details.email);
    return say(e.who, email ? ` made a setup link for ${email} as ${roleNames[text(e.details.role) ?? ""] ?? "staff"}` : " made the first owner's setup link");
  },
  "staff.joined": (e) => say(e.who, ` joined the team as ${roleNames[text(e.details.role) ?? ""] ?? "staff"}${text(e.details.by) ? `, by ${text(e.details.by)}` : ""}`),
  "staff.invited": (e) => say(e.who, ` invited ${text(e.details.email) ?? "someone"} to join as ${roleNames[text(e.details.role) ?? ""] ?? "staff"}`),
  "staff.invite_withdrawn": (e) => say(e.who, ` withdrew the invitation for ${text(e.details.email) ?? "someone"}${text(e.details.role) ? ` (${roleNames[text(e.details.role)!] ?? text(e.details.role)})` : ""}`),
  "staff.role_changed": (e) => ({
    parts: [e.who, " changed the role of ", text(e.details.email) ?? about(e, "a staff member"), ` from ${roleNames[text(e.details.before) ?? ""] ?? text(e.details.before) ?? "?"} to ${roleNames[text(e.details.after) ?? ""] ?? text(e.details.after) ?? "?"}`],
    changes: num(e.details.sessionsEnded) ? [{ label: "Signed out", text: plural(num(e.details.sessionsEnded)!, "session") }] : [],
  }),
  "staff.removed": (e) => say(e.who, ` removed ${text(e.details.email) ?? "a staff member"}${text(e.details.role) ? ` (${roleNames[text(e.details.role)!] ?? text(e.details.role)})` : ""} from the team`),
  "passkey.added": (e) => say(e.who, ` added a passkey, ${quoted(text(e.details.name) ?? "without a name")}`),
  "passkey.renamed": (e) => say(e.who, ` renamed a passkey from ${quoted(text(e.details.before) ?? "")} to ${quoted(text(e.details.after) ?? "")}`),
  "passkey.removed": (e) => say(e.who, ` removed the passkey ${quoted(text(e.details.name) ?? "without a name")}`),

  // Settings.
  "settings.changed": (e) => {
    const d = e.details;
    // One save of several settings lists each; one setting reads in the sentence.
    if (Array.isArray(d.changes)) {
      const changes = d.changes.filter(isRecord).map((c) => ({ label: settingNames[text(c.setting) ?? ""] ?? fieldName(text(c.setting) ?? "setting"), before: valueInWords("", c.before), after: valueInWords("", c.after) }));
      return { parts: [e.who, " changed the settings"], changes };
    }
    const setting = e.target ? (settingNames[e.target.id] ?? fieldName(e.target.id)) : "a setting";
    if (typeof d.after === "boolean") return say(e.who, ` turned ${d.after ? "on" : "off"} `, { text: setting, to: "/settings" });
    return say(e.who, " changed ", { text: setting, to: "/settings" }, ` from ${valueInWords("", d.before)} to ${valueInWords("", d.after)}`);
  },
  "charity_details.changed": (e) => ({ parts: [e.who, " changed the charity's details"], changes: beforeAfterLines(e.details.before, e.details.after, charityFields) }),
  "backup.taken": (e) => say(e.who, ` took a backup of the database${e.target ? ` (${e.target.id})` : ""}`),
  "data.exported": (e) => {
    const what = e.target ? (exportNames[e.target.id] ?? fieldName(e.target.id).toLowerCase()) : "data";
    const filters = isRecord(e.details.filters) ? Object.entries(e.details.filters).map(([k, v]) => ({ label: fieldName(k), text: valueInWords(k, v) })) : [];
    return { parts: [e.who, ` downloaded ${what}${e.details.searched ? ", from a search" : ""}`], changes: filters };
  },
  "retention.applied": (e) => ({
    parts: ["The nightly clear-out applied the retention rules"],
    changes: Object.entries(e.details)
      .filter(([, v]) => num(v) !== 0)
      .map(([k, v]) => ({ label: fieldName(k), text: valueInWords(k, v) })),
  }),

  // Products and stock.
  "product.created": (e) => {
    const after = isRecord(e.details.after) ? e.details.after : {};
    return say(e.who, " added a new product, ", about(e, "a product"), num(after.price) !== undefined ? `, at ${formatPence(num(after.price)!)}` : "");
  },
  "product.updated": productSaved,
  "product.stock_changed": stockChanged,
  "product.stock_tracked": (e, names) => {
    const changes = stockLines({ counts: e.details.counts, lowStockLevel: e.details.lowStockLevel }, names);
    return { parts: [e.who, " started counting the stock of ", about(e, "a product")], changes };
  },
  "product.stock_untracked": (e) => say(e.who, " set ", about(e, "a product"), " to made to order: its stock is no longer counted"),
  "product.low_stock_level_changed": (e) => {
    const d = e.details;
    const level = isRecord(d.lowStockLevel) ? d.lowStockLevel : d;
    return say(e.who, " changed the low-stock level of ", about(e, "a product"), ` from ${levelOf(level.before)} to ${levelOf(level.after)}`);
  },
  "product.image.uploaded": (e) => say(e.who, " added a photo to ", about(e, "a product")),
  "product.image.described": (e) => {
    const before = isRecord(e.details.before) ? text(e.details.before.alt) : undefined;
    const after = isRecord(e.details.after) ? text(e.details.after.alt) : undefined;
    return { parts: [e.who, " changed the alt text of a photo of ", about(e, "a product")], changes: [{ label: "Alt text", before: before ?? "none", after: after ?? "none" }] };
  },
  "product.image.color_set": (e) => {
    const before = isRecord(e.details.before) ? text(e.details.before.color) : undefined;
    const after = isRecord(e.details.after) ? text(e.details.after.color) : undefined;
    return { parts: [e.who, " changed which colour a photo of ", about(e, "a product"), " shows"], changes: [{ label: "Colour", before: before ?? "none", after: after ?? "none" }] };
  },
  "product.images.reordered": (e) => say(e.who, " changed the order of the photos of ", about(e, "a product")),
  "product.image.removed": (e) => say(e.who, " removed a photo from ", about(e, "a product")),
  "products.imported": (e) => ({
    parts: [e.who, " imported a ", { text: "products CSV", to: "/products" }, `: ${plural(num(e.details.changes) ?? 0, "change")} applied`],
    changes: [
      ...(num(e.details.rows) !== undefined ? [{ label: "Rows read", text: String(e.details.rows) }] : []),
      ...(num(e.details.refused) ? [{ label: "Rows refused", text: String(e.details.refused) }] : []),
    ],
  }),

  // Orders and refunds.
  "order.dispatched": (e) => {
    const tracking = text(e.details.trackingNumber);
    return say(e.who, " dispatched ", about(e, "an order"), ` by ${text(e.details.carrier) ?? "post"}${tracking ? `, tracking number ${tracking}` : ""}`);
  },
  "order.dispatch_corrected": (e) => ({
    parts: [e.who, " corrected the dispatch of ", about(e, "an order"), e.details.emailedCustomer ? ", and emailed the customer" : ""],
    changes: beforeAfterLines(e.details.before, e.details.after),
  }),
  "order.note_added": (e) => say(e.who, " added a note to ", about(e, "an order")),
  "order.refunded": (e) => say(e.who, ` refunded ${money(e.details.amount)} of `, about(e, "an order"), text(e.details.reason) ? ` (${text(e.details.reason)})` : ""),
  "order.refund_failed": (e) => {
    const why = text(e.details.why) ?? text(e.details.status);
    return say(`A refund of ${money(e.details.amount)} of `, about(e, "an order"), ` by `, e.who, ` failed${why ? `: ${why}` : ""}`);
  },
  "order.restocked": (e) => {
    const after = isRecord(e.details.after) ? num(e.details.after.restocked) : undefined;
    return say(e.who, ` put ${after !== undefined ? plural(after, "item") : "the items"} from `, about(e, "an order"), " back in stock");
  },

  // Giving.
  "gift_aid.claim_built": (e) => ({
    parts: [e.who, " built ", about(e, "a Gift Aid claim"), `${e.details.test ? " (test)" : ""}: ${plural(num(e.details.gifts) ?? 0, "gift")}, ${money(e.details.total)}, Gift Aid due ${money(e.details.giftAidDue)}`],
    changes: [
      ...(num(e.details.adjustments) ? [{ label: "Adjustments", text: money(e.details.adjustments) }] : []),
      ...(num(e.details.needsFixing) ? [{ label: "Gifts that need fixing first", text: String(e.details.needsFixing) }] : []),
    ],
  }),
  "gift_aid.claim_submitted": (e) => say(e.who, " marked ", about(e, "a Gift Aid claim"), ` as sent to HMRC${text(e.details.hmrcReference) ? `, reference ${text(e.details.hmrcReference)}` : ""}${text(e.details.submittedOn) ? `, on ${text(e.details.submittedOn)}` : ""}`),
  "gift_aid.declaration_cancelled": (e) => {
    const method = text(e.details.method);
    return say(e.who, " recorded that ", about(e, "a donor"), ` cancelled their Gift Aid declaration${method ? ` (${method === "online" ? "online" : `by ${method}`})` : ""}${text(e.details.cancelledOn) ? `, from ${text(e.details.cancelledOn)}` : ""}`);
  },
  "plan.amount_changed": (e) => say(e.who, " changed ", about(e, "a monthly gift"), ` from ${money(e.details.from)} to ${money(e.details.to)}`),
  "plan.cancelled": (e) => say(e.who, " cancelled ", about(e, "a monthly gift"), text(e.details.by) ? ` (${text(e.details.by)})` : ""),

  // Newsletters and subscribers.
  "newsletter.created": (e) => say(e.who, " started a newsletter, ", e.target ? { text: quoted(text(e.details.subject) ?? e.target.name ?? "untitled"), to: `/newsletters/${encodeURIComponent(e.target.id)}` } : "untitled"),
  "newsletter.saved": (e) => say(e.who, " saved the newsletter ", about(e, "a newsletter")),
  "newsletter.deleted": (e) => say(e.who, ` deleted the draft newsletter ${quoted(text(e.details.subject) ?? "untitled")}`),
  "newsletter.test_sent": (e) => say(e.who, " sent a test of the newsletter ", about(e, "a newsletter")),
  "newsletter.send_started": (e) => say(e.who, " started sending the newsletter ", about(e, "a newsletter"), num(e.details.audienceCount) !== undefined ? ` to ${plural(num(e.details.audienceCount)!, "subscriber")}` : ""),
  "newsletter.paused": (e) => say(e.who, " paused sending the newsletter ", about(e, "a newsletter")),
  "newsletter.resumed": (e) => say(e.who, " resumed sending the newsletter ", about(e, "a newsletter")),
  "newsletter.cancelled": (e) => say(e.who, " stopped sending the newsletter ", about(e, "a newsletter")),
  "subscriber.unsubscribed": (e) => say(e.who, " unsubscribed a newsletter subscriber", text(e.details.from) ? ` (who was ${text(e.details.from)})` : ""),

  // The site's pages.
  "page.draft_saved": (e) => ({ parts: [e.who, " saved a draft of ", about(e, "a page")], changes: pageChanges(e.details) }),
  "page.published": (e) => ({
    parts: e.details.how === "scheduled" ? [about(e, "A page"), " was published as scheduled by ", e.who] : [e.who, " published ", about(e, "a page")],
    changes: pageChanges(e.details),
  }),
  "page.scheduled": (e) => ({ parts: [e.who, " scheduled ", about(e, "a page"), ` to be published on ${text(e.details.uk) ?? (text(e.details.at) ? ukDateTime(text(e.details.at)!) : "a later date")}`], changes: pageChanges(e.details) }),
  "page.schedule_cancelled": (e) => say(e.who, " cancelled the scheduled publishing of ", about(e, "a page")),
  "page.restored": (e) => ({
    parts: [e.who, " restored ", about(e, "a page"), num(e.details.restored) === 0 ? " to its original words" : ` to version ${text(e.details.restored) ?? "?"}`, " (as a draft)"],
    changes: pageChanges(e.details),
  }),
  "page.image.uploaded": (e) => {
    const after = isRecord(e.details.after) ? text(e.details.after.label) : undefined;
    return say(e.who, ` uploaded a photo for the site's pages${after ? `, ${quoted(after)}` : ""}`);
  },

  // Requests, complaints and privacy.
  "request.status_changed": (e) => say(e.who, " moved ", about(e, "a speaking request"), ` from ${statusWords(e.details.from)} to ${statusWords(e.details.to)}`),
  "request.note_added": (e) => say(e.who, " added a note to ", about(e, "a speaking request")),
  "complaint.changed": (e) => ({ parts: [e.who, " changed ", about(e, "a complaint")], changes: beforeAfterLines(e.details.before, e.details.after, { status: "Status", answerDueOn: "Answer due by" }) }),
  "complaint.note_added": (e) => say(e.who, " added a note to ", about(e, "a complaint")),
  "privacy.exported": (e) => say(e.who, " downloaded everything held about ", about(e, "a person")),
  "privacy.erased": (e) => ({
    parts: [e.who, " erased what was held about ", about(e, "a person")],
    changes: detailLines(e.details).filter((line) => !("text" in line) || (line.text !== "0" && line.text !== "none")),
  }),
  "suppression.recorded": (e) => say(e.who, " recorded a Fundraising Preference Service request"),
  "suppression.lifted": (e) => {
    const reason = isRecord(e.details.after) ? text(e.details.after.reason) : undefined;
    return say(e.who, ` lifted a Fundraising Preference Service request${reason ? `: ${reason}` : ""}`);
  },
};

function statusWords(value: unknown): string {
  const status = text(value);
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : "?";
}

function pageChanges(details: Record<string, unknown>): AuditChangeLine[] {
  const listed = Array.isArray(details.changes) ? details.changes.filter(isRecord) : [];
  const lines: AuditChangeLine[] = listed.map((c) => ({ label: text(c.where) ?? "Somewhere", before: text(c.before) ?? "none", after: text(c.after) ?? "none" }));
  const more = (num(details.changed) ?? listed.length) - listed.length;
  if (more > 0) lines.push({ label: "And", text: plural(more, "more change") });
  return lines;
}

/** The sentence for one entry: every kind the server writes, and a plain reading of any other. */
export function auditSentence(entry: AuditEntryForWords, names: AuditNames = {}): AuditSentence {
  const writer = writers[entry.action];
  if (writer) return writer(entry, names);
  const what = subject(entry);
  return { parts: [entry.who, `: ${actionInWords(entry.action)}`, ...(what ? [", ", what] : [])], changes: detailLines(entry.details) };
}

/** The actions the sentences know, for the filter's labels: "Stock changed" for product.stock_changed. */
export const auditActionLabels: Record<string, string> = {
  sign_in: "Signed in",
  "sign_in.code_sent": "Sign-in code sent",
  "sign_in.passkey": "Signed in with a passkey",
  "sign_in.failed": "Sign-in failed",
  sign_out: "Signed out",
  "sign_out.everywhere": "Signed out everywhere",
  "staff.setup_link_issued": "Setup link made",
  "staff.joined": "Joined the team",
  "staff.invited": "Invited to the team",
  "staff.invite_withdrawn": "Invitation withdrawn",
  "staff.role_changed": "Role changed",
  "staff.removed": "Removed from the team",
  "passkey.added": "Passkey added",
  "passkey.renamed": "Passkey renamed",
  "passkey.removed": "Passkey removed",
  "settings.changed": "Setting changed",
  "charity_details.changed": "Charity's details changed",
  "backup.taken": "Backup taken",
  "data.exported": "Data downloaded",
  "retention.applied": "Retention rules applied",
  "product.created": "Product added",
  "product.updated": "Product changed",
  "product.stock_changed": "Stock changed",
  "product.stock_tracked": "Stock counting started",
  "product.stock_untracked": "Set to made to order",
  "product.low_stock_level_changed": "Low-stock level changed",
  "product.image.uploaded": "Product photo added",
  "product.image.described": "Product photo described",
  "product.image.color_set": "Product photo's colour set",
  "product.images.reordered": "Product photos reordered",
  "product.image.removed": "Product photo removed",
  "products.imported": "Products CSV imported",
  "order.dispatched": "Order dispatched",
  "order.dispatch_corrected": "Dispatch corrected",
  "order.note_added": "Order note added",
  "order.refunded": "Refunded",
  "order.refund_failed": "Refund failed",
  "order.restocked": "Items put back in stock",
  "gift_aid.claim_built": "Gift Aid claim built",
  "gift_aid.claim_submitted": "Gift Aid claim sent to HMRC",
  "gift_aid.declaration_cancelled": "Gift Aid declaration cancelled",
  "plan.amount_changed": "Monthly gift changed",
  "plan.cancelled": "Monthly gift cancelled",
  "newsletter.created": "Newsletter started",
  "newsletter.saved": "Newsletter saved",
  "newsletter.deleted": "Newsletter deleted",
  "newsletter.test_sent": "Newsletter test sent",
  "newsletter.send_started": "Newsletter sending started",
  "newsletter.paused": "Newsletter paused",
  "newsletter.resumed": "Newsletter resumed",
  "newsletter.cancelled": "Newsletter stopped",
  "subscriber.unsubscribed": "Subscriber unsubscribed",
  "page.draft_saved": "Page draft saved",
  "page.published": "Page published",
  "page.scheduled": "Page scheduled",
  "page.schedule_cancelled": "Page schedule cancelled",
  "page.restored": "Page restored",
  "page.image.uploaded": "Page photo uploaded",
  "request.status_changed": "Speaking request moved",
  "request.note_added": "Speaking request note added",
  "complaint.changed": "Complaint changed",
  "complaint.note_added": "Complaint note added",
  "privacy.exported": "Personal data downloaded",
  "privacy.erased": "Personal data erased",
  "suppression.recorded": "Fundraising preference recorded",
  "suppression.lifted": "Fundraising preference lifted",
};

/** The filter's label for an action: known ones in words, any other as its name in words. */
export function auditActionLabel(action: string): string {
  return auditActionLabels[action] ?? actionInWords(action);
}

/** Whether the sentences know this action (the tests check every action the server writes). */
export function isKnownAuditAction(action: string): boolean {
  return Object.hasOwn(writers, action);
}
