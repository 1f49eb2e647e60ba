// A file field's control: the picker and its drop zone, then the chosen files and the uploads still on
// their way. In an MCP Apps host a file is answered by its name, size and type; on a delivery page each
// file's bytes go to the page's server first, and the file joins the answer with the server's fileKey
// once stored (docs/nuwax-ask-question.md "Delivery modes", what the agent receives).
import { useState } from "preact/hooks";
import { CONSTANTS, type FileValue } from "../../../../generated/types.js";
import type { UiStrings } from "../../../contract/ui-strings.js";
import type { ResolvedFormField } from "../../../contract/widgets.js";
import { AlertIcon, CloseIcon, FileIcon, UploadIcon } from "../../../shared/ui/icons";
import { formatBytes, type ControlValue } from "../../answers.js";
import { transport, UploadRefused } from "../transport";
import type { ControlAria } from "./Field";
import { FileDrop } from "./FileDrop";

/** A chosen file on its way to the page's server, or refused by it. */
interface PendingUpload {
  id: number;
  name: string;
  failed?: string;
}
let uploadSeq = 0;

interface FileControlProps {
  field: ResolvedFormField;
  value: ControlValue;
  getAnswer: (name: string) => ControlValue;
  setAnswer: (name: string, value: ControlValue) => void;
  trackUpload: (delta: 1 | -1) => void;
  strings: UiStrings;
  common: ControlAria;
}

export function FileControl({ field, value, getAnswer, setAnswer, trackUpload, strings, common }: FileControlProps) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const id = `field-${field.name}`;
  const f = field as Record<string, unknown>;
  const files = Array.isArray(value) ? (value as FileValue[]) : [];
  const multiple = f.multiple === true;
  const maxFileSize = typeof f.maxFileSize === "number" ? f.maxFileSize : undefined;
  const tooLarge = (limit: number) => strings.problemFileTooLarge({ size: formatBytes(limit) });
  const add = (list: FileList | null | undefined) => {
    const chosen = Array.from(list ?? []);
    const upload = transport.upload;
    if (!upload) {
      const added = chosen.map((file): FileValue => ({ name: file.name, size: file.size, type: file.type }));
      if (added.length) setAnswer(field.name, multiple ? [...files, ...added] : added.slice(0, 1));
      return;
    }
    for (const file of multiple ? chosen : chosen.slice(0, 1)) {
      const id = ++uploadSeq;
      const limit = maxFileSize ?? CONSTANTS.maxUploadBytes;
      if (file.size > limit) {
        setPending((p) => [...p, { id, name: file.name, failed: tooLarge(limit) }]);
        continue;
      }
      setPending((p) => [...p, { id, name: file.name }]);
      trackUpload(1);
      upload(field.name, file)
        .then(
          (value) => {
            setPending((p) => p.filter((u) => u.id !== id));
            const current = getAnswer(field.name);
            const list = Array.isArray(current) ? (current as FileValue[]) : [];
            setAnswer(field.name, multiple ? [...list, value] : [value]);
          },
          (error: unknown) => {
            const limitHit = error instanceof UploadRefused ? error.maxFileSize : undefined;
            setPending((p) =>
              p.map((u) => (u.id === id ? { ...u, failed: limitHit !== undefined ? tooLarge(limitHit) : strings.uploadFailed({ name: file.name }) } : u)),
            );
          },
        )
        .finally(() => trackUpload(-1));
    }
  };
  const picker = (
    <FileDrop onFiles={add}>
      <label class="file-button">
        <input
          id={id}
          type="file"
          accept={typeof f.accept === "string" ? f.accept : undefined}
          multiple={multiple}
          onChange={(e) => {
            add(e.currentTarget.files);
            e.currentTarget.value = "";
          }}
          {...common}
        />
        <UploadIcon />
        {strings.chooseFile}
      </label>
      <span class="hint">{strings.uploadDragText}</span>
    </FileDrop>
  );
  if (files.length === 0 && pending.length === 0) return picker;
  return (
    <>
      {picker}
      <ul class="file-list">
        {pending.map((upload) => (
          <li key={`pending-${upload.id}`} class={upload.failed ? "upload-failed" : "uploading"}>
            {upload.failed ? <AlertIcon /> : <FileIcon />}
            <span class="file-name">{upload.name}</span>
            <span class={upload.failed ? "file-size error-text" : "file-size"} role={upload.failed ? "alert" : "status"}>
              {upload.failed ?? strings.uploading}
            </span>
            {upload.failed ? (
              <button
                type="button"
                class="ghost icon-only"
                aria-label={strings.removeFile({ name: upload.name })}
                onClick={() => setPending((p) => p.filter((u) => u.id !== upload.id))}
              >
                <CloseIcon />
              </button>
            ) : null}
          </li>
        ))}
        {files.map((file, i) => (
          <li key={`${file.name}-${i}`}>
            <FileIcon />
            <span class="file-name">{file.name}</span>
            {typeof file.size === "number" ? <span class="file-size">{formatBytes(file.size)}</span> : null}
            <button
              type="button"
              class="ghost icon-only"
              aria-label={strings.removeFile({ name: String(file.name ?? "") })}
              onClick={() =>
                setAnswer(
                  field.name,
                  files.filter((_, j) => j !== i),
                )
              }
            >
              <CloseIcon />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
