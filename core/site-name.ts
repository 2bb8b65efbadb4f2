// The name and tagline are on every page (the logo, each title). They live apart from siteConfig so
// that a page which needs only them doesn't load the whole of it; siteConfig repeats them.
export const siteName = "Purpose Movement";
export const siteTagline = "Your Passport to Purpose";
