// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
//
// Data only: the answer-message templates (x-nuwax.messages, x-nuwax.messageKeys), the openings and
// markers older clients wrote (x-nuwax.historicalSignatures, x-nuwax.requestIdMarkers) and how a
// chat shows attachments (x-nuwax.attachmentDisplay). Each template is stored as its parts, text and
// placeholder names alternating (text first). The code that fills them lives in the runtime kit.

/** Locales with answer-message templates, in contract order (BCP 47 tags as the nuwax clients use them). */
export const MESSAGE_LOCALES = ["zh-CN", "zh-TW", "zh-HK", "en-US", "ja-JP"] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** Locale tags mapped to a template locale before falling back to the primary language (x-nuwax.localeAliases). */
export const LOCALE_ALIASES: Readonly<Record<string, MessageLocale>> = {
  zh: "zh-CN",
  "zh-Hans": "zh-CN",
  "zh-SG": "zh-CN",
  "zh-Hant": "zh-TW",
  "zh-Hant-HK": "zh-HK",
  "zh-MO": "zh-HK",
  en: "en-US",
  ja: "ja-JP",
};

/** The contract's default locale (x-nuwax.constants.defaultLocale). */
export const DEFAULT_MESSAGE_LOCALE: MessageLocale = "zh-CN";

/** The message templates of one locale, filled (see x-nuwax.messageKeys for what each says). */
export interface MessageCatalog {
  submittedHeader: (vars: { title: string }) => string;
  fieldLine: (vars: { label: string; value: string }) => string;
  emptyForm: (vars: { title: string }) => string;
  cancelled: (vars: { title: string }) => string;
  skipped: (vars: { title: string }) => string;
  timedOut: (vars: { title: string }) => string;
  defaultTitle: string;
  notProvided: string;
  unknownFile: string;
  filePrefix: string;
  yes: string;
  no: string;
  labelSeparator: string;
  listSeparator: string;
  objectEntrySeparator: string;
  lineSeparator: string;
  headerSeparator: string;
}

/** The placeholders of each message key (x-nuwax.messageKeys[].placeholders): a key with any is a function. */
export const MESSAGE_PLACEHOLDERS: Readonly<Record<keyof MessageCatalog, readonly string[]>> = {
  submittedHeader: ["title"],
  fieldLine: ["label", "value"],
  emptyForm: ["title"],
  cancelled: ["title"],
  skipped: ["title"],
  timedOut: ["title"],
  defaultTitle: [],
  notProvided: [],
  unknownFile: [],
  filePrefix: [],
  yes: [],
  no: [],
  labelSeparator: [],
  listSeparator: [],
  objectEntrySeparator: [],
  lineSeparator: [],
  headerSeparator: [],
};

/** Every locale's templates as parts: text, placeholder name, text, … */
export const MESSAGE_TEMPLATES: Readonly<
  Record<MessageLocale, Readonly<Record<keyof MessageCatalog, readonly string[]>>>
> = {
  "zh-CN": {
    submittedHeader: ["我已填写「", "title", "」，表单内容如下："],
    fieldLine: ["", "label", "：", "value", ""],
    emptyForm: ["我已填写「", "title", "」，表单内容如下：\n（无表单内容）"],
    cancelled: ["我取消了「", "title", "」。"],
    skipped: ["我跳过了「", "title", "」。"],
    timedOut: ["「", "title", "」已超时，没有收到表单答案。"],
    defaultTitle: ["这次提问"],
    notProvided: ["未填写"],
    unknownFile: ["未知文件"],
    filePrefix: ["📎 "],
    yes: ["是"],
    no: ["否"],
    labelSeparator: ["："],
    listSeparator: ["、"],
    objectEntrySeparator: ["，"],
    lineSeparator: ["\n"],
    headerSeparator: ["\n"],
  },
  "zh-TW": {
    submittedHeader: ["我已填寫「", "title", "」，表單內容如下："],
    fieldLine: ["", "label", "：", "value", ""],
    emptyForm: ["我已填寫「", "title", "」，表單內容如下：\n（無表單內容）"],
    cancelled: ["我取消了「", "title", "」。"],
    skipped: ["我跳過了「", "title", "」。"],
    timedOut: ["「", "title", "」已逾時，沒有收到表單答案。"],
    defaultTitle: ["這次提問"],
    notProvided: ["未填寫"],
    unknownFile: ["未知檔案"],
    filePrefix: ["📎 "],
    yes: ["是"],
    no: ["否"],
    labelSeparator: ["："],
    listSeparator: ["、"],
    objectEntrySeparator: ["，"],
    lineSeparator: ["\n"],
    headerSeparator: ["\n"],
  },
  "zh-HK": {
    submittedHeader: ["我已填寫「", "title", "」，表單內容如下："],
    fieldLine: ["", "label", "：", "value", ""],
    emptyForm: ["我已填寫「", "title", "」，表單內容如下：\n（無表單內容）"],
    cancelled: ["我取消了「", "title", "」。"],
    skipped: ["我跳過了「", "title", "」。"],
    timedOut: ["「", "title", "」已逾時，沒有收到表單答案。"],
    defaultTitle: ["這次提問"],
    notProvided: ["未填寫"],
    unknownFile: ["未知檔案"],
    filePrefix: ["📎 "],
    yes: ["是"],
    no: ["否"],
    labelSeparator: ["："],
    listSeparator: ["、"],
    objectEntrySeparator: ["，"],
    lineSeparator: ["\n"],
    headerSeparator: ["\n"],
  },
  "en-US": {
    submittedHeader: ['I answered "', "title", '". Form details:'],
    fieldLine: ["", "label", ": ", "value", ""],
    emptyForm: ['I answered "', "title", '". Form details:\n(No form content)'],
    cancelled: ['I cancelled "', "title", '".'],
    skipped: ['I skipped "', "title", '".'],
    timedOut: ['"', "title", '" timed out. No form answer was received.'],
    defaultTitle: ["This question"],
    notProvided: ["Not provided"],
    unknownFile: ["Unknown file"],
    filePrefix: ["📎 "],
    yes: ["Yes"],
    no: ["No"],
    labelSeparator: [": "],
    listSeparator: [", "],
    objectEntrySeparator: ["; "],
    lineSeparator: ["\n"],
    headerSeparator: ["\n"],
  },
  "ja-JP": {
    submittedHeader: ["「", "title", "」に回答しました。フォーム内容は以下のとおりです："],
    fieldLine: ["", "label", "：", "value", ""],
    emptyForm: ["「", "title", "」に回答しました。フォーム内容は以下のとおりです：\n（フォーム内容なし）"],
    cancelled: ["「", "title", "」をキャンセルしました。"],
    skipped: ["「", "title", "」をスキップしました。"],
    timedOut: ["「", "title", "」はタイムアウトしました。フォームの回答は受信されませんでした。"],
    defaultTitle: ["この質問"],
    notProvided: ["未入力"],
    unknownFile: ["不明なファイル"],
    filePrefix: ["📎 "],
    yes: ["はい"],
    no: ["いいえ"],
    labelSeparator: ["："],
    listSeparator: ["、"],
    objectEntrySeparator: ["，"],
    lineSeparator: ["\n"],
    headerSeparator: ["\n"],
  },
};

/** Openings older clients sent (x-nuwax.historicalSignatures), each template as parts. */
export const HISTORICAL_SIGNATURE_TEMPLATES: ReadonlyArray<{
  action: string;
  source: string;
  parts: readonly string[];
}> = [
  {
    action: "submit",
    source: "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)",
    parts: ["我已填写「", "title", "」"],
  },
  {
    action: "cancel",
    source: "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)",
    parts: ["我取消了「", "title", "」"],
  },
  {
    action: "skip",
    source: "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)",
    parts: ["我跳过了「", "title", "」"],
  },
  {
    action: "timeout",
    source: "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)",
    parts: ["「", "title", "」已超时"],
  },
  {
    action: "submit",
    source: "nuwax-mobile recogniser (Traditional Chinese, as a prefix)",
    parts: ["我已填寫「", "title", "」"],
  },
  {
    action: "skip",
    source: "nuwax-mobile recogniser (Traditional Chinese, as a prefix)",
    parts: ["我跳過了「", "title", "」"],
  },
  {
    action: "timeout",
    source: "nuwax-mobile recogniser (Traditional Chinese, as a prefix)",
    parts: ["「", "title", "」已逾時"],
  },
  {
    action: "cancel",
    source: "nuwax-mobile recogniser (English, without the closing period)",
    parts: ['I cancelled "', "title", '"'],
  },
  {
    action: "skip",
    source: "nuwax-mobile recogniser (English, without the closing period)",
    parts: ['I skipped "', "title", '"'],
  },
  {
    action: "submit",
    source: "nuwax-mobile resume messages (English)",
    parts: ['I filled out "', "title", '"'],
  },
  { action: "submit", source: "early nuwax-mobile resume messages", parts: ["我回答了「", "title", "」"] },
  {
    action: "submit",
    source: "nuwax-ask-question-mcp 0.1 formatter (en)",
    parts: ['I filled in "', "title", '". My answers:'],
  },
  {
    action: "submit",
    source: "nuwax-ask-question-mcp 0.1 formatter (en, empty form)",
    parts: ['I submitted "', "title", '"; the form had nothing to fill in.'],
  },
  {
    action: "submit",
    source: "nuwax-ask-question-mcp 0.1 formatter (ja)",
    parts: ["「", "title", "」に回答しました。内容は次のとおりです："],
  },
  {
    action: "submit",
    source: "nuwax-ask-question-mcp 0.1 formatter (ja, empty form)",
    parts: ["「", "title", "」を送信しました。入力する項目はありませんでした。"],
  },
  {
    action: "submit",
    source: "nuwax-ask-question-mcp 0.1 formatter (zh-CN, empty form)",
    parts: ["我已提交「", "title", "」，表单没有需要填写的内容。"],
  },
  {
    action: "submit",
    source: "nuwax-ask-question-mcp 0.1 formatter (zh-TW, empty form)",
    parts: ["我已提交「", "title", "」，表單沒有需要填寫的內容。"],
  },
  {
    action: "timeout",
    source: "nuwax-mobile resume messages (English); nuwax-ask-question-mcp 0.1 formatter (en)",
    parts: ['"', "title", '" timed out'],
  },
  {
    action: "timeout",
    source: "nuwax-ask-question-mcp 0.1 formatter (ja)",
    parts: ["「", "title", "」はタイムアウトしました。フォームの回答は届いていません。"],
  },
];

/** Request-id markers clients append (x-nuwax.requestIdMarkers), each template as parts; prefix: the text before the first placeholder. */
export const REQUEST_ID_MARKER_TEMPLATES: ReadonlyArray<{
  source: string;
  parts: readonly string[];
  prefix: string;
}> = [
  {
    source:
      "nuwax web client: an HTML comment after the answer message, hidden in the chat; written by the newest client (feat/dong-2026.6.18, buildMcpAskRequestIdMarker) and by older ones, not by the merged client",
    parts: ["<!--nuwax-mcp-ask-request-id:", "requestId", "-->"],
    prefix: "<!--nuwax-mcp-ask-request-id:",
  },
  {
    source: "early nuwax web client: a fenced JSON block after the answer message",
    parts: ['"nuwaxMcpAskRequestId":"', "requestId", '"'],
    prefix: '"nuwaxMcpAskRequestId":"',
  },
  {
    source: "early nuwax web client: a fenced JSON block after the answer message (spaced)",
    parts: ['"nuwaxMcpAskRequestId": "', "requestId", '"'],
    prefix: '"nuwaxMcpAskRequestId": "',
  },
];

/** The text around the title in every submit opening: each locale's header (with its locale), then the historical ones. */
export const SUBMIT_OPENINGS: ReadonlyArray<{ before: string; after: string; locale?: MessageLocale }> = [
  { locale: "zh-CN", before: "我已填写「", after: "」，表单内容如下：" },
  { locale: "zh-TW", before: "我已填寫「", after: "」，表單內容如下：" },
  { locale: "zh-HK", before: "我已填寫「", after: "」，表單內容如下：" },
  { locale: "en-US", before: 'I answered "', after: '". Form details:' },
  { locale: "ja-JP", before: "「", after: "」に回答しました。フォーム内容は以下のとおりです：" },
  { locale: "zh-HK", before: "我已填写「", after: "」，表单内容如下：" },
  { locale: "en-US", before: 'I filled out "', after: '", details below:' },
  { locale: "ja-JP", before: 'I filled out "', after: '", details below:' },
  { before: "我已填写「", after: "」" },
  { before: "我已填寫「", after: "」" },
  { before: 'I filled out "', after: '"' },
  { before: "我回答了「", after: "」" },
  { before: 'I filled in "', after: '". My answers:' },
  { before: 'I submitted "', after: '"; the form had nothing to fill in.' },
  { before: "「", after: "」に回答しました。内容は次のとおりです：" },
  { before: "「", after: "」を送信しました。入力する項目はありませんでした。" },
  { before: "我已提交「", after: "」，表单没有需要填写的内容。" },
  { before: "我已提交「", after: "」，表單沒有需要填寫的內容。" },
];

/** How a chat shows the files an answer message names (x-nuwax.attachmentDisplay). */
export const ATTACHMENT_DISPLAY = {
  imageTypes: {
    png: "image/png",
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    gif: "image/gif",
    webp: "image/webp",
    bmp: "image/bmp",
    svg: "image/svg+xml",
    avif: "image/avif",
  },
  documentTypes: {
    pdf: "application/pdf",
    doc: "application/msword",
    docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    xls: "application/vnd.ms-excel",
    xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ppt: "application/vnd.ms-powerpoint",
    pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    zip: "application/zip",
    rar: "application/x-rar-compressed",
    "7z": "application/x-7z-compressed",
    txt: "text/plain",
    csv: "text/csv",
    md: "text/markdown",
  },
  uploadServicePaths: ["/api/f/"],
  unknownType: "application/octet-stream",
} as const;

/** The marker the formatter writes on request (the x-nuwax.requestIdMarkers entry with writeSeparator): separator, then the template's parts; null when none. */
export const WRITTEN_REQUEST_ID_MARKER_TEMPLATE: {
  source: string;
  separator: string;
  parts: readonly string[];
} | null = {
  source:
    "nuwax web client: an HTML comment after the answer message, hidden in the chat; written by the newest client (feat/dong-2026.6.18, buildMcpAskRequestIdMarker) and by older ones, not by the merged client",
  separator: "\n",
  parts: ["<!--nuwax-mcp-ask-request-id:", "requestId", "-->"],
};

/** How each client writes its answer message (x-nuwax.dialects), in contract order; the first is the default. */
export const MESSAGE_DIALECTS = ["web", "mobile"] as const;
export type MessageDialect = (typeof MESSAGE_DIALECTS)[number];

/** Each dialect's templates per locale as parts (x-nuwax.messages with the dialect's overrides) and the order of a file's keys. */
export const DIALECT_TEMPLATES: Readonly<
  Record<
    MessageDialect,
    {
      description: string;
      fileNameKeys: readonly string[];
      templates: Readonly<Record<MessageLocale, Readonly<Record<keyof MessageCatalog, readonly string[]>>>>;
    }
  >
> = {
  web: {
    description:
      "The nuwax web DockPanel's answer message (src/components/business-component/AgentIntervention/utils/mcpAskResumeMessage.ts): x-nuwax.messages as they are.",
    fileNameKeys: ["url", "fileUrl", "name", "fileName"],
    templates: {
      "zh-CN": {
        submittedHeader: ["我已填写「", "title", "」，表单内容如下："],
        fieldLine: ["", "label", "：", "value", ""],
        emptyForm: ["我已填写「", "title", "」，表单内容如下：\n（无表单内容）"],
        cancelled: ["我取消了「", "title", "」。"],
        skipped: ["我跳过了「", "title", "」。"],
        timedOut: ["「", "title", "」已超时，没有收到表单答案。"],
        defaultTitle: ["这次提问"],
        notProvided: ["未填写"],
        unknownFile: ["未知文件"],
        filePrefix: ["📎 "],
        yes: ["是"],
        no: ["否"],
        labelSeparator: ["："],
        listSeparator: ["、"],
        objectEntrySeparator: ["，"],
        lineSeparator: ["\n"],
        headerSeparator: ["\n"],
      },
      "zh-TW": {
        submittedHeader: ["我已填寫「", "title", "」，表單內容如下："],
        fieldLine: ["", "label", "：", "value", ""],
        emptyForm: ["我已填寫「", "title", "」，表單內容如下：\n（無表單內容）"],
        cancelled: ["我取消了「", "title", "」。"],
        skipped: ["我跳過了「", "title", "」。"],
        timedOut: ["「", "title", "」已逾時，沒有收到表單答案。"],
        defaultTitle: ["這次提問"],
        notProvided: ["未填寫"],
        unknownFile: ["未知檔案"],
        filePrefix: ["📎 "],
        yes: ["是"],
        no: ["否"],
        labelSeparator: ["："],
        listSeparator: ["、"],
        objectEntrySeparator: ["，"],
        lineSeparator: ["\n"],
        headerSeparator: ["\n"],
      },
      "zh-HK": {
        submittedHeader: ["我已填寫「", "title", "」，表單內容如下："],
        fieldLine: ["", "label", "：", "value", ""],
        emptyForm: ["我已填寫「", "title", "」，表單內容如下：\n（無表單內容）"],
        cancelled: ["我取消了「", "title", "」。"],
        skipped: ["我跳過了「", "title", "」。"],
        timedOut: ["「", "title", "」已逾時，沒有收到表單答案。"],
        defaultTitle: ["這次提問"],
        notProvided: ["未填寫"],
        unknownFile: ["未知檔案"],
        filePrefix: ["📎 "],
        yes: ["是"],
        no: ["否"],
        labelSeparator: ["："],
        listSeparator: ["、"],
        objectEntrySeparator: ["，"],
        lineSeparator: ["\n"],
        headerSeparator: ["\n"],
      },
      "en-US": {
        submittedHeader: ['I answered "', "title", '". Form details:'],
        fieldLine: ["", "label", ": ", "value", ""],
        emptyForm: ['I answered "', "title", '". Form details:\n(No form content)'],
        cancelled: ['I cancelled "', "title", '".'],
        skipped: ['I skipped "', "title", '".'],
        timedOut: ['"', "title", '" timed out. No form answer was received.'],
        defaultTitle: ["This question"],
        notProvided: ["Not provided"],
        unknownFile: ["Unknown file"],
        filePrefix: ["📎 "],
        yes: ["Yes"],
        no: ["No"],
        labelSeparator: [": "],
        listSeparator: [", "],
        objectEntrySeparator: ["; "],
        lineSeparator: ["\n"],
        headerSeparator: ["\n"],
      },
      "ja-JP": {
        submittedHeader: ["「", "title", "」に回答しました。フォーム内容は以下のとおりです："],
        fieldLine: ["", "label", "：", "value", ""],
        emptyForm: [
          "「",
          "title",
          "」に回答しました。フォーム内容は以下のとおりです：\n（フォーム内容なし）",
        ],
        cancelled: ["「", "title", "」をキャンセルしました。"],
        skipped: ["「", "title", "」をスキップしました。"],
        timedOut: ["「", "title", "」はタイムアウトしました。フォームの回答は受信されませんでした。"],
        defaultTitle: ["この質問"],
        notProvided: ["未入力"],
        unknownFile: ["不明なファイル"],
        filePrefix: ["📎 "],
        yes: ["はい"],
        no: ["いいえ"],
        labelSeparator: ["："],
        listSeparator: ["、"],
        objectEntrySeparator: ["，"],
        lineSeparator: ["\n"],
        headerSeparator: ["\n"],
      },
    },
  },
  mobile: {
    description:
      "The nuwax-mobile DockPanel's own answer message (utils/mcpAskResumeMessage.uts; strings from constants/i18n-locales, keys Mobile.Intervention.McpAsk.*): a blank line after the header, its own English header and timeout sentence, file names before URLs, no file prefix. Its zh-HK bundle has no answer-message keys, so it falls back to its default language zh-CN (constants/i18n.local.constants.uts getLocalFallback); it has no ja-JP bundle, so Japanese falls back to its en-US strings (utils/i18n.uts resolveMessage). zh-TW is its own bundle, the web's sentences.",
    fileNameKeys: ["name", "fileName", "fileUrl", "url"],
    templates: {
      "zh-CN": {
        submittedHeader: ["我已填写「", "title", "」，表单内容如下："],
        fieldLine: ["", "label", "：", "value", ""],
        emptyForm: ["我已填写「", "title", "」，表单内容如下：\n\n（无表单内容）"],
        cancelled: ["我取消了「", "title", "」。"],
        skipped: ["我跳过了「", "title", "」。"],
        timedOut: ["「", "title", "」已超时，没有收到表单答案。"],
        defaultTitle: ["这次提问"],
        notProvided: ["未填写"],
        unknownFile: ["未知文件"],
        filePrefix: [""],
        yes: ["是"],
        no: ["否"],
        labelSeparator: ["："],
        listSeparator: ["、"],
        objectEntrySeparator: ["，"],
        lineSeparator: ["\n"],
        headerSeparator: ["\n\n"],
      },
      "zh-TW": {
        submittedHeader: ["我已填寫「", "title", "」，表單內容如下："],
        fieldLine: ["", "label", "：", "value", ""],
        emptyForm: ["我已填寫「", "title", "」，表單內容如下：\n\n（無表單內容）"],
        cancelled: ["我取消了「", "title", "」。"],
        skipped: ["我跳過了「", "title", "」。"],
        timedOut: ["「", "title", "」已逾時，沒有收到表單答案。"],
        defaultTitle: ["這次提問"],
        notProvided: ["未填寫"],
        unknownFile: ["未知檔案"],
        filePrefix: [""],
        yes: ["是"],
        no: ["否"],
        labelSeparator: ["："],
        listSeparator: ["、"],
        objectEntrySeparator: ["，"],
        lineSeparator: ["\n"],
        headerSeparator: ["\n\n"],
      },
      "zh-HK": {
        submittedHeader: ["我已填写「", "title", "」，表单内容如下："],
        fieldLine: ["", "label", "：", "value", ""],
        emptyForm: ["我已填写「", "title", "」，表单内容如下：\n\n（无表单内容）"],
        cancelled: ["我取消了「", "title", "」。"],
        skipped: ["我跳过了「", "title", "」。"],
        timedOut: ["「", "title", "」已超时，没有收到表单答案。"],
        defaultTitle: ["这次提问"],
        notProvided: ["未填写"],
        unknownFile: ["未知文件"],
        filePrefix: [""],
        yes: ["是"],
        no: ["否"],
        labelSeparator: ["："],
        listSeparator: ["、"],
        objectEntrySeparator: ["，"],
        lineSeparator: ["\n"],
        headerSeparator: ["\n\n"],
      },
      "en-US": {
        submittedHeader: ['I filled out "', "title", '", details below:'],
        fieldLine: ["", "label", ": ", "value", ""],
        emptyForm: ['I filled out "', "title", '", details below:\n\n(No form content)'],
        cancelled: ['I cancelled "', "title", '".'],
        skipped: ['I skipped "', "title", '".'],
        timedOut: ['"', "title", '" timed out without response.'],
        defaultTitle: ["This question"],
        notProvided: ["Not provided"],
        unknownFile: ["Unknown file"],
        filePrefix: [""],
        yes: ["Yes"],
        no: ["No"],
        labelSeparator: [": "],
        listSeparator: [", "],
        objectEntrySeparator: ["; "],
        lineSeparator: ["\n"],
        headerSeparator: ["\n\n"],
      },
      "ja-JP": {
        submittedHeader: ['I filled out "', "title", '", details below:'],
        fieldLine: ["", "label", ": ", "value", ""],
        emptyForm: ['I filled out "', "title", '", details below:\n\n(No form content)'],
        cancelled: ['I cancelled "', "title", '".'],
        skipped: ['I skipped "', "title", '".'],
        timedOut: ['"', "title", '" timed out without response.'],
        defaultTitle: ["This question"],
        notProvided: ["Not provided"],
        unknownFile: ["Unknown file"],
        filePrefix: [""],
        yes: ["Yes"],
        no: ["No"],
        labelSeparator: [": "],
        listSeparator: [", "],
        objectEntrySeparator: ["; "],
        lineSeparator: ["\n"],
        headerSeparator: ["\n\n"],
      },
    },
  },
};
