// /admin/pages/:key: one page's editor, drawn from its template (core/pages/template.ts): each
// section and slot with its label, counter and limits, the search engines' title and description,
// the publishing panel and the history. What the form holds is checked here with the server's own
// check before it is sent, and the server's messages land on their fields by the path it names.
// Every change names the version the form was opened from: a save made from an older one is
// refused (409), what the person typed stays, and they can look at the newer version and choose.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useBlocker, useParams } from "react-router";
import { contentChanges, sameContent } from "@core/pages/diff";
import { isPageKey, pageTemplates } from "@core/pages/registry";
import { checkPageContent, META_LIMITS, type PageContent, type PageTemplate } from "@core/pages/template";
import type { AdminPage as AdminPageData } from "@core/schemas/admin-pages";
import { Button } from "~/components/ui/button";
import { ApiError, messageOf } from "../../api";
import { AdminPage, ErrorNotice, InfoNotice } from "../../components/page";
import { CountedField } from "./counted-field";
import {
  cancelSchedule,
  draftOf,
  liveOf,
  previewUrl,
  publishPage,
  readPage,
  restoreVersion,
  saveDraft,
  schedulePage,
} from "./api";
import { errorsOf, errorsWithoutItem, fieldId, getAt, setAt, type FieldErrors } from "./content-form";
import { ChangeList, PageHistory } from "./history";
import { PageStatusBadges } from "./list";
import { PublishingPanel, type PublishAction, type ScheduleErrors } from "./publishing";
import { SectionEditor } from "./slot-fields";
import { SocialImageField } from "./image-slot";

/** Where each field is, as the error summary names it: "Our values › Value card 2 › Title". */
function fieldLabel(template: PageTemplate, field: string): string {
  if (field === "meta.title") return "Title for search engines";
  if (field === "meta.description") return "Description for search engines";
  const [, sectionKey, ...rest] = field.split(".");
  const section = template.sections[sectionKey ?? ""];
  if (!section) return "The page";
  const words = [section.label];
  let slots = section.slots as Record<
    string,
    { label: string; kind: string; itemLabel?: string; item?: Record<string, { label: string }> }
  >;
  for (let i = 0; i < rest.length; i++) {
    const slot = slots[rest[i]!];
    if (!slot) break;
    words.push(slot.label);
    if (slot.kind === "list" && slot.item && /^\d+$/.test(rest[i + 1] ?? "")) {
      words.push(`${slot.itemLabel!.charAt(0).toUpperCase()}${slot.itemLabel!.slice(1)} ${Number(rest[i + 1]) + 1}`);
      slots = slot.item as typeof slots;
      i++;
    }
  }
  return words.join(" › ");
}

/** Focus a field named in the summary: its control, or its group. */
function focusField(field: string) {
  let path = field;
  while (path) {
    const element = document.getElementById(fieldId(path));
    if (element) {
      const control = element.matches("input, select, textarea, [contenteditable], fieldset")
        ? element
        : element.querySelector<HTMLElement>("input, select, textarea, [contenteditable]");
      (control ?? element).focus();
      (control ?? element).scrollIntoView({ block: "center" });
      return;
    }
    path = path.split(".").slice(0, -1).join(".");
  }
}

export function SitePageEditPage() {
  const { key = "" } = useParams();
  const template: PageTemplate | undefined = isPageKey(key) ? pageTemplates[key] : undefined;
  const [page, setPage] = useState<AdminPageData | undefined>();
  const [content, setContent] = useState<PageContent | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [scheduleErrors, setScheduleErrors] = useState<ScheduleErrors>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState<PublishAction | undefined>();
  /** A save was refused: someone else's save came first. */
  const [conflict, setConflict] = useState(false);
  /** The newer version, once asked for. */
  const [newer, setNewer] = useState<AdminPageData | undefined>();
  /** A restore asked for while the form held unsaved changes: confirmed first. */
  const [restoreAsked, setRestoreAsked] = useState<number | undefined>();
  const [historyRead, setHistoryRead] = useState(0);

  const opened = useCallback((loaded: AdminPageData) => {
    setPage(loaded);
    setContent(draftOf(loaded));
  }, []);
  useEffect(() => {
    readPage(key)
      .then(opened)
      .catch((caught: unknown) => setProblem(messageOf(caught)));
  }, [key, opened]);

  // What a save, publish or refusal says is at the top of the page: brought into view, since the
  // buttons may be far below it (after the fields, on a phone).
  const messages = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem || notice) messages.current?.scrollIntoView({ block: "nearest" });
  }, [problem, notice]);

  const dirty = Boolean(page && content && !sameContent(content, draftOf(page)));
  // Leaving for another back-office page with unsaved words asks first (below); so does closing
  // or reloading the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (blocker.state === "blocked") stay.current?.focus();
  }, [blocker.state]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const back = (
    <Link to="/pages" className="underline">
      Back to pages
    </Link>
  );
  if (!template || !page || !content) {
    return (
      <AdminPage title={template?.name ?? "Page"}>
        {!template ? (
          <ErrorNotice>There is no page called {key}.</ErrorNotice>
        ) : problem ? (
          <ErrorNotice>{problem}</ErrorNotice>
        ) : (
          <p role="status">Loading the page…</p>
        )}
        {back}
      </AdminPage>
    );
  }

  const change = (path: string, value: unknown) =>
    setContent((current) => (current ? setAt(current, path, value) : current));
  const listChanged = (path: string, items: unknown[], removed?: number) => {
    change(path, items);
    // The messages of the cards that moved no longer match their places.
    setErrors((current) =>
      removed === undefined
        ? Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(`${path}.`)))
        : errorsWithoutItem(current, path, removed),
    );
  };

  function clearMessages() {
    setNotice(undefined);
    setProblem(undefined);
    setScheduleErrors({});
  }

  /** The form's content, or undefined after marking what is wrong (the server's own check, run here first). */
  function checkedContent(): PageContent | undefined {
    const result = checkPageContent(template!, content);
    if (result.issues.length === 0) {
      setErrors({});
      return content;
    }
    setErrors(errorsOf(result.issues));
    setProblem("Some of the page needs changing first: see the fields marked below.");
    return undefined;
  }

  /** A refusal, read onto the form: conflicts keep what was typed, field messages go to their fields. */
  function refused(caught: unknown) {
    if (caught instanceof ApiError && caught.status === 409) {
      setConflict(true);
      setNewer(undefined);
      setProblem(caught.fieldMessage("version") ?? caught.message);
      return;
    }
    if (caught instanceof ApiError && caught.issues.length) {
      setErrors(errorsOf(caught.issues.filter((issue) => issue.field !== "date" && issue.field !== "time")));
      setScheduleErrors({ date: caught.fieldMessage("date"), time: caught.fieldMessage("time") });
    }
    setProblem(messageOf(caught));
  }

  async function run(action: PublishAction, work: () => Promise<void>) {
    clearMessages();
    setBusy(action);
    try {
      await work();
    } catch (caught) {
      refused(caught);
    } finally {
      setBusy(undefined);
    }
  }

  const saved = (result: AdminPageData, message: string) => {
    opened(result);
    setConflict(false);
    setNewer(undefined);
    setNotice(message);
  };

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkedContent();
    if (!checked) return;
    void run("save", async () =>
      saved(
        await saveDraft(key, page!.version, checked),
        "Draft saved. Visitors still see the page as it was: preview it, then publish.",
      ),
    );
  }

  function publish() {
    const checked = checkedContent();
    if (!checked) return;
    void run("publish", async () => {
      const result = await publishPage(key, page!.version, checked);
      saved(result, `Published: ${template!.path} shows it within seconds.`);
      setHistoryRead((n) => n + 1);
    });
  }

  function preview() {
    // The tab opens on the click itself (a browser allows that), then shows the draft once saved.
    const tab = window.open("about:blank", "_blank");
    if (!dirty) {
      if (tab) tab.location.href = previewUrl(key);
      return;
    }
    const checked = checkedContent();
    if (!checked) return tab?.close();
    void run("preview", async () => {
      try {
        saved(
          await saveDraft(key, page!.version, checked),
          "Draft saved and opened in a preview tab. Visitors still see the page as it was.",
        );
        if (tab) tab.location.href = previewUrl(key);
      } catch (caught) {
        tab?.close();
        throw caught;
      }
    });
  }

  function schedule(date: string, time: string) {
    const checked = checkedContent();
    if (!checked) return;
    void run("schedule", async () =>
      saved(
        await schedulePage(key, page!.version, checked, date, time),
        "Scheduled. The page as it is now in this form is published then.",
      ),
    );
  }

  function cancel() {
    void run("cancel-schedule", async () =>
      saved(await cancelSchedule(key, page!.version), "The schedule is cancelled: nothing will be published then."),
    );
  }

  function restore(number: number) {
    if (dirty && restoreAsked !== number) {
      setRestoreAsked(number);
      return;
    }
    setRestoreAsked(undefined);
    void run("restore", async () => {
      const result = await restoreVersion(key, page!.version, number);
      setErrors({});
      saved(
        result,
        `${number === 0 ? "The installed words are" : `Version ${number} is`} now the draft. Visitors still see what was live until you publish.`,
      );
      setHistoryRead((n) => n + 1);
      window.scrollTo({ top: 0 });
    });
  }

  async function seeNewer() {
    try {
      setNewer(await readPage(key));
    } catch (caught) {
      setProblem(messageOf(caught));
    }
  }

  const errorList = Object.entries(errors);
  const sections = content.sections as Record<string, Record<string, unknown>>;
  const fieldProps = { errors, onChange: change, onListChanged: listChanged, disabled: busy !== undefined };

  return (
    <AdminPage title={template.name} intro={`${template.path} · the page's words and pictures`} actions={back}>
      <PageStatusBadges page={page} />
      <div ref={messages} className="space-y-6 empty:hidden">
        {notice && <InfoNotice>{notice}</InfoNotice>}
        <ErrorNotice>
          {problem && (
            <>
              <p>{problem}</p>
              {errorList.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {errorList.map(([field, message]) => (
                    <li key={field}>
                      <a
                        href={`#${fieldId(field)}`}
                        className="underline"
                        onClick={(event) => {
                          event.preventDefault();
                          focusField(field);
                        }}
                      >
                        {fieldLabel(template, field)}: {message}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {conflict && !newer && (
                <Button type="button" size="sm" variant="outline" className="mt-2" onClick={() => void seeNewer()}>
                  See their version
                </Button>
              )}
            </>
          )}
        </ErrorNotice>
      </div>
      {conflict && newer && (
        <section aria-labelledby="newer-heading" className="card space-y-4 border-gold-500 p-4 sm:p-6">
          <h2 id="newer-heading" className="text-lg font-semibold text-ink">
            Their version and yours
          </h2>
          <p className="text-sm text-muted">
            Saved {newer.draftSavedBy ? `by ${newer.draftSavedBy} ` : ""}after you opened the page. Where it differs
            from what is in your form:
          </p>
          <ChangeList
            changes={contentChanges(template, draftOf(newer), content)}
            beforeLabel="Theirs"
            afterLabel="Yours"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              onClick={() => {
                // Their version is the one the form now builds on; what was typed stays, to be saved over it.
                setPage(newer);
                setConflict(false);
                setNewer(undefined);
                setProblem(undefined);
                setNotice("Your words are kept. Save the draft or publish to put them in place of theirs.");
              }}
            >
              Keep mine
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => saved(newer, "Their version is in the form now; your changes are gone.")}
            >
              Use theirs
            </Button>
          </div>
        </section>
      )}
      <form onSubmit={save} noValidate className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-6">
          {Object.entries(template.sections).map(([sectionKey, section]) => (
            <SectionEditor
              key={sectionKey}
              sectionKey={sectionKey}
              section={section}
              value={sections[sectionKey] ?? {}}
              {...fieldProps}
            />
          ))}
          <section aria-labelledby="search-heading" className="card min-w-0 space-y-4 p-4 sm:p-6">
            <div>
              <h2 id="search-heading" className="text-lg font-semibold text-ink">
                Search engines
              </h2>
              <p className="mt-1 text-sm text-muted">
                How the page shows in search results and browser tabs (the site&rsquo;s name is added after the title).
              </p>
            </div>
            <CountedField
              id={fieldId("meta.title")}
              label="Title for search engines"
              value={String(getAt(content, "meta.title") ?? "")}
              max={META_LIMITS.title}
              error={errors["meta.title"]}
              onChange={(value) => change("meta.title", value)}
              disabled={busy !== undefined}
            />
            <CountedField
              id={fieldId("meta.description")}
              label="Description for search engines"
              value={String(getAt(content, "meta.description") ?? "")}
              max={META_LIMITS.description}
              error={errors["meta.description"]}
              onChange={(value) => change("meta.description", value)}
              disabled={busy !== undefined}
            />
            <div id={fieldId("meta.socialImage")}>
              <SocialImageField
                value={(getAt(content, "meta.socialImage") as string | null | undefined) ?? null}
                error={errors["meta.socialImage"]}
                onChange={(value) => change("meta.socialImage", value)}
              />
            </div>
          </section>
        </div>
        {/* After the fields on a phone, like a form's buttons; beside them on a desk, where it stays in view. */}
        <div className="min-w-0 space-y-6">
          <div className="space-y-6 lg:sticky lg:top-20">
            <PublishingPanel
              page={page}
              dirty={dirty}
              busy={busy}
              scheduleErrors={scheduleErrors}
              onAction={(action) => (action === "preview" ? preview() : action === "publish" ? publish() : cancel())}
              onSchedule={schedule}
            />
          </div>
        </div>
      </form>
      {restoreAsked !== undefined && (
        <div role="alert" className="card space-y-3 border-gold-500 p-4">
          <p className="text-sm font-medium text-ink">
            The form has changes you haven&rsquo;t saved. Restoring{" "}
            {restoreAsked === 0 ? "the installed words" : `version ${restoreAsked}`} replaces them.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => restore(restoreAsked)}>
              Restore {restoreAsked === 0 ? "the installed words" : `version ${restoreAsked}`}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setRestoreAsked(undefined)}>
              Keep editing
            </Button>
          </div>
        </div>
      )}
      {blocker.state === "blocked" && (
        <div
          role="alertdialog"
          aria-labelledby="leave-heading"
          className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white p-4 shadow-card"
        >
          <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3">
            <p id="leave-heading" className="min-w-0 flex-1 font-medium text-ink">
              Leave this page? Your changes to {template.name} are not saved.
            </p>
            <Button ref={stay} type="button" size="sm" onClick={() => blocker.reset()}>
              Stay and keep editing
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => blocker.proceed()}>
              Leave without saving
            </Button>
          </div>
        </div>
      )}
      <PageHistory
        pageKey={key}
        template={template}
        live={liveOf(page)}
        read={historyRead}
        busy={busy !== undefined}
        onRestore={restore}
      />
    </AdminPage>
  );
}
