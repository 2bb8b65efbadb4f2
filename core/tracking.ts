// Where a customer follows a parcel: each carrier's public tracking page for a number.
import type { Carrier } from "./schemas/admin-orders";

const trackingPages: Partial<Record<Carrier, (number: string) => string>> = {
  "Royal Mail": (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  Parcelforce: (n) => `https://www.parcelforce.com/track-trace?trackNumber=${n}`,
  DPD: (n) => `https://track.dpd.co.uk/parcels/${n}`,
  Evri: (n) => `https://www.evri.com/track/parcel/${n}/details`,
};

/** The carrier's tracking page, or null for "Other" (the number alone is given). */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = trackingPages[carrier as Carrier];
  return page ? page(encodeURIComponent(trackingNumber.replace(/\s+/g, ""))) : null;
}
