// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
//
// Data only: the form renderer's own UI strings (README "MCP App"): buttons, hints and states, per
// locale of x-nuwax.messages, from x-nuwax.uiStrings (values of the web DockPanel's i18n keys where
// it has one, see each key's description), each template as parts (text, placeholder name, text, …).
// Filled by the runtime kit; text is inserted as is, never HTML-escaped (the renderer puts it in text nodes).

import type { MessageLocale } from "./messages.js";

/** The UI strings of one locale, filled (see x-nuwax.uiStringKeys for what each says). */
export interface UiStrings {
  eyebrow: string;
  submit: string;
  cancel: string;
  skip: string;
  nextStep: string;
  prevStep: string;
  stepOf: (vars: { current: string; total: string }) => string;
  required: string;
  customOption: string;
  customInputLabel: string;
  customInputPlaceholder: string;
  uploadDragText: string;
  submitted: string;
  cancelled: string;
  skipped: string;
  maxLength: (vars: { count: string }) => string;
  minLength: (vars: { count: string }) => string;
  maxFileSize: (vars: { size: string }) => string;
  fixErrors: (vars: { count: string }) => string;
  unknownWidget: (vars: { widget: string }) => string;
  alreadyAnswered: string;
  sendFailed: string;
  answerTooLarge: (vars: { size: string; max: string; fields: string }) => string;
  copyMessage: string;
  copied: string;
  waiting: string;
  cannotRender: string;
  openFallback: string;
  closeTab: string;
  withdrawn: string;
  removeFile: (vars: { name: string }) => string;
  chooseFile: string;
  integer: string;
  problemRequired: string;
  problemNotText: string;
  problemNotNumber: string;
  problemNotList: string;
  problemNotFile: string;
  problemOutOfRange: (vars: { rules: string }) => string;
  problemNotInteger: string;
  problemTooShort: (vars: { count: string }) => string;
  problemTooLong: (vars: { count: string }) => string;
  problemPattern: string;
  problemNotOption: string;
  problemCustomText: string;
  problemTooManyFiles: string;
  problemFileTooLarge: (vars: { size: string }) => string;
  problemNotObject: string;
  problemOther: string;
}

/** The placeholders of each UI string key (x-nuwax.uiStringKeys[].placeholders): a key with any is a function. */
export const UI_STRING_PLACEHOLDERS: Readonly<Record<keyof UiStrings, readonly string[]>> = {
  eyebrow: [],
  submit: [],
  cancel: [],
  skip: [],
  nextStep: [],
  prevStep: [],
  stepOf: ["current", "total"],
  required: [],
  customOption: [],
  customInputLabel: [],
  customInputPlaceholder: [],
  uploadDragText: [],
  submitted: [],
  cancelled: [],
  skipped: [],
  maxLength: ["count"],
  minLength: ["count"],
  maxFileSize: ["size"],
  fixErrors: ["count"],
  unknownWidget: ["widget"],
  alreadyAnswered: [],
  sendFailed: [],
  answerTooLarge: ["size", "max", "fields"],
  copyMessage: [],
  copied: [],
  waiting: [],
  cannotRender: [],
  openFallback: [],
  closeTab: [],
  withdrawn: [],
  removeFile: ["name"],
  chooseFile: [],
  integer: [],
  problemRequired: [],
  problemNotText: [],
  problemNotNumber: [],
  problemNotList: [],
  problemNotFile: [],
  problemOutOfRange: ["rules"],
  problemNotInteger: [],
  problemTooShort: ["count"],
  problemTooLong: ["count"],
  problemPattern: [],
  problemNotOption: [],
  problemCustomText: [],
  problemTooManyFiles: [],
  problemFileTooLarge: ["size"],
  problemNotObject: [],
  problemOther: [],
};

/** Every locale's UI string templates as parts: text, placeholder name, text, … */
export const UI_STRING_TEMPLATES: Readonly<
  Record<MessageLocale, Readonly<Record<keyof UiStrings, readonly string[]>>>
> = {
  "zh-CN": {
    eyebrow: ["Agent 提问"],
    submit: ["提交"],
    cancel: ["取消"],
    skip: ["跳过"],
    nextStep: ["下一步"],
    prevStep: ["上一步"],
    stepOf: ["步骤 ", "current", " / ", "total", ""],
    required: ["请填写此项"],
    customOption: ["自定义"],
    customInputLabel: ["自定义内容"],
    customInputPlaceholder: ["请输入"],
    uploadDragText: ["点击或拖拽文件到此区域上传"],
    submitted: ["已提交回答"],
    cancelled: ["已取消"],
    skipped: ["已跳过"],
    maxLength: ["最多 ", "count", " 个字符"],
    minLength: ["至少 ", "count", " 个字符"],
    maxFileSize: ["单个文件不超过 ", "size", ""],
    fixErrors: ["有 ", "count", " 项需要修改，请查看标出的字段。"],
    unknownWidget: ["此表单无法显示控件「", "widget", "」，已改用文本框。"],
    alreadyAnswered: ["这次提问已经回答过，不会重复发送。"],
    sendFailed: ["宿主没有接收这条回答，你的填写已保留：可以重试或复制消息。"],
    answerTooLarge: [
      "回答太长，无法发送：Agent 会收到 ",
      "size",
      "，超过一条消息最多能带的 ",
      "max",
      "。还没有发送任何内容，你的填写都还在：请缩短 ",
      "fields",
      " 后再提交。",
    ],
    copyMessage: ["复制消息"],
    copied: ["已复制"],
    waiting: ["正在等待提问…"],
    cannotRender: ["无法显示这次提问"],
    openFallback: ["打开表单"],
    closeTab: ["可以关闭此标签页了。"],
    withdrawn: ["这个问题已被撤回或其会话已结束，无需再回答。可以关闭此标签页了。"],
    removeFile: ["移除 ", "name", ""],
    chooseFile: ["选择文件"],
    integer: ["整数"],
    problemRequired: ["请填写此项。"],
    problemNotText: ["请输入文字。"],
    problemNotNumber: ["请输入数字。"],
    problemNotList: ["请从选项中选择。"],
    problemNotFile: ["请选择文件。"],
    problemOutOfRange: ["请输入符合要求的数值：", "rules", "。"],
    problemNotInteger: ["请输入整数。"],
    problemTooShort: ["至少需要 ", "count", " 个字符。"],
    problemTooLong: ["最多 ", "count", " 个字符，请删减。"],
    problemPattern: ["格式不正确，请按要求填写。"],
    problemNotOption: ["请从给出的选项中选择。"],
    problemCustomText: ["请填写自定义内容。"],
    problemTooManyFiles: ["只能上传一个文件。"],
    problemFileTooLarge: ["文件过大：单个文件不超过 ", "size", "。"],
    problemNotObject: ["无法读取填写的内容，请重试。"],
    problemOther: ["此项的内容不符合要求，请修改。"],
  },
  "zh-TW": {
    eyebrow: ["Agent 提問"],
    submit: ["提交"],
    cancel: ["取消"],
    skip: ["跳過"],
    nextStep: ["下一步"],
    prevStep: ["上一步"],
    stepOf: ["步驟 ", "current", " / ", "total", ""],
    required: ["請填寫此項"],
    customOption: ["自訂"],
    customInputLabel: ["自訂內容"],
    customInputPlaceholder: ["請輸入"],
    uploadDragText: ["點擊或拖曳檔案到此區域上傳"],
    submitted: ["已提交回答"],
    cancelled: ["已取消"],
    skipped: ["已跳過"],
    maxLength: ["最多 ", "count", " 個字元"],
    minLength: ["至少 ", "count", " 個字元"],
    maxFileSize: ["單個檔案不超過 ", "size", ""],
    fixErrors: ["有 ", "count", " 項需要修改，請查看標出的欄位。"],
    unknownWidget: ["此表單無法顯示控制項「", "widget", "」，已改用文字框。"],
    alreadyAnswered: ["這次提問已經回答過，不會重複傳送。"],
    sendFailed: ["宿主沒有接收這則回答，你的填寫已保留：可以重試或複製訊息。"],
    answerTooLarge: [
      "回答太長，無法傳送：Agent 會收到 ",
      "size",
      "，超過一則訊息最多能帶的 ",
      "max",
      "。還沒有傳送任何內容，你的填寫都還在：請縮短 ",
      "fields",
      " 後再提交。",
    ],
    copyMessage: ["複製訊息"],
    copied: ["已複製"],
    waiting: ["正在等待提問…"],
    cannotRender: ["無法顯示這次提問"],
    openFallback: ["開啟表單"],
    closeTab: ["可以關閉此分頁了。"],
    withdrawn: ["這個問題已被撤回或其工作階段已結束，無需再回答。可以關閉此分頁了。"],
    removeFile: ["移除 ", "name", ""],
    chooseFile: ["選擇檔案"],
    integer: ["整數"],
    problemRequired: ["請填寫此項。"],
    problemNotText: ["請輸入文字。"],
    problemNotNumber: ["請輸入數字。"],
    problemNotList: ["請從選項中選擇。"],
    problemNotFile: ["請選擇檔案。"],
    problemOutOfRange: ["請輸入符合要求的數值：", "rules", "。"],
    problemNotInteger: ["請輸入整數。"],
    problemTooShort: ["至少需要 ", "count", " 個字元。"],
    problemTooLong: ["最多 ", "count", " 個字元，請刪減。"],
    problemPattern: ["格式不正確，請依要求填寫。"],
    problemNotOption: ["請從提供的選項中選擇。"],
    problemCustomText: ["請填寫自訂內容。"],
    problemTooManyFiles: ["只能上傳一個檔案。"],
    problemFileTooLarge: ["檔案過大：單個檔案不超過 ", "size", "。"],
    problemNotObject: ["無法讀取填寫的內容，請重試。"],
    problemOther: ["此項的內容不符合要求，請修改。"],
  },
  "zh-HK": {
    eyebrow: ["Agent 提問"],
    submit: ["提交"],
    cancel: ["取消"],
    skip: ["跳過"],
    nextStep: ["下一步"],
    prevStep: ["上一步"],
    stepOf: ["步驟 ", "current", " / ", "total", ""],
    required: ["請填寫此項"],
    customOption: ["自定義"],
    customInputLabel: ["自定義內容"],
    customInputPlaceholder: ["請輸入"],
    uploadDragText: ["點擊或拖拽檔案到此區域上傳"],
    submitted: ["已提交回答"],
    cancelled: ["已取消"],
    skipped: ["已跳過"],
    maxLength: ["最多 ", "count", " 個字元"],
    minLength: ["至少 ", "count", " 個字元"],
    maxFileSize: ["單個檔案不超過 ", "size", ""],
    fixErrors: ["有 ", "count", " 項需要修改，請查看標出的欄位。"],
    unknownWidget: ["此表單無法顯示控制項「", "widget", "」，已改用文字框。"],
    alreadyAnswered: ["這次提問已經回答過，不會重複傳送。"],
    sendFailed: ["宿主沒有接收這則回答，你的填寫已保留：可以重試或複製訊息。"],
    answerTooLarge: [
      "回答太長，無法傳送：Agent 會收到 ",
      "size",
      "，超過一則訊息最多能帶的 ",
      "max",
      "。還沒有傳送任何內容，你的填寫都還在：請縮短 ",
      "fields",
      " 後再提交。",
    ],
    copyMessage: ["複製訊息"],
    copied: ["已複製"],
    waiting: ["正在等待提問…"],
    cannotRender: ["無法顯示這次提問"],
    openFallback: ["開啟表單"],
    closeTab: ["可以關閉此分頁了。"],
    withdrawn: ["這個問題已被撤回或其工作階段已結束，無需再回答。可以關閉此分頁了。"],
    removeFile: ["移除 ", "name", ""],
    chooseFile: ["選擇檔案"],
    integer: ["整數"],
    problemRequired: ["請填寫此項。"],
    problemNotText: ["請輸入文字。"],
    problemNotNumber: ["請輸入數字。"],
    problemNotList: ["請從選項中選擇。"],
    problemNotFile: ["請選擇檔案。"],
    problemOutOfRange: ["請輸入符合要求的數值：", "rules", "。"],
    problemNotInteger: ["請輸入整數。"],
    problemTooShort: ["至少需要 ", "count", " 個字元。"],
    problemTooLong: ["最多 ", "count", " 個字元，請刪減。"],
    problemPattern: ["格式不正確，請按要求填寫。"],
    problemNotOption: ["請從提供的選項中選擇。"],
    problemCustomText: ["請填寫自定義內容。"],
    problemTooManyFiles: ["只能上載一個檔案。"],
    problemFileTooLarge: ["檔案過大：單個檔案不超過 ", "size", "。"],
    problemNotObject: ["無法讀取填寫的內容，請重試。"],
    problemOther: ["此項的內容不符合要求，請修改。"],
  },
  "en-US": {
    eyebrow: ["Agent question"],
    submit: ["Submit"],
    cancel: ["Cancel"],
    skip: ["Skip"],
    nextStep: ["Next"],
    prevStep: ["Previous"],
    stepOf: ["Step ", "current", " / ", "total", ""],
    required: ["This field is required"],
    customOption: ["Custom"],
    customInputLabel: ["Custom value"],
    customInputPlaceholder: ["Enter value"],
    uploadDragText: ["Click or drag files here to upload"],
    submitted: ["Answer submitted"],
    cancelled: ["Cancelled"],
    skipped: ["Skipped"],
    maxLength: ["Up to ", "count", " characters"],
    minLength: ["At least ", "count", " characters"],
    maxFileSize: ["Up to ", "size", " per file"],
    fixErrors: ["", "count", " field(s) need changes; see the marked fields."],
    unknownWidget: ["This form cannot show a “", "widget", "” control; it is shown as a text box."],
    alreadyAnswered: ["This question was already answered; nothing is sent again."],
    sendFailed: ["The host did not accept the answer. Your answers are kept: try again or copy the message."],
    answerTooLarge: [
      "Your answers are too long to send: the agent would receive ",
      "size",
      ", more than the ",
      "max",
      " one message can carry. Nothing was sent and your answers are still here: shorten ",
      "fields",
      " and submit again.",
    ],
    copyMessage: ["Copy message"],
    copied: ["Copied"],
    waiting: ["Waiting for the question…"],
    cannotRender: ["This question cannot be shown here"],
    openFallback: ["Open the form"],
    closeTab: ["You can close this tab."],
    withdrawn: [
      "This question was withdrawn, or its session ended: there is nothing to answer here any more. You can close this tab.",
    ],
    removeFile: ["Remove ", "name", ""],
    chooseFile: ["Choose file"],
    integer: ["Whole number"],
    problemRequired: ["This field is required."],
    problemNotText: ["Enter text."],
    problemNotNumber: ["Enter a number."],
    problemNotList: ["Choose from the options."],
    problemNotFile: ["Choose a file."],
    problemOutOfRange: ["Enter a number that fits: ", "rules", "."],
    problemNotInteger: ["Enter a whole number."],
    problemTooShort: ["Enter at least ", "count", " characters."],
    problemTooLong: ["Use at most ", "count", " characters."],
    problemPattern: ["This does not match the expected format."],
    problemNotOption: ["Choose one of the options."],
    problemCustomText: ["Type your own answer."],
    problemTooManyFiles: ["Choose one file only."],
    problemFileTooLarge: ["This file is too large: up to ", "size", " per file."],
    problemNotObject: ["The answers could not be read; try again."],
    problemOther: ["This answer does not fit the field; please change it."],
  },
  "ja-JP": {
    eyebrow: ["エージェントの質問"],
    submit: ["送信"],
    cancel: ["キャンセル"],
    skip: ["スキップ"],
    nextStep: ["次へ"],
    prevStep: ["前へ"],
    stepOf: ["ステップ ", "current", " / ", "total", ""],
    required: ["この項目は必須です"],
    customOption: ["カスタム"],
    customInputLabel: ["カスタム値"],
    customInputPlaceholder: ["値を入力"],
    uploadDragText: ["ここをクリックまたはファイルをドラッグしてアップロード"],
    submitted: ["回答を送信しました"],
    cancelled: ["キャンセルされました"],
    skipped: ["スキップ済み"],
    maxLength: ["", "count", " 文字以内"],
    minLength: ["", "count", " 文字以上"],
    maxFileSize: ["1 ファイル ", "size", " まで"],
    fixErrors: ["", "count", " 件の項目を修正してください。"],
    unknownWidget: [
      "このフォームでは「",
      "widget",
      "」コントロールを表示できないため、テキストボックスで表示しています。",
    ],
    alreadyAnswered: ["この質問には回答済みです。再送信はしません。"],
    sendFailed: [
      "ホストが回答を受け付けませんでした。入力内容は保持されています。再試行するかメッセージをコピーしてください。",
    ],
    answerTooLarge: [
      "回答が長すぎて送信できません：エージェントに届くのは ",
      "size",
      " で、1 件のメッセージで送れる ",
      "max",
      " を超えています。まだ何も送信されておらず、入力内容はそのまま残っています：",
      "fields",
      " を短くしてからもう一度送信してください。",
    ],
    copyMessage: ["メッセージをコピー"],
    copied: ["コピーしました"],
    waiting: ["質問を待っています…"],
    cannotRender: ["この質問はここでは表示できません"],
    openFallback: ["フォームを開く"],
    closeTab: ["このタブは閉じてかまいません。"],
    withdrawn: [
      "この質問は取り下げられたか、セッションが終了しました。ここで回答する必要はありません。このタブは閉じてかまいません。",
    ],
    removeFile: ["", "name", " を削除"],
    chooseFile: ["ファイルを選択"],
    integer: ["整数"],
    problemRequired: ["この項目は必須です。"],
    problemNotText: ["テキストを入力してください。"],
    problemNotNumber: ["数値を入力してください。"],
    problemNotList: ["選択肢から選んでください。"],
    problemNotFile: ["ファイルを選択してください。"],
    problemOutOfRange: ["条件に合う数値を入力してください（", "rules", "）。"],
    problemNotInteger: ["整数を入力してください。"],
    problemTooShort: ["", "count", " 文字以上で入力してください。"],
    problemTooLong: ["", "count", " 文字以内で入力してください。"],
    problemPattern: ["形式が正しくありません。"],
    problemNotOption: ["選択肢から選んでください。"],
    problemCustomText: ["カスタム値を入力してください。"],
    problemTooManyFiles: ["ファイルは 1 つだけ選択してください。"],
    problemFileTooLarge: ["ファイルが大きすぎます（1 ファイル ", "size", " まで）。"],
    problemNotObject: ["回答を読み取れませんでした。もう一度お試しください。"],
    problemOther: ["この回答は項目の条件に合いません。修正してください。"],
  },
};
