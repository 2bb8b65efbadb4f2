// Every table, one file per concern. drizzle-kit reads this folder to write migrations.
export * from "./settings";
export * from "./newsletter";
export * from "./speaking-requests";
export * from "./outbox";
export * from "./payments";
export * from "./staff";
export * from "./supporters";
export * from "./gift-aid";
export * from "./jobs";
export * from "./catalogue";
export * from "./complaints";
export * from "./suppressions";
export * from "./sign-in-requests";
export * from "./stock";
export * from "./product-images";
export * from "./pages";
export * from "./newsletter-issues";
