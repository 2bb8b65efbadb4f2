// How long we keep each kind of personal information: the one source for both the privacy page
// (which states these periods to the public) and the nightly retention job (which applies them).
// Change a period here and both follow; docs/privacy.md explains each choice.

export type RetentionRuleId =
  | "orders"
  | "giftAid"
  | "newsletter"
  | "newsletterDeliveries"
  | "unconfirmedSignups"
  | "speakingRequests"
  | "complaints"
  | "suppressions"
  | "emails"
  | "signInEmails"
  | "accountSignIns"
  | "staffAccess"
  | "auditLog";

export interface RetentionPeriod {
  years?: number;
  days?: number;
  /** Counted from the end of the charity's financial year in which the record was made, as the accounts rules do. */
  fromFinancialYearEnd?: boolean;
}

export interface RetentionRule {
  id: RetentionRuleId;
  /** What is kept, as the privacy page names it. */
  what: string;
  /** null: kept until the person acts (unsubscribes), not for a period. */
  period: RetentionPeriod | null;
  /** The rest of the sentence on the privacy page, after the period. */
  then: string;
}

/** The charity's financial year ends on 31 March; a record made on 31 March belongs to the year ending that day. */
export const financialYearEnd = { month: 3, day: 31 } as const;

export const retentionRules: readonly RetentionRule[] = [
  {
    id: "orders",
    what: "Orders and donations (what you bought or gave, your name, email, phone and delivery address)",
    period: { years: 6, fromFinancialYearEnd: true },
    then: "for our accounts; after that we remove your details and keep only the amounts",
  },
  {
    id: "giftAid",
    what: "Gift Aid declarations (your name, home address and postcode)",
    period: { years: 6, fromFinancialYearEnd: true },
    then: "after the last gift they cover, as HMRC requires",
  },
  {
    id: "newsletter",
    what: "Newsletter details",
    period: null,
    then: "until you unsubscribe; after that we keep only your email address and the date, so that we never email you again",
  },
  {
    id: "newsletterDeliveries",
    what: "Which newsletters we sent you (the address each went to, when, and whether your mail server accepted it)",
    period: null,
    then: "for as long as we keep your newsletter details, so that the unsubscribe link in every newsletter keeps working; deleted with them if you ask us to erase your details",
  },
  {
    id: "unconfirmedSignups",
    what: "Newsletter sign-ups that were never confirmed",
    period: { days: 30 },
    then: "then deleted",
  },
  {
    id: "speakingRequests",
    what: "Enquiries and speaking requests",
    period: { years: 2 },
    then: "after our last contact with you, then deleted",
  },
  {
    id: "complaints",
    what: "Complaints about how we handle your information (what you told us, our notes and our answer)",
    period: { years: 2 },
    then: "after our last contact about it, then deleted",
  },
  {
    id: "suppressions",
    what: "A request, through the Fundraising Preference Service, that we stop contacting you",
    period: null,
    then: "for as long as the request stands, so that we can honour it; if you also ask us to erase your details, we keep only a one-way code made from your email address, which lets us recognise the address but not read it",
  },
  {
    id: "emails",
    what: "Copies of the emails we send you (receipts, confirmations, dispatch notes)",
    period: { years: 1 },
    then: "after sending, then deleted",
  },
  {
    id: "signInEmails",
    what: "Sign-in emails (the links and codes for your account and for our staff)",
    period: { days: 1 },
    then: "after sending, then deleted; the link or code in them stops working within an hour",
  },
  {
    id: "accountSignIns",
    what: "Records of your sign-ins to your account (when, not what you did)",
    period: { days: 30 },
    then: "after the sign-in ends, then deleted",
  },
  {
    id: "staffAccess",
    what: "Our staff's sign-ins to the back office (with the device and network address used)",
    period: { days: 90 },
    then: "after they end, then deleted",
  },
  {
    id: "auditLog",
    what: "Our record of what staff do with your information (refunds, dispatches, exports, erasures)",
    period: { years: 6 },
    then: "so that we can show we looked after it properly, then deleted; it can name your email address where staff acted on your records, and is kept for that reason even after an erasure",
  },
];

export function retentionRule(id: RetentionRuleId): RetentionRule {
  const rule = retentionRules.find((r) => r.id === id);
  if (!rule) throw new Error(`No retention rule ${id}`);
  return rule;
}

const numberWords = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const count = (n: number, unit: string) => `${numberWords[n] ?? n} ${unit}${n === 1 ? "" : "s"}`;

/** The period as the privacy page says it: "six years after the end of the financial year". */
export function describePeriod(period: RetentionPeriod | null): string {
  if (!period) return "";
  const parts = [period.years ? count(period.years, "year") : "", period.days ? count(period.days, "day") : ""].filter(Boolean).join(" and ");
  return period.fromFinancialYearEnd ? `${parts} after the end of the financial year (31 March)` : parts;
}

/** One line of the privacy page's "How long we keep it". */
export function describeRule(rule: RetentionRule): string {
  const period = describePeriod(rule.period);
  return period ? `${rule.what}: ${period} ${rule.then}.` : `${rule.what}: ${rule.then}.`;
}

/**
 * Records made (or last touched) before the returned instant have passed their period at `now`.
 * For a financial-year period: a record is due once its year's end plus the period has passed,
 * i.e. when it was made before the start of the financial year that contains `now − period`.
 */
export function retentionCutoff(period: RetentionPeriod, now: Date): Date {
  const cutoff = new Date(now);
  if (period.years) cutoff.setUTCFullYear(cutoff.getUTCFullYear() - period.years);
  if (period.days) cutoff.setUTCDate(cutoff.getUTCDate() - period.days);
  if (!period.fromFinancialYearEnd) return cutoff;
  const yearStart = new Date(Date.UTC(cutoff.getUTCFullYear(), financialYearEnd.month - 1, financialYearEnd.day + 1));
  if (yearStart > cutoff) yearStart.setUTCFullYear(yearStart.getUTCFullYear() - 1);
  return yearStart;
}
