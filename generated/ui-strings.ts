// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
//
// The form renderer's own UI strings (README "MCP App"): buttons, hints and states, per locale of
// x-nuwax.messages, from x-nuwax.uiStrings (values of the web DockPanel's i18n keys where it has
// one, see each key's description). Compiled at generation time; text is inserted as is, never
// HTML-escaped (the renderer puts it in text nodes).

import { resolveLocale, type MessageLocale } from "./formatter.js";

/** The UI strings of one locale. */
export interface UiStrings {
  /** Small heading above the form's title (web i18n PC.Components.McpAskQuestionCard.eyebrow). */
  eyebrow: string;
  /** Submit button when ui.submitLabel is absent. */
  submit: string;
  /** Cancel button when ui.cancelLabel is absent. */
  cancel: string;
  /** Skip button when ui.skipLabel is absent (PC.Components.McpAskQuestionCard.skip). */
  skip: string;
  /** Wizard: next step (PC.Components.McpAskQuestionCard.nextStep). */
  nextStep: string;
  /** Wizard: previous step (PC.Components.McpAskQuestionCard.prevStep). */
  prevStep: string;
  /** Wizard progress, 1-based (PC.Components.McpAskQuestionCard.stepOf). */
  stepOf: (vars: { current: string; total: string }) => string;
  /** Accessible text of the required-field marker (PC.Components.McpAskQuestionCard.fieldRequired). */
  required: string;
  /** radio-with-custom: the custom choice (PC.Components.McpAskQuestionCard.customOption). */
  customOption: string;
  /** radio-with-custom: label of the custom text box (PC.Components.McpAskQuestionCard.customInputLabel). */
  customInputLabel: string;
  /** radio-with-custom: placeholder of the custom text box (PC.Components.McpAskQuestionCard.customInputPlaceholder). */
  customInputPlaceholder: string;
  /** file: text of the drop zone (PC.Components.McpAskQuestionCard.uploadDragText). */
  uploadDragText: string;
  /** State after the answer was sent (PC.Components.McpAskQuestionCard.submitted). */
  submitted: string;
  /** State after the user cancelled (PC.Components.McpAskQuestionCard.cancelled). */
  cancelled: string;
  /** State after the user skipped (PC.Components.McpAskQuestionCard.skipped). */
  skipped: string;
  /** Hint under a text field with maxLength (count in code points). */
  maxLength: (vars: { count: string }) => string;
  /** Hint under a text field with minLength (count in code points). */
  minLength: (vars: { count: string }) => string;
  /** Hint under a file field with maxFileSize (size already formatted, e.g. 10 MB). */
  maxFileSize: (vars: { size: string }) => string;
  /** Announced when a submit is refused because fields break their rules. */
  fixErrors: (vars: { count: string }) => string;
  /** Under a field whose widget the renderer does not know; it is shown as the catalog's fallback text box. */
  unknownWidget: (vars: { widget: string }) => string;
  /** The same requestId and revision was already answered here; nothing is sent again. */
  alreadyAnswered: string;
  /** The host refused or failed the answer message; the answers are kept. */
  sendFailed: string;
  /** The delivery page's server refused the answer (HTTP 413): its tool result would be {{size}}, over the {{max}} one message to the agent can carry (x-nuwax.constants.maxToolResultBytes); {{fields}} names the longest answers. Nothing was sent; the answers are kept. */
  answerTooLarge: (vars: { size: string; max: string; fields: string }) => string;
  /** Button copying the answer message to the clipboard after a failed send. */
  copyMessage: string;
  /** Confirmation after copying the answer message. */
  copied: string;
  /** Shown until the host sends the question. */
  waiting: string;
  /** Heading when the question cannot be shown; the form's fallback text and links follow. */
  cannotRender: string;
  /** Link to the form's fallback web or mobile URL. */
  openFallback: string;
  /** After the answer is sent from a page of its own (the delivery browser's loopback page): nothing else to do there. */
  closeTab: string;
  /** Accessible name of the button removing a chosen file. */
  removeFile: (vars: { name: string }) => string;
  /** file: the button-like label that opens the file picker. */
  chooseFile: string;
  /** file (browser delivery): beside a chosen file while its bytes go to the page's server. */
  uploading: string;
  /** file (browser delivery): the page's server did not store the chosen file {{name}} (not for a file over the limit, which shows problemFileTooLarge). */
  uploadFailed: (vars: { name: string }) => string;
  /** file (browser delivery): announced when the user submits while chosen files are still uploading; nothing was sent. */
  uploadsPending: string;
  /** select: the empty first choice of a select that has no placeholder of its own. */
  selectPlaceholder: string;
  /** ask_user_rich page: the label above the interview's title. */
  interviewEyebrow: string;
  /** ask_user_rich page: the intro screen's start button. */
  interviewStart: string;
  /** ask_user_rich intro: how many questions the interview has. */
  interviewQuestionCount: (vars: { count: string }) => string;
  /** ask_user_rich intro: how many questions carry a recommendation. */
  interviewWithRecommendation: (vars: { count: string }) => string;
  /** ask_user_rich intro: drafts survive a reload. */
  interviewDraftsKept: string;
  /** ask_user_rich question screen: where the question is in the interview. */
  interviewQuestionOf: (vars: { current: string; total: string }) => string;
  /** ask_user_rich question kind: single choice. */
  interviewKindOne: string;
  /** ask_user_rich question kind: multiple choice. */
  interviewKindAny: string;
  /** ask_user_rich question kind: rank the options. */
  interviewKindRank: string;
  /** ask_user_rich question kind: free text. */
  interviewKindFree: string;
  /** ask_user_rich question screen: a question added while the form was open. */
  interviewNew: string;
  /** ask_user_rich question screen: before the recommended option(s). */
  interviewRecommended: string;
  /** ask_user_rich question screen: the label of the Other text box (options exist). */
  interviewOther: string;
  /** ask_user_rich question screen: the label of the answer text box (no options). */
  interviewYourAnswer: string;
  /** ask_user_rich question screen: placeholder of the Other text box. */
  interviewOtherPlaceholder: string;
  /** ask_user_rich question screen: placeholder of the answer text box. */
  interviewAnswerPlaceholder: string;
  /** ask_user_rich question screen: the label of the note. */
  interviewNote: string;
  /** ask_user_rich question screen: beside the note's label. */
  interviewOptional: string;
  /** ask_user_rich question screen: placeholder of the note. */
  interviewNotePlaceholder: string;
  /** ask_user_rich answer mode: answer now. */
  interviewModeAnswer: string;
  /** ask_user_rich answer mode: decide later. */
  interviewModeDefer: string;
  /** ask_user_rich answer mode: the user needs more information. */
  interviewModeNeedsInfo: string;
  /** ask_user_rich answer summary: the Other text beside picked options. */
  interviewOtherAnswer: (vars: { text: string }) => string;
  /** ask_user_rich done screen: its title. */
  interviewThankYou: string;
  /** ask_user_rich done screen: title when the answers were submitted earlier. */
  interviewAlreadySubmitted: string;
  /** ask_user_rich done screen: the answers reached the waiting agent. */
  interviewSentToAgent: string;
  /** ask_user_rich done screen: no call was waiting; the agent collects the answers later. */
  interviewSavedForAgent: string;
  /** ask_user_rich done screen: the answers were submitted earlier. */
  interviewSubmittedEarlier: string;
  /** ask_user_rich done screen: heading of the list of answers sent. */
  interviewWhatWasSent: string;
  /** ask_user_rich done screen: the tab may be closed. */
  interviewCloseTab: string;
  /** ask_user_rich footer: how many questions are resolved. */
  interviewResolved: (vars: { resolved: string; total: string }) => string;
  /** ask_user_rich footer: the server does not answer, so Submit waits. */
  interviewSubmitWaits: string;
  /** ask_user_rich footer: no tool call is waiting for these answers. */
  interviewNoAgentWaiting: string;
  /** ask_user_rich footer: previous screen. */
  interviewBack: string;
  /** ask_user_rich footer: next screen. */
  interviewNext: string;
  /** ask_user_rich footer: submit the interview. */
  interviewSubmit: string;
  /** ask_user_rich footer: submit after the warning about open questions. */
  interviewSubmitAnyway: string;
  /** ask_user_rich header: show every screen on one page. */
  interviewShowAll: string;
  /** ask_user_rich header: back to one screen at a time. */
  interviewOnePerScreen: string;
  /** ask_user_rich header: the theme follows the OS. */
  interviewThemeAuto: string;
  /** ask_user_rich header: dark theme. */
  interviewThemeDark: string;
  /** ask_user_rich header: light theme. */
  interviewThemeLight: string;
  /** ask_user_rich review screen: its title. */
  interviewReview: string;
  /** Hint under a file field with accept: the file kinds it takes ({{types}}: fileKindImages / fileKindVideos / fileKindAudio for image/*, video/*, audio/*, else extensions and MIME subtypes in capitals, joined with the locale's listSeparator). */
  acceptHint: (vars: { types: string }) => string;
  /** acceptHint: image/* (any image). */
  fileKindImages: string;
  /** acceptHint: video/* (any video). */
  fileKindVideos: string;
  /** acceptHint: audio/* (any audio file). */
  fileKindAudio: string;
  /** Hint under a number field of type integer. */
  integer: string;
  /** Field error, FormDataProblemCode required: a required field left empty. */
  problemRequired: string;
  /** Field error, not_text: the answer is not text. */
  problemNotText: string;
  /** Field error, not_a_number: a number field holds something that is not a number. */
  problemNotNumber: string;
  /** Field error, not_a_list: a multiple-choice answer that is not a list of options. */
  problemNotList: string;
  /** Field error, not_a_file: a file field holds something that is not a file. */
  problemNotFile: string;
  /** Field error, out_of_range: the number is outside the field's bounds; rules are the field's bounds as its hint shows them (e.g. ≥ 1 · ≤ 10). */
  problemOutOfRange: (vars: { rules: string }) => string;
  /** Field error, not_an_integer: a fraction in a whole-number field. */
  problemNotInteger: string;
  /** Field error, too_short: fewer than minLength characters (count: minLength). */
  problemTooShort: (vars: { count: string }) => string;
  /** Field error, too_long: more than maxLength characters (count: maxLength). */
  problemTooLong: (vars: { count: string }) => string;
  /** Field error, pattern_mismatch: the text does not have the expected format. */
  problemPattern: string;
  /** Field error, not_an_option: the value is not one of the field's options. */
  problemNotOption: string;
  /** Field error, custom_text_missing: the custom choice is picked but its text is empty. */
  problemCustomText: string;
  /** Field error, too_many_files: several files in a field that takes one. */
  problemTooManyFiles: string;
  /** Field error, file_too_large: a file over maxFileSize (size already formatted, e.g. 10 MB). */
  problemFileTooLarge: (vars: { size: string }) => string;
  /** Form error, not_an_object: the answers could not be read as a form. */
  problemNotObject: string;
  /** Field error for a problem whose code the renderer does not know (a newer contract's rule). */
  problemOther: string;
}

/** Every locale's UI strings. */
export const UI_STRINGS: Readonly<Record<MessageLocale, UiStrings>> = {
  "zh-CN": {
    eyebrow: "Agent 提问",
    submit: "提交",
    cancel: "取消",
    skip: "跳过",
    nextStep: "下一步",
    prevStep: "上一步",
    stepOf: (vars) => "步骤 " + vars.current + " / " + vars.total,
    required: "请填写此项",
    customOption: "自定义",
    customInputLabel: "自定义内容",
    customInputPlaceholder: "请输入",
    uploadDragText: "点击或拖拽文件到此区域上传",
    submitted: "已提交回答",
    cancelled: "已取消",
    skipped: "已跳过",
    maxLength: (vars) => "最多 " + vars.count + " 个字符",
    minLength: (vars) => "至少 " + vars.count + " 个字符",
    maxFileSize: (vars) => "单个文件不超过 " + vars.size,
    fixErrors: (vars) => "有 " + vars.count + " 项需要修改，请查看标出的字段。",
    unknownWidget: (vars) => "此表单无法显示控件「" + vars.widget + "」，已改用文本框。",
    alreadyAnswered: "这次提问已经回答过，不会重复发送。",
    sendFailed: "宿主没有接收这条回答，你的填写已保留：可以重试或复制消息。",
    answerTooLarge: (vars) =>
      "回答太长，无法发送：Agent 会收到 " +
      vars.size +
      "，超过一条消息最多能带的 " +
      vars.max +
      "。还没有发送任何内容，你的填写都还在：请缩短 " +
      vars.fields +
      " 后再提交。",
    copyMessage: "复制消息",
    copied: "已复制",
    waiting: "正在等待提问…",
    cannotRender: "无法显示这次提问",
    openFallback: "打开表单",
    closeTab: "可以关闭此标签页了。",
    removeFile: (vars) => "移除 " + vars.name,
    chooseFile: "选择文件",
    uploading: "正在上传…",
    uploadFailed: (vars) => "「" + vars.name + "」没有上传成功，请重新选择。",
    uploadsPending: "文件还在上传，请等上传完成后再提交。",
    selectPlaceholder: "请选择",
    interviewEyebrow: "访谈",
    interviewStart: "开始",
    interviewQuestionCount: (vars) => "共 " + vars.count + " 题",
    interviewWithRecommendation: (vars) => vars.count + " 题有推荐",
    interviewDraftsKept: "刷新页面不会丢失草稿",
    interviewQuestionOf: (vars) => "第 " + vars.current + " 题，共 " + vars.total + " 题",
    interviewKindOne: "单选",
    interviewKindAny: "可多选",
    interviewKindRank: "排序",
    interviewKindFree: "自由填写",
    interviewNew: "新",
    interviewRecommended: "推荐：",
    interviewOther: "其他",
    interviewYourAnswer: "你的回答",
    interviewOtherPlaceholder: "其他答案…",
    interviewAnswerPlaceholder: "输入你的回答…",
    interviewNote: "备注",
    interviewOptional: "选填",
    interviewNotePlaceholder: "给 Agent 的补充说明…",
    interviewModeAnswer: "回答",
    interviewModeDefer: "稍后再定",
    interviewModeNeedsInfo: "需要更多信息",
    interviewOtherAnswer: (vars) => "其他：" + vars.text,
    interviewThankYou: "谢谢",
    interviewAlreadySubmitted: "已经提交过",
    interviewSentToAgent: "你的回答已发送给 Agent。",
    interviewSavedForAgent: "你的回答已保存，Agent 之后会来取。",
    interviewSubmittedEarlier: "这些回答之前已经提交过。",
    interviewWhatWasSent: "已发送的内容",
    interviewCloseTab: "可以关闭此标签页了。",
    interviewResolved: (vars) => "已完成 " + vars.resolved + "/" + vars.total + " 题。",
    interviewSubmitWaits: "服务器恢复响应后才能提交。",
    interviewNoAgentWaiting: "现在没有 Agent 在等待；你的回答会保留，Agent 之后会来取。",
    interviewBack: "上一步",
    interviewNext: "下一步",
    interviewSubmit: "提交",
    interviewSubmitAnyway: "仍然提交",
    interviewShowAll: "显示全部",
    interviewOnePerScreen: "逐题显示",
    interviewThemeAuto: "自动",
    interviewThemeDark: "深色",
    interviewThemeLight: "浅色",
    interviewReview: "检查回答",
    acceptHint: (vars) => "可上传：" + vars.types,
    fileKindImages: "图片",
    fileKindVideos: "视频",
    fileKindAudio: "音频",
    integer: "整数",
    problemRequired: "请填写此项。",
    problemNotText: "请输入文字。",
    problemNotNumber: "请输入数字。",
    problemNotList: "请从选项中选择。",
    problemNotFile: "请选择文件。",
    problemOutOfRange: (vars) => "请输入符合要求的数值：" + vars.rules + "。",
    problemNotInteger: "请输入整数。",
    problemTooShort: (vars) => "至少需要 " + vars.count + " 个字符。",
    problemTooLong: (vars) => "最多 " + vars.count + " 个字符，请删减。",
    problemPattern: "格式不正确，请按要求填写。",
    problemNotOption: "请从给出的选项中选择。",
    problemCustomText: "请填写自定义内容。",
    problemTooManyFiles: "只能上传一个文件。",
    problemFileTooLarge: (vars) => "文件过大：单个文件不超过 " + vars.size + "。",
    problemNotObject: "无法读取填写的内容，请重试。",
    problemOther: "此项的内容不符合要求，请修改。",
  },
  "zh-TW": {
    eyebrow: "Agent 提問",
    submit: "提交",
    cancel: "取消",
    skip: "跳過",
    nextStep: "下一步",
    prevStep: "上一步",
    stepOf: (vars) => "步驟 " + vars.current + " / " + vars.total,
    required: "請填寫此項",
    customOption: "自訂",
    customInputLabel: "自訂內容",
    customInputPlaceholder: "請輸入",
    uploadDragText: "點擊或拖曳檔案到此區域上傳",
    submitted: "已提交回答",
    cancelled: "已取消",
    skipped: "已跳過",
    maxLength: (vars) => "最多 " + vars.count + " 個字元",
    minLength: (vars) => "至少 " + vars.count + " 個字元",
    maxFileSize: (vars) => "單個檔案不超過 " + vars.size,
    fixErrors: (vars) => "有 " + vars.count + " 項需要修改，請查看標出的欄位。",
    unknownWidget: (vars) => "此表單無法顯示控制項「" + vars.widget + "」，已改用文字框。",
    alreadyAnswered: "這次提問已經回答過，不會重複傳送。",
    sendFailed: "宿主沒有接收這則回答，你的填寫已保留：可以重試或複製訊息。",
    answerTooLarge: (vars) =>
      "回答太長，無法傳送：Agent 會收到 " +
      vars.size +
      "，超過一則訊息最多能帶的 " +
      vars.max +
      "。還沒有傳送任何內容，你的填寫都還在：請縮短 " +
      vars.fields +
      " 後再提交。",
    copyMessage: "複製訊息",
    copied: "已複製",
    waiting: "正在等待提問…",
    cannotRender: "無法顯示這次提問",
    openFallback: "開啟表單",
    closeTab: "可以關閉此分頁了。",
    removeFile: (vars) => "移除 " + vars.name,
    chooseFile: "選擇檔案",
    uploading: "正在上傳…",
    uploadFailed: (vars) => "「" + vars.name + "」沒有上傳成功，請重新選擇。",
    uploadsPending: "檔案還在上傳，請等上傳完成後再提交。",
    selectPlaceholder: "請選擇",
    interviewEyebrow: "訪談",
    interviewStart: "開始",
    interviewQuestionCount: (vars) => "共 " + vars.count + " 題",
    interviewWithRecommendation: (vars) => vars.count + " 題有推薦",
    interviewDraftsKept: "重新整理頁面不會遺失草稿",
    interviewQuestionOf: (vars) => "第 " + vars.current + " 題，共 " + vars.total + " 題",
    interviewKindOne: "單選",
    interviewKindAny: "可多選",
    interviewKindRank: "排序",
    interviewKindFree: "自由填寫",
    interviewNew: "新",
    interviewRecommended: "推薦：",
    interviewOther: "其他",
    interviewYourAnswer: "你的回答",
    interviewOtherPlaceholder: "其他答案…",
    interviewAnswerPlaceholder: "輸入你的回答…",
    interviewNote: "備註",
    interviewOptional: "選填",
    interviewNotePlaceholder: "給 Agent 的補充說明…",
    interviewModeAnswer: "回答",
    interviewModeDefer: "稍後再定",
    interviewModeNeedsInfo: "需要更多資訊",
    interviewOtherAnswer: (vars) => "其他：" + vars.text,
    interviewThankYou: "謝謝",
    interviewAlreadySubmitted: "已經提交過",
    interviewSentToAgent: "你的回答已傳送給 Agent。",
    interviewSavedForAgent: "你的回答已儲存，Agent 之後會來取。",
    interviewSubmittedEarlier: "這些回答之前已經提交過。",
    interviewWhatWasSent: "已傳送的內容",
    interviewCloseTab: "可以關閉此分頁了。",
    interviewResolved: (vars) => "已完成 " + vars.resolved + "/" + vars.total + " 題。",
    interviewSubmitWaits: "伺服器恢復回應後才能提交。",
    interviewNoAgentWaiting: "現在沒有 Agent 在等待；你的回答會保留，Agent 之後會來取。",
    interviewBack: "上一步",
    interviewNext: "下一步",
    interviewSubmit: "提交",
    interviewSubmitAnyway: "仍然提交",
    interviewShowAll: "顯示全部",
    interviewOnePerScreen: "逐題顯示",
    interviewThemeAuto: "自動",
    interviewThemeDark: "深色",
    interviewThemeLight: "淺色",
    interviewReview: "檢查回答",
    acceptHint: (vars) => "可上傳：" + vars.types,
    fileKindImages: "圖片",
    fileKindVideos: "影片",
    fileKindAudio: "音訊",
    integer: "整數",
    problemRequired: "請填寫此項。",
    problemNotText: "請輸入文字。",
    problemNotNumber: "請輸入數字。",
    problemNotList: "請從選項中選擇。",
    problemNotFile: "請選擇檔案。",
    problemOutOfRange: (vars) => "請輸入符合要求的數值：" + vars.rules + "。",
    problemNotInteger: "請輸入整數。",
    problemTooShort: (vars) => "至少需要 " + vars.count + " 個字元。",
    problemTooLong: (vars) => "最多 " + vars.count + " 個字元，請刪減。",
    problemPattern: "格式不正確，請依要求填寫。",
    problemNotOption: "請從提供的選項中選擇。",
    problemCustomText: "請填寫自訂內容。",
    problemTooManyFiles: "只能上傳一個檔案。",
    problemFileTooLarge: (vars) => "檔案過大：單個檔案不超過 " + vars.size + "。",
    problemNotObject: "無法讀取填寫的內容，請重試。",
    problemOther: "此項的內容不符合要求，請修改。",
  },
  "zh-HK": {
    eyebrow: "Agent 提問",
    submit: "提交",
    cancel: "取消",
    skip: "跳過",
    nextStep: "下一步",
    prevStep: "上一步",
    stepOf: (vars) => "步驟 " + vars.current + " / " + vars.total,
    required: "請填寫此項",
    customOption: "自定義",
    customInputLabel: "自定義內容",
    customInputPlaceholder: "請輸入",
    uploadDragText: "點擊或拖拽檔案到此區域上傳",
    submitted: "已提交回答",
    cancelled: "已取消",
    skipped: "已跳過",
    maxLength: (vars) => "最多 " + vars.count + " 個字元",
    minLength: (vars) => "至少 " + vars.count + " 個字元",
    maxFileSize: (vars) => "單個檔案不超過 " + vars.size,
    fixErrors: (vars) => "有 " + vars.count + " 項需要修改，請查看標出的欄位。",
    unknownWidget: (vars) => "此表單無法顯示控制項「" + vars.widget + "」，已改用文字框。",
    alreadyAnswered: "這次提問已經回答過，不會重複傳送。",
    sendFailed: "宿主沒有接收這則回答，你的填寫已保留：可以重試或複製訊息。",
    answerTooLarge: (vars) =>
      "回答太長，無法傳送：Agent 會收到 " +
      vars.size +
      "，超過一則訊息最多能帶的 " +
      vars.max +
      "。還沒有傳送任何內容，你的填寫都還在：請縮短 " +
      vars.fields +
      " 後再提交。",
    copyMessage: "複製訊息",
    copied: "已複製",
    waiting: "正在等待提問…",
    cannotRender: "無法顯示這次提問",
    openFallback: "開啟表單",
    closeTab: "可以關閉此分頁了。",
    removeFile: (vars) => "移除 " + vars.name,
    chooseFile: "選擇檔案",
    uploading: "正在上傳…",
    uploadFailed: (vars) => "「" + vars.name + "」沒有上傳成功，請重新選擇。",
    uploadsPending: "檔案還在上傳，請等上傳完成後再提交。",
    selectPlaceholder: "請選擇",
    interviewEyebrow: "訪談",
    interviewStart: "開始",
    interviewQuestionCount: (vars) => "共 " + vars.count + " 題",
    interviewWithRecommendation: (vars) => vars.count + " 題有推薦",
    interviewDraftsKept: "重新整理頁面不會遺失草稿",
    interviewQuestionOf: (vars) => "第 " + vars.current + " 題，共 " + vars.total + " 題",
    interviewKindOne: "單選",
    interviewKindAny: "可多選",
    interviewKindRank: "排序",
    interviewKindFree: "自由填寫",
    interviewNew: "新",
    interviewRecommended: "推薦：",
    interviewOther: "其他",
    interviewYourAnswer: "你的回答",
    interviewOtherPlaceholder: "其他答案…",
    interviewAnswerPlaceholder: "輸入你的回答…",
    interviewNote: "備註",
    interviewOptional: "選填",
    interviewNotePlaceholder: "給 Agent 的補充說明…",
    interviewModeAnswer: "回答",
    interviewModeDefer: "稍後再定",
    interviewModeNeedsInfo: "需要更多資訊",
    interviewOtherAnswer: (vars) => "其他：" + vars.text,
    interviewThankYou: "謝謝",
    interviewAlreadySubmitted: "已經提交過",
    interviewSentToAgent: "你的回答已傳送給 Agent。",
    interviewSavedForAgent: "你的回答已儲存，Agent 之後會來取。",
    interviewSubmittedEarlier: "這些回答之前已經提交過。",
    interviewWhatWasSent: "已傳送的內容",
    interviewCloseTab: "可以關閉此分頁了。",
    interviewResolved: (vars) => "已完成 " + vars.resolved + "/" + vars.total + " 題。",
    interviewSubmitWaits: "伺服器恢復回應後才能提交。",
    interviewNoAgentWaiting: "現在沒有 Agent 在等待；你的回答會保留，Agent 之後會來取。",
    interviewBack: "上一步",
    interviewNext: "下一步",
    interviewSubmit: "提交",
    interviewSubmitAnyway: "仍然提交",
    interviewShowAll: "顯示全部",
    interviewOnePerScreen: "逐題顯示",
    interviewThemeAuto: "自動",
    interviewThemeDark: "深色",
    interviewThemeLight: "淺色",
    interviewReview: "檢查回答",
    acceptHint: (vars) => "可上傳：" + vars.types,
    fileKindImages: "圖片",
    fileKindVideos: "影片",
    fileKindAudio: "音訊",
    integer: "整數",
    problemRequired: "請填寫此項。",
    problemNotText: "請輸入文字。",
    problemNotNumber: "請輸入數字。",
    problemNotList: "請從選項中選擇。",
    problemNotFile: "請選擇檔案。",
    problemOutOfRange: (vars) => "請輸入符合要求的數值：" + vars.rules + "。",
    problemNotInteger: "請輸入整數。",
    problemTooShort: (vars) => "至少需要 " + vars.count + " 個字元。",
    problemTooLong: (vars) => "最多 " + vars.count + " 個字元，請刪減。",
    problemPattern: "格式不正確，請按要求填寫。",
    problemNotOption: "請從提供的選項中選擇。",
    problemCustomText: "請填寫自定義內容。",
    problemTooManyFiles: "只能上載一個檔案。",
    problemFileTooLarge: (vars) => "檔案過大：單個檔案不超過 " + vars.size + "。",
    problemNotObject: "無法讀取填寫的內容，請重試。",
    problemOther: "此項的內容不符合要求，請修改。",
  },
  "en-US": {
    eyebrow: "Agent question",
    submit: "Submit",
    cancel: "Cancel",
    skip: "Skip",
    nextStep: "Next",
    prevStep: "Previous",
    stepOf: (vars) => "Step " + vars.current + " / " + vars.total,
    required: "This field is required",
    customOption: "Custom",
    customInputLabel: "Custom value",
    customInputPlaceholder: "Enter value",
    uploadDragText: "Click or drag files here to upload",
    submitted: "Answer submitted",
    cancelled: "Cancelled",
    skipped: "Skipped",
    maxLength: (vars) => "Up to " + vars.count + " characters",
    minLength: (vars) => "At least " + vars.count + " characters",
    maxFileSize: (vars) => "Up to " + vars.size + " per file",
    fixErrors: (vars) => vars.count + " field(s) need changes; see the marked fields.",
    unknownWidget: (vars) =>
      "This form cannot show a “" + vars.widget + "” control; it is shown as a text box.",
    alreadyAnswered: "This question was already answered; nothing is sent again.",
    sendFailed: "The host did not accept the answer. Your answers are kept: try again or copy the message.",
    answerTooLarge: (vars) =>
      "Your answers are too long to send: the agent would receive " +
      vars.size +
      ", more than the " +
      vars.max +
      " one message can carry. Nothing was sent and your answers are still here: shorten " +
      vars.fields +
      " and submit again.",
    copyMessage: "Copy message",
    copied: "Copied",
    waiting: "Waiting for the question…",
    cannotRender: "This question cannot be shown here",
    openFallback: "Open the form",
    closeTab: "You can close this tab.",
    removeFile: (vars) => "Remove " + vars.name,
    chooseFile: "Choose file",
    uploading: "Uploading…",
    uploadFailed: (vars) => vars.name + " was not uploaded; choose it again.",
    uploadsPending: "Files are still uploading; submit once they are done.",
    selectPlaceholder: "Select…",
    interviewEyebrow: "Interview",
    interviewStart: "Start",
    interviewQuestionCount: (vars) => vars.count + " question(s)",
    interviewWithRecommendation: (vars) => vars.count + " with a recommendation",
    interviewDraftsKept: "Drafts are kept if you reload",
    interviewQuestionOf: (vars) => "Question " + vars.current + " of " + vars.total,
    interviewKindOne: "Pick one",
    interviewKindAny: "Pick any",
    interviewKindRank: "Rank",
    interviewKindFree: "Free text",
    interviewNew: "New",
    interviewRecommended: "Recommended:",
    interviewOther: "Other",
    interviewYourAnswer: "Your answer",
    interviewOtherPlaceholder: "Something else…",
    interviewAnswerPlaceholder: "Type your answer…",
    interviewNote: "Note",
    interviewOptional: "optional",
    interviewNotePlaceholder: "Context for the agent…",
    interviewModeAnswer: "Answer",
    interviewModeDefer: "Defer",
    interviewModeNeedsInfo: "Need more info",
    interviewOtherAnswer: (vars) => "Other: " + vars.text,
    interviewThankYou: "Thank you",
    interviewAlreadySubmitted: "Already submitted",
    interviewSentToAgent: "Your answers were sent to the agent.",
    interviewSavedForAgent: "Your answers were saved; the agent will collect them.",
    interviewSubmittedEarlier: "These answers were already submitted.",
    interviewWhatWasSent: "What was sent",
    interviewCloseTab: "You can close this tab.",
    interviewResolved: (vars) => vars.resolved + " of " + vars.total + " resolved.",
    interviewSubmitWaits: "Submit waits for the server.",
    interviewNoAgentWaiting:
      "No agent call is waiting right now; your answers are kept and the agent will collect them.",
    interviewBack: "Back",
    interviewNext: "Next",
    interviewSubmit: "Submit",
    interviewSubmitAnyway: "Submit anyway",
    interviewShowAll: "Show all",
    interviewOnePerScreen: "One per screen",
    interviewThemeAuto: "Auto",
    interviewThemeDark: "Dark",
    interviewThemeLight: "Light",
    interviewReview: "Review",
    acceptHint: (vars) => "Accepts " + vars.types,
    fileKindImages: "images",
    fileKindVideos: "videos",
    fileKindAudio: "audio",
    integer: "Whole number",
    problemRequired: "This field is required.",
    problemNotText: "Enter text.",
    problemNotNumber: "Enter a number.",
    problemNotList: "Choose from the options.",
    problemNotFile: "Choose a file.",
    problemOutOfRange: (vars) => "Enter a number that fits: " + vars.rules + ".",
    problemNotInteger: "Enter a whole number.",
    problemTooShort: (vars) => "Enter at least " + vars.count + " characters.",
    problemTooLong: (vars) => "Use at most " + vars.count + " characters.",
    problemPattern: "This does not match the expected format.",
    problemNotOption: "Choose one of the options.",
    problemCustomText: "Type your own answer.",
    problemTooManyFiles: "Choose one file only.",
    problemFileTooLarge: (vars) => "This file is too large: up to " + vars.size + " per file.",
    problemNotObject: "The answers could not be read; try again.",
    problemOther: "This answer does not fit the field; please change it.",
  },
  "ja-JP": {
    eyebrow: "エージェントの質問",
    submit: "送信",
    cancel: "キャンセル",
    skip: "スキップ",
    nextStep: "次へ",
    prevStep: "前へ",
    stepOf: (vars) => "ステップ " + vars.current + " / " + vars.total,
    required: "この項目は必須です",
    customOption: "カスタム",
    customInputLabel: "カスタム値",
    customInputPlaceholder: "値を入力",
    uploadDragText: "ここをクリックまたはファイルをドラッグしてアップロード",
    submitted: "回答を送信しました",
    cancelled: "キャンセルされました",
    skipped: "スキップ済み",
    maxLength: (vars) => vars.count + " 文字以内",
    minLength: (vars) => vars.count + " 文字以上",
    maxFileSize: (vars) => "1 ファイル " + vars.size + " まで",
    fixErrors: (vars) => vars.count + " 件の項目を修正してください。",
    unknownWidget: (vars) =>
      "このフォームでは「" +
      vars.widget +
      "」コントロールを表示できないため、テキストボックスで表示しています。",
    alreadyAnswered: "この質問には回答済みです。再送信はしません。",
    sendFailed:
      "ホストが回答を受け付けませんでした。入力内容は保持されています。再試行するかメッセージをコピーしてください。",
    answerTooLarge: (vars) =>
      "回答が長すぎて送信できません：エージェントに届くのは " +
      vars.size +
      " で、1 件のメッセージで送れる " +
      vars.max +
      " を超えています。まだ何も送信されておらず、入力内容はそのまま残っています：" +
      vars.fields +
      " を短くしてからもう一度送信してください。",
    copyMessage: "メッセージをコピー",
    copied: "コピーしました",
    waiting: "質問を待っています…",
    cannotRender: "この質問はここでは表示できません",
    openFallback: "フォームを開く",
    closeTab: "このタブは閉じてかまいません。",
    removeFile: (vars) => vars.name + " を削除",
    chooseFile: "ファイルを選択",
    uploading: "アップロード中…",
    uploadFailed: (vars) => "「" + vars.name + "」をアップロードできませんでした。もう一度選択してください。",
    uploadsPending: "ファイルをアップロード中です。完了してから送信してください。",
    selectPlaceholder: "選択してください",
    interviewEyebrow: "インタビュー",
    interviewStart: "開始",
    interviewQuestionCount: (vars) => "全 " + vars.count + " 問",
    interviewWithRecommendation: (vars) => "おすすめ付き " + vars.count + " 問",
    interviewDraftsKept: "再読み込みしても下書きは残ります",
    interviewQuestionOf: (vars) => "質問 " + vars.current + " / " + vars.total,
    interviewKindOne: "1 つ選択",
    interviewKindAny: "複数選択可",
    interviewKindRank: "順位付け",
    interviewKindFree: "自由記述",
    interviewNew: "新規",
    interviewRecommended: "おすすめ：",
    interviewOther: "その他",
    interviewYourAnswer: "あなたの回答",
    interviewOtherPlaceholder: "その他の回答…",
    interviewAnswerPlaceholder: "回答を入力…",
    interviewNote: "メモ",
    interviewOptional: "任意",
    interviewNotePlaceholder: "エージェントへの補足…",
    interviewModeAnswer: "回答",
    interviewModeDefer: "保留",
    interviewModeNeedsInfo: "情報が必要",
    interviewOtherAnswer: (vars) => "その他：" + vars.text,
    interviewThankYou: "ありがとうございました",
    interviewAlreadySubmitted: "送信済み",
    interviewSentToAgent: "回答をエージェントに送信しました。",
    interviewSavedForAgent: "回答を保存しました。エージェントが後で受け取ります。",
    interviewSubmittedEarlier: "これらの回答は送信済みです。",
    interviewWhatWasSent: "送信した内容",
    interviewCloseTab: "このタブは閉じてかまいません。",
    interviewResolved: (vars) => vars.total + " 問中 " + vars.resolved + " 問が完了。",
    interviewSubmitWaits: "サーバーが応答するまで送信できません。",
    interviewNoAgentWaiting:
      "いま待機中のエージェントはいません。回答は保持され、エージェントが後で受け取ります。",
    interviewBack: "戻る",
    interviewNext: "次へ",
    interviewSubmit: "送信",
    interviewSubmitAnyway: "このまま送信",
    interviewShowAll: "すべて表示",
    interviewOnePerScreen: "1 画面ずつ",
    interviewThemeAuto: "自動",
    interviewThemeDark: "ダーク",
    interviewThemeLight: "ライト",
    interviewReview: "回答の確認",
    acceptHint: (vars) => "対応形式：" + vars.types,
    fileKindImages: "画像",
    fileKindVideos: "動画",
    fileKindAudio: "音声",
    integer: "整数",
    problemRequired: "この項目は必須です。",
    problemNotText: "テキストを入力してください。",
    problemNotNumber: "数値を入力してください。",
    problemNotList: "選択肢から選んでください。",
    problemNotFile: "ファイルを選択してください。",
    problemOutOfRange: (vars) => "条件に合う数値を入力してください（" + vars.rules + "）。",
    problemNotInteger: "整数を入力してください。",
    problemTooShort: (vars) => vars.count + " 文字以上で入力してください。",
    problemTooLong: (vars) => vars.count + " 文字以内で入力してください。",
    problemPattern: "形式が正しくありません。",
    problemNotOption: "選択肢から選んでください。",
    problemCustomText: "カスタム値を入力してください。",
    problemTooManyFiles: "ファイルは 1 つだけ選択してください。",
    problemFileTooLarge: (vars) => "ファイルが大きすぎます（1 ファイル " + vars.size + " まで）。",
    problemNotObject: "回答を読み取れませんでした。もう一度お試しください。",
    problemOther: "この回答は項目の条件に合いません。修正してください。",
  },
};

/**
 * The UI strings for a BCP 47 tag, resolved as the answer message resolves it (resolveLocale:
 * exact tag, x-nuwax.localeAliases, shorter tags, then the contract's default locale).
 */
export function uiStringsFor(locale?: string): UiStrings {
  return UI_STRINGS[resolveLocale(locale)];
}
