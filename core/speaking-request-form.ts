// The /book-call form's shape without its zod schema, so the page can render
// the form without loading zod (the schema loads when the person submits).

export const SPEAKING_MESSAGE_MAX = 3000;

/** The form's values as typed: every field a string. */
export interface SpeakingRequestForm {
  name: string;
  email: string;
  phone: string;
  organisation: string;
  eventDate: string;
  location: string;
  audienceSize: string;
  topic: string;
  message: string;
}

export const emptySpeakingRequestForm: SpeakingRequestForm = {
  name: "",
  email: "",
  phone: "",
  organisation: "",
  eventDate: "",
  location: "",
  audienceSize: "",
  topic: "",
  message: "",
};
