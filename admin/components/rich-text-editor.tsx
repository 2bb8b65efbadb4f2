// Rich text as staff write it (docs/decisions/0038-tiptap-for-rich-text.md): a Tiptap editor
// limited to what core/pages/rich-text.ts allows where it stands (paragraphs, bold, italic and
// links everywhere; headings and lists only where the slot says), so nothing typed or pasted can
// be something the server would refuse. It hands back the stored shape (`RichTextDoc`), never
// HTML, with a counter against the slot's limit, and checks a link as it is typed with the
// server's own checkLink. Used by the page editor and the newsletter editor; in the back office's
// bundle only.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Link from "@tiptap/extension-link";
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered } from "lucide-react";
import { checkLink } from "@core/pages/links";
import { checkRichText, richTextLength, type RichTextDoc, type RichTextRules } from "@core/pages/rich-text";
import { Button } from "~/components/ui/button";
import { FieldError, FieldHint, Label, TextField } from "~/components/ui/field";
import { cn } from "~/lib/utils";

export interface RichTextEditorProps {
  label: string;
  /** One line under the label, for what it can't say. */
  hint?: string;
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  /** What this place allows (the slot's headings, lists and length). */
  rules: RichTextRules;
  /** The server's (or the form's) message for this field. */
  error?: string;
  /** The editable area's id, so an error summary can link to it. */
  id?: string;
  disabled?: boolean;
}

/** A document ProseMirror can open: it needs at least one block. */
function editable(doc: RichTextDoc): RichTextDoc {
  return doc.content.length ? doc : { type: "doc", content: [{ type: "paragraph" }] };
}

/**
 * The editor's JSON in the stored shape: Tiptap's extra attributes (a link's target, a list's
 * start) left out and empty paragraphs at the ends dropped, exactly as the server will keep it.
 * Only the shape: limits are for the counter and the server to say, so nothing typed is lost.
 */
function storedShape(json: unknown): RichTextDoc {
  const checked = checkRichText(json, { maxLength: Number.MAX_SAFE_INTEGER, headings: [2, 3], lists: true });
  return checked.doc ?? (json as RichTextDoc);
}

export function RichTextEditor({
  label,
  hint,
  value,
  onChange,
  rules,
  error,
  id,
  disabled = false,
}: RichTextEditorProps) {
  const ownId = useId();
  const editorId = id ?? `${ownId}-editor`;
  const labelId = `${ownId}-label`;
  const hintId = `${ownId}-hint`;
  const countId = `${ownId}-count`;
  const errorId = `${ownId}-error`;
  // The document this editor last handed out: a value that differs came from outside (a restore,
  // another person's version) and replaces what the editor shows.
  const emitted = useRef<RichTextDoc>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const headings = rules.headings ?? [];
  const describedBy = [hint ? hintId : null, countId, error ? errorId : null].filter(Boolean).join(" ");

  const editor = useEditor(
    {
      content: editable(value),
      editable: !disabled,
      extensions: [
        StarterKit.configure({
          // What the site's rich text has no place for (core/pages/rich-text.ts): not offered, and
          // dropped when pasted, so what staff see is what is saved.
          blockquote: false,
          code: false,
          codeBlock: false,
          hardBreak: false,
          horizontalRule: false,
          strike: false,
          underline: false,
          trailingNode: false,
          link: false,
          heading: headings.length ? { levels: [...headings] } : false,
          bulletList: rules.lists ? {} : false,
          orderedList: rules.lists ? {} : false,
          listItem: rules.lists ? {} : false,
          listKeymap: rules.lists ? {} : false,
        }),
        Link.configure({
          openOnClick: false,
          autolink: false,
          // A pasted link is kept only where the server would keep it.
          isAllowedUri: (url) => checkLink(url).ok,
          HTMLAttributes: { target: null, rel: null, class: null },
        }),
      ],
      editorProps: {
        attributes: {
          id: editorId,
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          "aria-describedby": describedBy,
          ...(error && { "aria-invalid": "true" }),
          class: "rich-text-editor-content",
        },
      },
      onUpdate: ({ editor: changed }) => {
        const doc = storedShape(changed.getJSON());
        emitted.current = doc;
        onChangeRef.current(doc);
      },
    },
    // The schema follows the slot's rules; they don't change while a page is open.
    [headings.join(","), Boolean(rules.lists)],
  );

  // A new value from outside (a restore, a reload) replaces the editor's document.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(editable(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  // The ARIA wiring changes with the error: ProseMirror reads its attributes on each update.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          id: editorId,
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          "aria-describedby": describedBy,
          ...(error && { "aria-invalid": "true" }),
          class: "rich-text-editor-content",
        },
      },
    });
  }, [editor, editorId, labelId, describedBy, error]);

  const length = richTextLength(value);
  const over = length - rules.maxLength;

  return (
    <div className="rich-text-editor">
      {/* Names the editable area through aria-labelledby (it is no form control); a click focuses it. */}
      <Label id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </Label>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div
        className={cn(
          "mt-1.5 rounded-lg border bg-white shadow-xs focus-within:border-evergreen-600",
          error ? "border-danger" : "border-line",
          disabled && "opacity-60",
        )}
      >
        {editor && (
          <Toolbar editor={editor} label={label} headings={headings} lists={Boolean(rules.lists)} disabled={disabled} />
        )}
        <EditorContent editor={editor} />
      </div>
      <p
        id={countId}
        className={cn("mt-1.5 text-sm tabular-nums", over > 0 ? "font-medium text-danger" : "text-muted")}
      >
        {over > 0
          ? `${length} of ${rules.maxLength} characters: ${over} too many`
          : `${length} of ${rules.maxLength} characters`}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

function ToolbarButton({
  label,
  pressed,
  onClick,
  disabled,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      disabled={disabled}
      // Keep the text's selection: the button acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-sand disabled:opacity-50",
        pressed && "bg-evergreen-100 text-evergreen-900",
      )}
    >
      {children}
    </button>
  );
}

function Toolbar({
  editor,
  label,
  headings,
  lists,
  disabled,
}: {
  editor: Editor;
  label: string;
  headings: readonly (2 | 3)[];
  lists: boolean;
  disabled: boolean;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
      href: (e.getAttributes("link").href as string | undefined) ?? "",
    }),
  });
  const [linking, setLinking] = useState(false);
  const icon = "size-5";
  return (
    <div className="border-b border-line">
      <div role="toolbar" aria-label={`Formatting: ${label}`} className="flex flex-wrap gap-0.5 p-1">
        <ToolbarButton
          label="Bold"
          pressed={state.bold}
          disabled={disabled}
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          <Bold aria-hidden="true" className={icon} />
        </ToolbarButton>
        <ToolbarButton
          label="Italic"
          pressed={state.italic}
          disabled={disabled}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          <Italic aria-hidden="true" className={icon} />
        </ToolbarButton>
        {headings.includes(2) && (
          <ToolbarButton
            label="Heading"
            pressed={state.h2}
            disabled={disabled}
            onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
          >
            <Heading2 aria-hidden="true" className={icon} />
          </ToolbarButton>
        )}
        {headings.includes(3) && (
          <ToolbarButton
            label="Subheading"
            pressed={state.h3}
            disabled={disabled}
            onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
          >
            <Heading3 aria-hidden="true" className={icon} />
          </ToolbarButton>
        )}
        {lists && (
          <>
            <ToolbarButton
              label="Bulleted list"
              pressed={state.bullet}
              disabled={disabled}
              onClick={() => editor.chain().focus().toggleBulletList().run()}
            >
              <List aria-hidden="true" className={icon} />
            </ToolbarButton>
            <ToolbarButton
              label="Numbered list"
              pressed={state.ordered}
              disabled={disabled}
              onClick={() => editor.chain().focus().toggleOrderedList().run()}
            >
              <ListOrdered aria-hidden="true" className={icon} />
            </ToolbarButton>
          </>
        )}
        <ToolbarButton
          label={state.link ? "Change the link" : "Link"}
          pressed={state.link}
          disabled={disabled}
          onClick={() => setLinking((open) => !open)}
        >
          <Link2 aria-hidden="true" className={icon} />
        </ToolbarButton>
      </div>
      {linking && <LinkForm editor={editor} current={state.href} onDone={() => setLinking(false)} />}
    </div>
  );
}

/** Where the selected words lead: checked as typed, with the message the server would give. */
function LinkForm({ editor, current, onDone }: { editor: Editor; current: string; onDone: () => void }) {
  const [href, setHref] = useState(current);
  const [touched, setTouched] = useState(false);
  const checked = checkLink(href);
  const message = (touched || href) && !checked.ok ? checked.message : undefined;

  function apply(event: { preventDefault(): void }) {
    event.preventDefault();
    setTouched(true);
    if (!checked.ok) return;
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the linked words.
      chain
        .insertContent({ type: "text", text: checked.href, marks: [{ type: "link", attrs: { href: checked.href } }] })
        .run();
    } else {
      chain.extendMarkRange("link").setLink({ href: checked.href }).run();
    }
    onDone();
  }

  return (
    // Not a <form>: the editor sits inside the page's own form, and forms don't nest.
    <div
      className="flex flex-wrap items-end gap-2 p-2"
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target instanceof HTMLInputElement) apply(event);
        if (event.key === "Escape") {
          event.preventDefault();
          editor.commands.focus();
          onDone();
        }
      }}
    >
      <TextField
        label="Link address"
        hint="https://…, mailto:…, tel:… or a page of this site, like /connect"
        value={href}
        onChange={(event) => setHref(event.target.value)}
        onBlur={() => setTouched(true)}
        error={message}
        className="min-w-0 flex-1 basis-64"
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={apply}>
          Apply link
        </Button>
        {current && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onDone();
            }}
          >
            Remove link
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            editor.commands.focus();
            onDone();
          }}
        >
          Cancel
        </Button>
      </div>
    </div>
  );
}
