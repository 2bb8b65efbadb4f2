// Pages a customer or supporter opens from their emails: their order, and their account
// (/account). Server-rendered, no script, printable; one inline stylesheet allowed by its hash;
// never cached, never passed on as a referrer to another site, never indexed.
import type { FastifyReply } from "fastify";
import { siteConfig } from "../../core/site-config";
import { html, SafeHtml, sendPage } from "./html-page";
import type { SiteFrame } from "./site-frame";

const style = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1b16;background:#fbf8f1}
header{background:#125a3a;color:#fff;padding:1rem;display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap}
header a{color:#fff;font-weight:700;text-decoration:none;font-family:Georgia,serif;font-size:1.2rem}
header form button{background:transparent;color:#fff;border:2px solid #fff;min-height:2.5rem}
main{max-width:40rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e4dccb;border-radius:1rem;padding:1.25rem;margin-bottom:1rem}
h1{font-family:Georgia,serif;font-size:1.75rem;line-height:1.2;margin:0 0 .5rem}
h2{font-size:1.15rem;margin:0 0 .5rem}
p{margin:.35rem 0}
.muted{color:#5c5648}
.status{display:inline-block;border-radius:999px;padding:.15rem .7rem;font-weight:600;font-size:.9rem;background:#d5ecdf;color:#0b3424;margin-right:.35rem}
.status.off{background:#f3ecdc;color:#1d1b16}
.test{background:#fdf3d7;color:#5a4005}
.notice{border-left:4px solid #177048;background:#eef7f2;padding:.75rem 1rem;border-radius:.5rem;margin-bottom:1rem}
.problem{border-left:4px solid #b42318;background:#fdf1f0;padding:.75rem 1rem;border-radius:.5rem;margin-bottom:1rem;color:#8a1a12;font-weight:600}
table{width:100%;border-collapse:collapse}
th,td{padding:.5rem 0;border-bottom:1px solid #e4dccb;text-align:left;vertical-align:top}
td.amount,th.amount{text-align:right;white-space:nowrap;padding-left:1rem}
tfoot th,tfoot td{border-bottom:0;font-weight:700}
.detail{display:block;color:#5c5648;font-size:.9rem}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input,textarea{font:inherit;padding:.6rem .75rem;border:2px solid #5c5648;border-radius:.5rem;width:100%;max-width:20rem;background:#fff}
textarea{max-width:100%;min-height:10rem;resize:vertical}
input[aria-invalid=true],textarea[aria-invalid=true]{border-color:#b42318}
.hint{color:#5c5648;font-size:.9rem;margin:.1rem 0 .25rem}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.field-error{color:#b42318;font-weight:600;margin:.25rem 0}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;font:inherit;font-weight:600;padding:.55rem 1.1rem;border-radius:999px;border:2px solid #125a3a;background:#125a3a;color:#fff;cursor:pointer;text-decoration:none;margin:.35rem .35rem .35rem 0}
button.secondary,.button.secondary{background:#fff;color:#125a3a}
button.danger{background:#b42318;border-color:#b42318}
.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}
.row form{margin:0}
a{color:#125a3a}
a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible,.button:focus-visible{outline:3px solid #e0a81e;outline-offset:2px}
ul.plain{list-style:none;padding:0;margin:0}
ul.plain li{padding:.6rem 0;border-bottom:1px solid #e4dccb}
ul.plain li:last-child{border-bottom:0}
@media print{header,form,.no-print{display:none}.card{border:0;padding:0}body{background:#fff}}
`;

/**
 * The same pages inside the site's own header and footer (./site-frame.ts), with the site's
 * stylesheet and fonts: these rules are only for what is between them, under `.supporter`, in
 * the site's colours, so that what the site's stylesheet draws is left as it is.
 */
const framedStyle = `
.supporter{max-width:42rem;margin:0 auto;padding:2rem 1rem 3.5rem;line-height:1.5}
.supporter .account-bar{display:flex;justify-content:flex-end;margin:-1rem 0 .5rem}
.supporter .card{background:#fff;border:1px solid var(--color-line,#e4dccb);border-radius:var(--radius-card,1rem);box-shadow:var(--shadow-card,none);padding:1.25rem;margin-bottom:1rem}
@media (min-width:40rem){.supporter .card{padding:1.5rem}}
.supporter h1{font-size:2rem;line-height:1.2;font-weight:600;color:var(--color-evergreen-900,#0b3424);margin:0 0 .5rem}
.supporter h2{font-size:1.35rem;line-height:1.3;font-weight:600;color:var(--color-evergreen-900,#0b3424);margin:0 0 .5rem}
.supporter h3{font-size:1.15rem;line-height:1.3;font-weight:600;color:var(--color-evergreen-900,#0b3424);margin:0 0 .35rem}
.supporter p{margin:.35rem 0}
.supporter blockquote{margin:.5rem 0;padding-left:1rem;border-left:3px solid var(--color-line,#e4dccb)}
.supporter .muted{color:var(--color-muted,#5c5648)}
.supporter .status{display:inline-block;border-radius:999px;padding:.15rem .7rem;font-family:var(--font-sans,sans-serif);font-weight:600;font-size:.9rem;background:#d5ecdf;color:#0b3424;margin-right:.35rem;vertical-align:middle}
.supporter .status.off{background:#f3ecdc;color:#1d1b16}
.supporter .test{background:#fdf3d7;color:#5a4005}
.supporter .notice{border-left:4px solid #177048;background:#eef7f2;padding:.75rem 1rem;border-radius:.5rem;margin-bottom:1rem}
.supporter .problem{border-left:4px solid #b42318;background:#fdf1f0;padding:.75rem 1rem;border-radius:.5rem;margin-bottom:1rem;color:#8a1a12;font-weight:600}
.supporter table{width:100%;border-collapse:collapse}
.supporter th,.supporter td{padding:.5rem 0;border-bottom:1px solid var(--color-line,#e4dccb);text-align:left;vertical-align:top}
.supporter td.amount,.supporter th.amount{text-align:right;white-space:nowrap;padding-left:1rem}
.supporter tfoot th,.supporter tfoot td{border-bottom:0;font-weight:700}
.supporter .detail{display:block;color:var(--color-muted,#5c5648);font-size:.9rem}
.supporter label{display:block;font-weight:600;margin:.5rem 0 .25rem}
.supporter input,.supporter textarea{font:inherit;padding:.6rem .75rem;border:2px solid var(--color-muted,#5c5648);border-radius:.75rem;width:100%;max-width:20rem;background:#fff}
.supporter textarea{max-width:100%;min-height:10rem;resize:vertical}
.supporter input[aria-invalid=true],.supporter textarea[aria-invalid=true]{border-color:#b42318}
.supporter .hint{color:var(--color-muted,#5c5648);font-size:.9rem;margin:.1rem 0 .25rem}
.supporter .trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.supporter .field-error{color:#b42318;font-weight:600;margin:.25rem 0}
.supporter button,.supporter .button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;font:inherit;font-weight:600;padding:.55rem 1.25rem;border-radius:999px;border:2px solid var(--color-evergreen-700,#125a3a);background:var(--color-evergreen-700,#125a3a);color:#fff;cursor:pointer;text-decoration:none;margin:.35rem .35rem .35rem 0}
.supporter button:hover,.supporter .button:hover{background:var(--color-evergreen-800,#0e4630);border-color:var(--color-evergreen-800,#0e4630)}
.supporter button.secondary,.supporter .button.secondary{background:#fff;color:var(--color-evergreen-700,#125a3a)}
.supporter button.secondary:hover,.supporter .button.secondary:hover{background:var(--color-evergreen-50,#eef7f2)}
.supporter button.danger{background:#b42318;border-color:#b42318}
.supporter .row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}
.supporter .row form{margin:0}
.supporter a:not(.button){color:var(--color-evergreen-800,#0e4630);font-weight:500;text-decoration:underline;text-underline-offset:2px}
.supporter ul.plain{list-style:none;padding:0;margin:0}
.supporter ul.plain>li{padding:.6rem 0;border-bottom:1px solid var(--color-line,#e4dccb)}
.supporter ul.plain>li:last-child{border-bottom:0}
@media print{header,footer,form,.no-print{display:none!important}.supporter .card{border:0;padding:0;box-shadow:none}body{background:#fff}}
`;

const rawHtml = (markup: string) => new SafeHtml(markup);

/** A page with the site's name at the top (and, when given, a sign-out button). */
export function supporterPage(
  reply: FastifyReply,
  title: string,
  body: SafeHtml,
  publicUrl: string,
  status = 200,
  options: { signOut?: boolean; formAction?: string[]; indexable?: boolean; frame?: SiteFrame } = {},
) {
  // Their links carry tokens: no other site learns the address. Not no-referrer, which would
  // also make the browser send "Origin: null" with the page's own forms, and they'd be refused.
  reply.header("referrer-policy", "same-origin");
  const signOut = options.signOut ? html`<form method="post" action="/account/sign-out"><button type="submit">Sign out</button></form>` : "";
  if (options.frame) {
    const { frame } = options;
    return sendPage(
      reply,
      {
        title: `${title} · ${siteConfig.name}`,
        style: framedStyle,
        stylesheet: frame.stylesheet,
        ...(options.formAction && { formAction: options.formAction }),
        ...(options.indexable && { indexable: true }),
        // The frame is the site's own rendered HTML (escaped when it was rendered), not anything typed here.
        body: html`${rawHtml(frame.skipLinks)}<div class="flex min-h-dvh flex-col">${rawHtml(frame.header)}<main id="main-content" tabindex="-1" class="flex-1 outline-none"><div class="supporter">${
          options.signOut ? html`<div class="account-bar"><form method="post" action="/account/sign-out"><button type="submit" class="secondary">Sign out</button></form></div>` : ""
        }${body}</div></main>${rawHtml(frame.footer)}</div>`,
      },
      status,
    );
  }
  return sendPage(
    reply,
    {
      title: `${title} · ${siteConfig.name}`,
      style,
      ...(options.formAction && { formAction: options.formAction }),
      ...(options.indexable && { indexable: true }),
      body: html`<header><a href="${publicUrl}/">${siteConfig.name}</a>${signOut}</header><main>${body}</main>`,
    },
    status,
  );
}
