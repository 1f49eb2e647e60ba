// The file picker's drop zone: files dropped on it are added like files chosen with its button
// (not while the form is disabled).
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";

export function FileDrop({ onFiles, children }: { onFiles: (files: FileList | null | undefined) => void; children: ComponentChildren }) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      class={`file-drop${dragging ? " dragging" : ""}`}
      onDragOver={(e) => {
        if (!e.dataTransfer?.types.includes("Files")) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (!(e.currentTarget as HTMLElement).querySelector("input:disabled")) onFiles(e.dataTransfer?.files);
      }}
    >
      {children}
    </div>
  );
}
