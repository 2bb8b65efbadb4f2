// The newsletter's body: Tiptap limited to what core/pages/rich-text.ts keeps (paragraphs, second-
// and third-level headings, bulleted and numbered lists, bold, italic, links). Its JSON is what the
// server checks and stores; the server refuses anything else with the place named. A stand-in
// until the pages' shared editor lands: the two should become one component.
import { EditorContent, useEditor, type Editor, type JSONContent } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId } from "react";
import { Label, FieldError } from "~/components/ui/field";
import { cn } from "~/lib/utils";

function Tool({ label, active, onClick }: { label: string; active?: boolean; onClick(): void }) {
  return (
    <button
      type="button"
      aria-pressed={active === undefined ? undefined : active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn("rounded-md border border-line px-2.5 py-1 text-sm font-medium", active ? "bg-evergreen-700 text-white" : "bg-white text-ink hover:bg-sand")}
    >
      {label}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  function link() {
    const current = editor.getAttributes("link").href as string | undefined;
    const href = window.prompt("Where does the link go? (https://…, mailto:…, tel:… or a page of this site, like /connect)", current ?? "https://");
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  }
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1.5 border-b border-line bg-paper p-2">
      <Tool label="Bold" active={editor.isActive("bold")} onClick={() => chain().toggleBold().run()} />
      <Tool label="Italic" active={editor.isActive("italic")} onClick={() => chain().toggleItalic().run()} />
      <Tool label="Heading" active={editor.isActive("heading", { level: 2 })} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <Tool label="Subheading" active={editor.isActive("heading", { level: 3 })} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <Tool label="Bulleted list" active={editor.isActive("bulletList")} onClick={() => chain().toggleBulletList().run()} />
      <Tool label="Numbered list" active={editor.isActive("orderedList")} onClick={() => chain().toggleOrderedList().run()} />
      <Tool label={editor.isActive("link") ? "Change link" : "Link"} onClick={link} />
    </div>
  );
}

export function BodyEditor({ value, onChange, error, readOnly = false }: { value: JSONContent; onChange(doc: JSONContent): void; error?: string; readOnly?: boolean }) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    immediatelyRender: true,
    editable: !readOnly,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // A line break inside a paragraph isn't kept: Enter starts a new paragraph.
        hardBreak: false,
        link: { openOnClick: false, autolink: false, protocols: ["mailto", "tel"] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error && { "aria-invalid": "true", "aria-describedby": errorId }),
        class: "prose-newsletter min-h-64 p-3 outline-none focus-visible:ring-2 focus-visible:ring-gold-500",
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON()),
  });
  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);
  return (
    <div>
      <Label id={labelId}>Message body</Label>
      <div className={cn("mt-1.5 overflow-hidden rounded-lg border-2 bg-white", error ? "border-danger" : "border-line")}>
        {editor && !readOnly && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
