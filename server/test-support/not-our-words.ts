// Words the site doesn't use where it chooses its own: US spellings, and a second name for a thing
// it already names (the cart, not the basket; one-off, not one-time). The specification's quoted
// words stay as it quotes them, and none of these is among them. Checked in every public page
// (e2e/finding-your-way.spec.ts) and every email of an order or a gift (email/order-emails.test.ts).
export const NOT_OUR_WORDS = /\b(marginaliz\w*|optimiz\w*|one-time|basket|organiz\w*|colors?|favorites?|behaviors?|catalog|centers?)\b/gi;
