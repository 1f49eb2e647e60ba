# Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
#
# The contract's data for the Python SDK (docs/sdks.md "Python SDK"): constants, the widget catalog, the
# answer-message templates and what older clients wrote. Data only: the behaviour that reads it is
# the hand-written modules beside this file. A template is a tuple of parts: ("text", "…") is
# written as is, ("var", "title") is replaced by that variable.

from typing import Any, Final

#: x-nuwax.protocolVersion
PROTOCOL_VERSION: Final = "2.1.0"

#: x-nuwax.constants
CONSTANTS: Final[dict[str, Any]] = {
    "toolName": "nuwax_ask_question",
    "schemaVersion": "nuwax.mcp_ask.v2",
    "uiVersion": "nuwax.interaction.v2",
    "otherFieldSuffix": "Custom",
    "defaultLocale": "zh-CN",
    "fallbackWidget": "text",
    "pendingMessage": "The question has been presented to the user. Stop this turn now. When the user submits the form, their answer will arrive as a new user message.",
    "maxMessageBytes": 10485760,
    "maxToolResultBytes": 9437184,
    "maxSubmitBytes": 5242880,
    "maxUploadBytes": 104857600,
    "maxOpenPageBytes": 33554432,
    "quoteMaxCodePoints": 80,
    "subjectMaxCodePoints": 256,
    "maxProblems": 200,
    "deliveryModes": [
        "pending",
        "elicitation",
        "browser",
        "auto",
    ],
    "defaultDelivery": "pending",
    "unknownSessionId": "unknown",
    "patternMaxRepeat": 1000,
    "patternMaxProgramSize": 512,
    "patternMaxCachedStates": 128,
}

#: The widget names, in catalog order (x-nuwax.widgetCatalog[].widget).
WIDGETS: Final = ("text", "textarea", "number", "radio", "checkboxes", "select", "list", "file", "radio-with-custom",)

#: x-nuwax.widgetCatalog: one entry per widget, in catalog order.
WIDGET_CATALOG: Final[list[dict[str, Any]]] = [
    {
        "widget": "text",
        "labels": {
            "zh-CN": "单行文本",
            "en": "Single-line text",
        },
        "antd": "Input",
        "valueType": "string",
        "inference": {
            "when": {
                "types": [
                    "string",
                ],
                "typeMayBeOmitted": True,
                "hasOptions": False,
            },
        },
        "requires": {},
        "constraints": [
            "minLength",
            "maxLength",
            "pattern",
        ],
        "answerDisplay": "text",
        "clientSupport": {
            "web": "supported",
            "mobile": "supported",
        },
        "template": {
            "name": "summary",
            "title": "一句话描述需求",
            "widget": "text",
            "placeholder": "例如：给订单页加导出按钮",
            "maxLength": 100,
        },
    },
    {
        "widget": "textarea",
        "labels": {
            "zh-CN": "多行文本",
            "en": "Multi-line text",
        },
        "antd": "Input.TextArea",
        "valueType": "string",
        "inference": None,
        "requires": {},
        "constraints": [
            "minLength",
            "maxLength",
            "pattern",
        ],
        "answerDisplay": "text",
        "clientSupport": {
            "web": "supported",
            "mobile": "supported",
        },
        "template": {
            "name": "remark",
            "title": "补充说明",
            "widget": "textarea",
            "placeholder": "还有什么需要注意的？",
        },
    },
    {
        "widget": "number",
        "labels": {
            "zh-CN": "数字",
            "en": "Number",
        },
        "antd": "InputNumber",
        "valueType": "number",
        "inference": {
            "when": {
                "types": [
                    "number",
                    "integer",
                ],
                "typeMayBeOmitted": False,
                "hasOptions": False,
            },
        },
        "requires": {},
        "constraints": [
            "minimum",
            "maximum",
            "exclusiveMinimum",
            "exclusiveMaximum",
            "multipleOf",
        ],
        "answerDisplay": "number",
        "clientSupport": {
            "web": "supported",
            "mobile": "supported",
        },
        "template": {
            "name": "count",
            "title": "并发数",
            "widget": "number",
            "type": "integer",
            "initialValue": 1,
            "minimum": 1,
            "maximum": 10,
        },
    },
    {
        "widget": "radio",
        "labels": {
            "zh-CN": "单选",
            "en": "Single choice",
        },
        "antd": "Radio.Group",
        "valueType": "string",
        "inference": {
            "when": {
                "types": [
                    "string",
                ],
                "typeMayBeOmitted": True,
                "hasOptions": True,
            },
        },
        "requires": {
            "options": True,
        },
        "constraints": [
            "options",
        ],
        "answerDisplay": "optionLabel",
        "clientSupport": {
            "web": "supported",
            "mobile": "supported",
        },
        "template": {
            "name": "choice",
            "title": "选项",
            "widget": "radio",
            "required": True,
            "options": [
                {
                    "value": "test",
                    "label": "先跑测试",
                },
                {
                    "value": "deploy",
                    "label": "直接部署",
                },
            ],
        },
    },
    {
        "widget": "checkboxes",
        "labels": {
            "zh-CN": "多选",
            "en": "Multiple choice",
        },
        "antd": "Checkbox.Group",
        "valueType": "array",
        "inference": {
            "when": {
                "types": [
                    "array",
                ],
                "typeMayBeOmitted": False,
                "hasOptions": True,
            },
        },
        "requires": {
            "options": True,
        },
        "constraints": [
            "options",
        ],
        "answerDisplay": "optionLabels",
        "clientSupport": {
            "web": "supported",
            "mobile": "supported",
        },
        "template": {
            "name": "checks",
            "title": "检查项",
            "widget": "checkboxes",
            "options": [
                {
                    "value": "lint",
                    "label": "代码检查",
                },
                {
                    "value": "test",
                    "label": "单元测试",
                },
            ],
        },
    },
    {
        "widget": "select",
        "labels": {
            "zh-CN": "下拉单选",
            "en": "Dropdown",
        },
        "antd": "Select",
        "valueType": "string",
        "inference": None,
        "requires": {
            "options": True,
        },
        "constraints": [
            "options",
        ],
        "answerDisplay": "optionLabel",
        "clientSupport": {
            "web": "supported",
            "mobile": "supported",
        },
        "template": {
            "name": "region",
            "title": "部署区域",
            "widget": "select",
            "options": [
                {
                    "value": "cn-hangzhou",
                    "label": "华东（杭州）",
                },
                {
                    "value": "cn-beijing",
                    "label": "华北（北京）",
                },
            ],
        },
    },
    {
        "widget": "list",
        "labels": {
            "zh-CN": "列表单选",
            "en": "List choice",
        },
        "antd": "Radio.Group (vertical)",
        "valueType": "string",
        "inference": None,
        "requires": {
            "options": True,
        },
        "constraints": [
            "options",
        ],
        "answerDisplay": "optionLabel",
        "clientSupport": {
            "web": "supported",
            "mobile": "supported",
        },
        "template": {
            "name": "framework",
            "title": "前端框架",
            "widget": "list",
            "options": [
                {
                    "value": "react",
                    "label": "React",
                },
                {
                    "value": "vue",
                    "label": "Vue",
                },
                {
                    "value": "angular",
                    "label": "Angular",
                },
            ],
        },
    },
    {
        "widget": "file",
        "labels": {
            "zh-CN": "文件上传",
            "en": "File upload",
        },
        "antd": "Upload",
        "valueType": "files",
        "inference": None,
        "requires": {},
        "constraints": [
            "accept",
            "multiple",
            "maxFileSize",
        ],
        "answerDisplay": "fileNames",
        "clientSupport": {
            "web": "supported",
            "mobile": "supported",
        },
        "template": {
            "name": "screenshot",
            "title": "截图",
            "widget": "file",
            "accept": "image/*",
            "multiple": False,
            "maxFileSize": 10485760,
        },
    },
    {
        "widget": "radio-with-custom",
        "labels": {
            "zh-CN": "单选 + 自定义输入",
            "en": "Single choice with custom answer",
        },
        "antd": "Radio.Group + Input",
        "valueType": "string",
        "inference": None,
        "requires": {
            "options": True,
            "allowCustom": True,
        },
        "constraints": [
            "options",
            "allowCustom",
            "otherValue",
            "otherField",
        ],
        "answerDisplay": "optionLabelOrCustom",
        "clientSupport": {
            "web": "supported",
            "mobile": "supported",
        },
        "template": {
            "name": "plan",
            "title": "继续方式",
            "widget": "radio-with-custom",
            "allowCustom": True,
            "options": [
                {
                    "value": "deploy",
                    "label": "部署",
                },
                {
                    "value": "test",
                    "label": "测试",
                },
            ],
        },
    },
]

#: x-nuwax.deprecatedBuilderAliases: an old widget name → its widget.
DEPRECATED_BUILDER_ALIASES: Final[dict[str, str]] = {
    "input": "text",
    "checkbox": "checkboxes",
}

#: The default otherValue of a radio-with-custom field (#/$defs/FormFieldInput/properties/otherValue/default).
DEFAULT_OTHER_VALUE: Final = "__custom__"

#: Locales with answer-message templates, in contract order (x-nuwax.messages).
MESSAGE_LOCALES: Final = ("zh-CN", "zh-TW", "zh-HK", "en-US", "ja-JP",)

#: x-nuwax.localeAliases: a tag mapped to a template locale before the primary-language fallback.
LOCALE_ALIASES: Final[dict[str, str]] = {
    "zh": "zh-CN",
    "zh-Hans": "zh-CN",
    "zh-SG": "zh-CN",
    "zh-Hant": "zh-TW",
    "zh-Hant-HK": "zh-HK",
    "zh-MO": "zh-HK",
    "en": "en-US",
    "ja": "ja-JP",
}

#: x-nuwax.messages: locale → message key → template parts.
MESSAGES: Final[dict[str, dict[str, list[list[str]]]]] = {
    "zh-CN": {
        "submittedHeader": [
            [
                "text",
                "我已填写「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」，表单内容如下：",
            ],
        ],
        "fieldLine": [
            [
                "var",
                "label",
            ],
            [
                "text",
                "：",
            ],
            [
                "var",
                "value",
            ],
        ],
        "emptyForm": [
            [
                "text",
                "我已填写「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」，表单内容如下：\n（无表单内容）",
            ],
        ],
        "cancelled": [
            [
                "text",
                "我取消了「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」。",
            ],
        ],
        "skipped": [
            [
                "text",
                "我跳过了「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」。",
            ],
        ],
        "timedOut": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」已超时，没有收到表单答案。",
            ],
        ],
        "defaultTitle": [
            [
                "text",
                "这次提问",
            ],
        ],
        "notProvided": [
            [
                "text",
                "未填写",
            ],
        ],
        "unknownFile": [
            [
                "text",
                "未知文件",
            ],
        ],
        "filePrefix": [
            [
                "text",
                "📎 ",
            ],
        ],
        "yes": [
            [
                "text",
                "是",
            ],
        ],
        "no": [
            [
                "text",
                "否",
            ],
        ],
        "labelSeparator": [
            [
                "text",
                "：",
            ],
        ],
        "listSeparator": [
            [
                "text",
                "、",
            ],
        ],
        "objectEntrySeparator": [
            [
                "text",
                "，",
            ],
        ],
        "lineSeparator": [
            [
                "text",
                "\n",
            ],
        ],
        "headerSeparator": [
            [
                "text",
                "\n",
            ],
        ],
    },
    "zh-TW": {
        "submittedHeader": [
            [
                "text",
                "我已填寫「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」，表單內容如下：",
            ],
        ],
        "fieldLine": [
            [
                "var",
                "label",
            ],
            [
                "text",
                "：",
            ],
            [
                "var",
                "value",
            ],
        ],
        "emptyForm": [
            [
                "text",
                "我已填寫「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」，表單內容如下：\n（無表單內容）",
            ],
        ],
        "cancelled": [
            [
                "text",
                "我取消了「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」。",
            ],
        ],
        "skipped": [
            [
                "text",
                "我跳過了「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」。",
            ],
        ],
        "timedOut": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」已逾時，沒有收到表單答案。",
            ],
        ],
        "defaultTitle": [
            [
                "text",
                "這次提問",
            ],
        ],
        "notProvided": [
            [
                "text",
                "未填寫",
            ],
        ],
        "unknownFile": [
            [
                "text",
                "未知檔案",
            ],
        ],
        "filePrefix": [
            [
                "text",
                "📎 ",
            ],
        ],
        "yes": [
            [
                "text",
                "是",
            ],
        ],
        "no": [
            [
                "text",
                "否",
            ],
        ],
        "labelSeparator": [
            [
                "text",
                "：",
            ],
        ],
        "listSeparator": [
            [
                "text",
                "、",
            ],
        ],
        "objectEntrySeparator": [
            [
                "text",
                "，",
            ],
        ],
        "lineSeparator": [
            [
                "text",
                "\n",
            ],
        ],
        "headerSeparator": [
            [
                "text",
                "\n",
            ],
        ],
    },
    "zh-HK": {
        "submittedHeader": [
            [
                "text",
                "我已填寫「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」，表單內容如下：",
            ],
        ],
        "fieldLine": [
            [
                "var",
                "label",
            ],
            [
                "text",
                "：",
            ],
            [
                "var",
                "value",
            ],
        ],
        "emptyForm": [
            [
                "text",
                "我已填寫「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」，表單內容如下：\n（無表單內容）",
            ],
        ],
        "cancelled": [
            [
                "text",
                "我取消了「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」。",
            ],
        ],
        "skipped": [
            [
                "text",
                "我跳過了「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」。",
            ],
        ],
        "timedOut": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」已逾時，沒有收到表單答案。",
            ],
        ],
        "defaultTitle": [
            [
                "text",
                "這次提問",
            ],
        ],
        "notProvided": [
            [
                "text",
                "未填寫",
            ],
        ],
        "unknownFile": [
            [
                "text",
                "未知檔案",
            ],
        ],
        "filePrefix": [
            [
                "text",
                "📎 ",
            ],
        ],
        "yes": [
            [
                "text",
                "是",
            ],
        ],
        "no": [
            [
                "text",
                "否",
            ],
        ],
        "labelSeparator": [
            [
                "text",
                "：",
            ],
        ],
        "listSeparator": [
            [
                "text",
                "、",
            ],
        ],
        "objectEntrySeparator": [
            [
                "text",
                "，",
            ],
        ],
        "lineSeparator": [
            [
                "text",
                "\n",
            ],
        ],
        "headerSeparator": [
            [
                "text",
                "\n",
            ],
        ],
    },
    "en-US": {
        "submittedHeader": [
            [
                "text",
                "I answered \"",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "\". Form details:",
            ],
        ],
        "fieldLine": [
            [
                "var",
                "label",
            ],
            [
                "text",
                ": ",
            ],
            [
                "var",
                "value",
            ],
        ],
        "emptyForm": [
            [
                "text",
                "I answered \"",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "\". Form details:\n(No form content)",
            ],
        ],
        "cancelled": [
            [
                "text",
                "I cancelled \"",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "\".",
            ],
        ],
        "skipped": [
            [
                "text",
                "I skipped \"",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "\".",
            ],
        ],
        "timedOut": [
            [
                "text",
                "\"",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "\" timed out. No form answer was received.",
            ],
        ],
        "defaultTitle": [
            [
                "text",
                "This question",
            ],
        ],
        "notProvided": [
            [
                "text",
                "Not provided",
            ],
        ],
        "unknownFile": [
            [
                "text",
                "Unknown file",
            ],
        ],
        "filePrefix": [
            [
                "text",
                "📎 ",
            ],
        ],
        "yes": [
            [
                "text",
                "Yes",
            ],
        ],
        "no": [
            [
                "text",
                "No",
            ],
        ],
        "labelSeparator": [
            [
                "text",
                ": ",
            ],
        ],
        "listSeparator": [
            [
                "text",
                ", ",
            ],
        ],
        "objectEntrySeparator": [
            [
                "text",
                "; ",
            ],
        ],
        "lineSeparator": [
            [
                "text",
                "\n",
            ],
        ],
        "headerSeparator": [
            [
                "text",
                "\n",
            ],
        ],
    },
    "ja-JP": {
        "submittedHeader": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」に回答しました。フォーム内容は以下のとおりです：",
            ],
        ],
        "fieldLine": [
            [
                "var",
                "label",
            ],
            [
                "text",
                "：",
            ],
            [
                "var",
                "value",
            ],
        ],
        "emptyForm": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」に回答しました。フォーム内容は以下のとおりです：\n（フォーム内容なし）",
            ],
        ],
        "cancelled": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」をキャンセルしました。",
            ],
        ],
        "skipped": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」をスキップしました。",
            ],
        ],
        "timedOut": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」はタイムアウトしました。フォームの回答は受信されませんでした。",
            ],
        ],
        "defaultTitle": [
            [
                "text",
                "この質問",
            ],
        ],
        "notProvided": [
            [
                "text",
                "未入力",
            ],
        ],
        "unknownFile": [
            [
                "text",
                "不明なファイル",
            ],
        ],
        "filePrefix": [
            [
                "text",
                "📎 ",
            ],
        ],
        "yes": [
            [
                "text",
                "はい",
            ],
        ],
        "no": [
            [
                "text",
                "いいえ",
            ],
        ],
        "labelSeparator": [
            [
                "text",
                "：",
            ],
        ],
        "listSeparator": [
            [
                "text",
                "、",
            ],
        ],
        "objectEntrySeparator": [
            [
                "text",
                "，",
            ],
        ],
        "lineSeparator": [
            [
                "text",
                "\n",
            ],
        ],
        "headerSeparator": [
            [
                "text",
                "\n",
            ],
        ],
    },
}

#: x-nuwax.historicalSignatures: openings older clients sent, recognised and never written.
HISTORICAL_SIGNATURES: Final[list[dict[str, Any]]] = [
    {
        "action": "submit",
        "source": "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)",
        "parts": [
            [
                "text",
                "我已填写「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」",
            ],
        ],
    },
    {
        "action": "cancel",
        "source": "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)",
        "parts": [
            [
                "text",
                "我取消了「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」",
            ],
        ],
    },
    {
        "action": "skip",
        "source": "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)",
        "parts": [
            [
                "text",
                "我跳过了「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」",
            ],
        ],
    },
    {
        "action": "timeout",
        "source": "nuwax web client's legacy opening, matched as a prefix (also the nuwax-mobile recogniser)",
        "parts": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」已超时",
            ],
        ],
    },
    {
        "action": "submit",
        "source": "nuwax-mobile recogniser (Traditional Chinese, as a prefix)",
        "parts": [
            [
                "text",
                "我已填寫「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」",
            ],
        ],
    },
    {
        "action": "skip",
        "source": "nuwax-mobile recogniser (Traditional Chinese, as a prefix)",
        "parts": [
            [
                "text",
                "我跳過了「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」",
            ],
        ],
    },
    {
        "action": "timeout",
        "source": "nuwax-mobile recogniser (Traditional Chinese, as a prefix)",
        "parts": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」已逾時",
            ],
        ],
    },
    {
        "action": "cancel",
        "source": "nuwax-mobile recogniser (English, without the closing period)",
        "parts": [
            [
                "text",
                "I cancelled \"",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "\"",
            ],
        ],
    },
    {
        "action": "skip",
        "source": "nuwax-mobile recogniser (English, without the closing period)",
        "parts": [
            [
                "text",
                "I skipped \"",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "\"",
            ],
        ],
    },
    {
        "action": "submit",
        "source": "nuwax-mobile resume messages (English)",
        "parts": [
            [
                "text",
                "I filled out \"",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "\"",
            ],
        ],
    },
    {
        "action": "submit",
        "source": "early nuwax-mobile resume messages",
        "parts": [
            [
                "text",
                "我回答了「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」",
            ],
        ],
    },
    {
        "action": "submit",
        "source": "nuwax-ask-question-mcp 0.1 formatter (en)",
        "parts": [
            [
                "text",
                "I filled in \"",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "\". My answers:",
            ],
        ],
    },
    {
        "action": "submit",
        "source": "nuwax-ask-question-mcp 0.1 formatter (en, empty form)",
        "parts": [
            [
                "text",
                "I submitted \"",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "\"; the form had nothing to fill in.",
            ],
        ],
    },
    {
        "action": "submit",
        "source": "nuwax-ask-question-mcp 0.1 formatter (ja)",
        "parts": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」に回答しました。内容は次のとおりです：",
            ],
        ],
    },
    {
        "action": "submit",
        "source": "nuwax-ask-question-mcp 0.1 formatter (ja, empty form)",
        "parts": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」を送信しました。入力する項目はありませんでした。",
            ],
        ],
    },
    {
        "action": "submit",
        "source": "nuwax-ask-question-mcp 0.1 formatter (zh-CN, empty form)",
        "parts": [
            [
                "text",
                "我已提交「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」，表单没有需要填写的内容。",
            ],
        ],
    },
    {
        "action": "submit",
        "source": "nuwax-ask-question-mcp 0.1 formatter (zh-TW, empty form)",
        "parts": [
            [
                "text",
                "我已提交「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」，表單沒有需要填寫的內容。",
            ],
        ],
    },
    {
        "action": "timeout",
        "source": "nuwax-mobile resume messages (English); nuwax-ask-question-mcp 0.1 formatter (en)",
        "parts": [
            [
                "text",
                "\"",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "\" timed out",
            ],
        ],
    },
    {
        "action": "timeout",
        "source": "nuwax-ask-question-mcp 0.1 formatter (ja)",
        "parts": [
            [
                "text",
                "「",
            ],
            [
                "var",
                "title",
            ],
            [
                "text",
                "」はタイムアウトしました。フォームの回答は届いていません。",
            ],
        ],
    },
]

#: x-nuwax.dialects: dialect → {fileNameKeys, messages: locale → message key → template parts} (the
#: dialect's overrides filled in); the first is the default ("web").
DIALECTS: Final[dict[str, dict[str, Any]]] = {
    "web": {
        "fileNameKeys": [
            "url",
            "fileUrl",
            "name",
            "fileName",
        ],
        "messages": {
            "zh-CN": {
                "submittedHeader": [
                    [
                        "text",
                        "我已填写「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表单内容如下：",
                    ],
                ],
                "fieldLine": [
                    [
                        "var",
                        "label",
                    ],
                    [
                        "text",
                        "：",
                    ],
                    [
                        "var",
                        "value",
                    ],
                ],
                "emptyForm": [
                    [
                        "text",
                        "我已填写「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表单内容如下：\n（无表单内容）",
                    ],
                ],
                "cancelled": [
                    [
                        "text",
                        "我取消了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "skipped": [
                    [
                        "text",
                        "我跳过了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "timedOut": [
                    [
                        "text",
                        "「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」已超时，没有收到表单答案。",
                    ],
                ],
                "defaultTitle": [
                    [
                        "text",
                        "这次提问",
                    ],
                ],
                "notProvided": [
                    [
                        "text",
                        "未填写",
                    ],
                ],
                "unknownFile": [
                    [
                        "text",
                        "未知文件",
                    ],
                ],
                "filePrefix": [
                    [
                        "text",
                        "📎 ",
                    ],
                ],
                "yes": [
                    [
                        "text",
                        "是",
                    ],
                ],
                "no": [
                    [
                        "text",
                        "否",
                    ],
                ],
                "labelSeparator": [
                    [
                        "text",
                        "：",
                    ],
                ],
                "listSeparator": [
                    [
                        "text",
                        "、",
                    ],
                ],
                "objectEntrySeparator": [
                    [
                        "text",
                        "，",
                    ],
                ],
                "lineSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
                "headerSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
            },
            "zh-TW": {
                "submittedHeader": [
                    [
                        "text",
                        "我已填寫「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表單內容如下：",
                    ],
                ],
                "fieldLine": [
                    [
                        "var",
                        "label",
                    ],
                    [
                        "text",
                        "：",
                    ],
                    [
                        "var",
                        "value",
                    ],
                ],
                "emptyForm": [
                    [
                        "text",
                        "我已填寫「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表單內容如下：\n（無表單內容）",
                    ],
                ],
                "cancelled": [
                    [
                        "text",
                        "我取消了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "skipped": [
                    [
                        "text",
                        "我跳過了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "timedOut": [
                    [
                        "text",
                        "「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」已逾時，沒有收到表單答案。",
                    ],
                ],
                "defaultTitle": [
                    [
                        "text",
                        "這次提問",
                    ],
                ],
                "notProvided": [
                    [
                        "text",
                        "未填寫",
                    ],
                ],
                "unknownFile": [
                    [
                        "text",
                        "未知檔案",
                    ],
                ],
                "filePrefix": [
                    [
                        "text",
                        "📎 ",
                    ],
                ],
                "yes": [
                    [
                        "text",
                        "是",
                    ],
                ],
                "no": [
                    [
                        "text",
                        "否",
                    ],
                ],
                "labelSeparator": [
                    [
                        "text",
                        "：",
                    ],
                ],
                "listSeparator": [
                    [
                        "text",
                        "、",
                    ],
                ],
                "objectEntrySeparator": [
                    [
                        "text",
                        "，",
                    ],
                ],
                "lineSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
                "headerSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
            },
            "zh-HK": {
                "submittedHeader": [
                    [
                        "text",
                        "我已填寫「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表單內容如下：",
                    ],
                ],
                "fieldLine": [
                    [
                        "var",
                        "label",
                    ],
                    [
                        "text",
                        "：",
                    ],
                    [
                        "var",
                        "value",
                    ],
                ],
                "emptyForm": [
                    [
                        "text",
                        "我已填寫「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表單內容如下：\n（無表單內容）",
                    ],
                ],
                "cancelled": [
                    [
                        "text",
                        "我取消了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "skipped": [
                    [
                        "text",
                        "我跳過了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "timedOut": [
                    [
                        "text",
                        "「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」已逾時，沒有收到表單答案。",
                    ],
                ],
                "defaultTitle": [
                    [
                        "text",
                        "這次提問",
                    ],
                ],
                "notProvided": [
                    [
                        "text",
                        "未填寫",
                    ],
                ],
                "unknownFile": [
                    [
                        "text",
                        "未知檔案",
                    ],
                ],
                "filePrefix": [
                    [
                        "text",
                        "📎 ",
                    ],
                ],
                "yes": [
                    [
                        "text",
                        "是",
                    ],
                ],
                "no": [
                    [
                        "text",
                        "否",
                    ],
                ],
                "labelSeparator": [
                    [
                        "text",
                        "：",
                    ],
                ],
                "listSeparator": [
                    [
                        "text",
                        "、",
                    ],
                ],
                "objectEntrySeparator": [
                    [
                        "text",
                        "，",
                    ],
                ],
                "lineSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
                "headerSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
            },
            "en-US": {
                "submittedHeader": [
                    [
                        "text",
                        "I answered \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\". Form details:",
                    ],
                ],
                "fieldLine": [
                    [
                        "var",
                        "label",
                    ],
                    [
                        "text",
                        ": ",
                    ],
                    [
                        "var",
                        "value",
                    ],
                ],
                "emptyForm": [
                    [
                        "text",
                        "I answered \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\". Form details:\n(No form content)",
                    ],
                ],
                "cancelled": [
                    [
                        "text",
                        "I cancelled \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\".",
                    ],
                ],
                "skipped": [
                    [
                        "text",
                        "I skipped \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\".",
                    ],
                ],
                "timedOut": [
                    [
                        "text",
                        "\"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\" timed out. No form answer was received.",
                    ],
                ],
                "defaultTitle": [
                    [
                        "text",
                        "This question",
                    ],
                ],
                "notProvided": [
                    [
                        "text",
                        "Not provided",
                    ],
                ],
                "unknownFile": [
                    [
                        "text",
                        "Unknown file",
                    ],
                ],
                "filePrefix": [
                    [
                        "text",
                        "📎 ",
                    ],
                ],
                "yes": [
                    [
                        "text",
                        "Yes",
                    ],
                ],
                "no": [
                    [
                        "text",
                        "No",
                    ],
                ],
                "labelSeparator": [
                    [
                        "text",
                        ": ",
                    ],
                ],
                "listSeparator": [
                    [
                        "text",
                        ", ",
                    ],
                ],
                "objectEntrySeparator": [
                    [
                        "text",
                        "; ",
                    ],
                ],
                "lineSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
                "headerSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
            },
            "ja-JP": {
                "submittedHeader": [
                    [
                        "text",
                        "「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」に回答しました。フォーム内容は以下のとおりです：",
                    ],
                ],
                "fieldLine": [
                    [
                        "var",
                        "label",
                    ],
                    [
                        "text",
                        "：",
                    ],
                    [
                        "var",
                        "value",
                    ],
                ],
                "emptyForm": [
                    [
                        "text",
                        "「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」に回答しました。フォーム内容は以下のとおりです：\n（フォーム内容なし）",
                    ],
                ],
                "cancelled": [
                    [
                        "text",
                        "「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」をキャンセルしました。",
                    ],
                ],
                "skipped": [
                    [
                        "text",
                        "「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」をスキップしました。",
                    ],
                ],
                "timedOut": [
                    [
                        "text",
                        "「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」はタイムアウトしました。フォームの回答は受信されませんでした。",
                    ],
                ],
                "defaultTitle": [
                    [
                        "text",
                        "この質問",
                    ],
                ],
                "notProvided": [
                    [
                        "text",
                        "未入力",
                    ],
                ],
                "unknownFile": [
                    [
                        "text",
                        "不明なファイル",
                    ],
                ],
                "filePrefix": [
                    [
                        "text",
                        "📎 ",
                    ],
                ],
                "yes": [
                    [
                        "text",
                        "はい",
                    ],
                ],
                "no": [
                    [
                        "text",
                        "いいえ",
                    ],
                ],
                "labelSeparator": [
                    [
                        "text",
                        "：",
                    ],
                ],
                "listSeparator": [
                    [
                        "text",
                        "、",
                    ],
                ],
                "objectEntrySeparator": [
                    [
                        "text",
                        "，",
                    ],
                ],
                "lineSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
                "headerSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
            },
        },
    },
    "mobile": {
        "fileNameKeys": [
            "name",
            "fileName",
            "fileUrl",
            "url",
        ],
        "messages": {
            "zh-CN": {
                "submittedHeader": [
                    [
                        "text",
                        "我已填写「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表单内容如下：",
                    ],
                ],
                "fieldLine": [
                    [
                        "var",
                        "label",
                    ],
                    [
                        "text",
                        "：",
                    ],
                    [
                        "var",
                        "value",
                    ],
                ],
                "emptyForm": [
                    [
                        "text",
                        "我已填写「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表单内容如下：\n\n（无表单内容）",
                    ],
                ],
                "cancelled": [
                    [
                        "text",
                        "我取消了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "skipped": [
                    [
                        "text",
                        "我跳过了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "timedOut": [
                    [
                        "text",
                        "「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」已超时，没有收到表单答案。",
                    ],
                ],
                "defaultTitle": [
                    [
                        "text",
                        "这次提问",
                    ],
                ],
                "notProvided": [
                    [
                        "text",
                        "未填写",
                    ],
                ],
                "unknownFile": [
                    [
                        "text",
                        "未知文件",
                    ],
                ],
                "filePrefix": [],
                "yes": [
                    [
                        "text",
                        "是",
                    ],
                ],
                "no": [
                    [
                        "text",
                        "否",
                    ],
                ],
                "labelSeparator": [
                    [
                        "text",
                        "：",
                    ],
                ],
                "listSeparator": [
                    [
                        "text",
                        "、",
                    ],
                ],
                "objectEntrySeparator": [
                    [
                        "text",
                        "，",
                    ],
                ],
                "lineSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
                "headerSeparator": [
                    [
                        "text",
                        "\n\n",
                    ],
                ],
            },
            "zh-TW": {
                "submittedHeader": [
                    [
                        "text",
                        "我已填寫「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表單內容如下：",
                    ],
                ],
                "fieldLine": [
                    [
                        "var",
                        "label",
                    ],
                    [
                        "text",
                        "：",
                    ],
                    [
                        "var",
                        "value",
                    ],
                ],
                "emptyForm": [
                    [
                        "text",
                        "我已填寫「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表單內容如下：\n\n（無表單內容）",
                    ],
                ],
                "cancelled": [
                    [
                        "text",
                        "我取消了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "skipped": [
                    [
                        "text",
                        "我跳過了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "timedOut": [
                    [
                        "text",
                        "「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」已逾時，沒有收到表單答案。",
                    ],
                ],
                "defaultTitle": [
                    [
                        "text",
                        "這次提問",
                    ],
                ],
                "notProvided": [
                    [
                        "text",
                        "未填寫",
                    ],
                ],
                "unknownFile": [
                    [
                        "text",
                        "未知檔案",
                    ],
                ],
                "filePrefix": [],
                "yes": [
                    [
                        "text",
                        "是",
                    ],
                ],
                "no": [
                    [
                        "text",
                        "否",
                    ],
                ],
                "labelSeparator": [
                    [
                        "text",
                        "：",
                    ],
                ],
                "listSeparator": [
                    [
                        "text",
                        "、",
                    ],
                ],
                "objectEntrySeparator": [
                    [
                        "text",
                        "，",
                    ],
                ],
                "lineSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
                "headerSeparator": [
                    [
                        "text",
                        "\n\n",
                    ],
                ],
            },
            "zh-HK": {
                "submittedHeader": [
                    [
                        "text",
                        "我已填写「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表单内容如下：",
                    ],
                ],
                "fieldLine": [
                    [
                        "var",
                        "label",
                    ],
                    [
                        "text",
                        "：",
                    ],
                    [
                        "var",
                        "value",
                    ],
                ],
                "emptyForm": [
                    [
                        "text",
                        "我已填写「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」，表单内容如下：\n\n（无表单内容）",
                    ],
                ],
                "cancelled": [
                    [
                        "text",
                        "我取消了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "skipped": [
                    [
                        "text",
                        "我跳过了「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」。",
                    ],
                ],
                "timedOut": [
                    [
                        "text",
                        "「",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "」已超时，没有收到表单答案。",
                    ],
                ],
                "defaultTitle": [
                    [
                        "text",
                        "这次提问",
                    ],
                ],
                "notProvided": [
                    [
                        "text",
                        "未填写",
                    ],
                ],
                "unknownFile": [
                    [
                        "text",
                        "未知文件",
                    ],
                ],
                "filePrefix": [],
                "yes": [
                    [
                        "text",
                        "是",
                    ],
                ],
                "no": [
                    [
                        "text",
                        "否",
                    ],
                ],
                "labelSeparator": [
                    [
                        "text",
                        "：",
                    ],
                ],
                "listSeparator": [
                    [
                        "text",
                        "、",
                    ],
                ],
                "objectEntrySeparator": [
                    [
                        "text",
                        "，",
                    ],
                ],
                "lineSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
                "headerSeparator": [
                    [
                        "text",
                        "\n\n",
                    ],
                ],
            },
            "en-US": {
                "submittedHeader": [
                    [
                        "text",
                        "I filled out \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\", details below:",
                    ],
                ],
                "fieldLine": [
                    [
                        "var",
                        "label",
                    ],
                    [
                        "text",
                        ": ",
                    ],
                    [
                        "var",
                        "value",
                    ],
                ],
                "emptyForm": [
                    [
                        "text",
                        "I filled out \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\", details below:\n\n(No form content)",
                    ],
                ],
                "cancelled": [
                    [
                        "text",
                        "I cancelled \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\".",
                    ],
                ],
                "skipped": [
                    [
                        "text",
                        "I skipped \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\".",
                    ],
                ],
                "timedOut": [
                    [
                        "text",
                        "\"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\" timed out without response.",
                    ],
                ],
                "defaultTitle": [
                    [
                        "text",
                        "This question",
                    ],
                ],
                "notProvided": [
                    [
                        "text",
                        "Not provided",
                    ],
                ],
                "unknownFile": [
                    [
                        "text",
                        "Unknown file",
                    ],
                ],
                "filePrefix": [],
                "yes": [
                    [
                        "text",
                        "Yes",
                    ],
                ],
                "no": [
                    [
                        "text",
                        "No",
                    ],
                ],
                "labelSeparator": [
                    [
                        "text",
                        ": ",
                    ],
                ],
                "listSeparator": [
                    [
                        "text",
                        ", ",
                    ],
                ],
                "objectEntrySeparator": [
                    [
                        "text",
                        "; ",
                    ],
                ],
                "lineSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
                "headerSeparator": [
                    [
                        "text",
                        "\n\n",
                    ],
                ],
            },
            "ja-JP": {
                "submittedHeader": [
                    [
                        "text",
                        "I filled out \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\", details below:",
                    ],
                ],
                "fieldLine": [
                    [
                        "var",
                        "label",
                    ],
                    [
                        "text",
                        ": ",
                    ],
                    [
                        "var",
                        "value",
                    ],
                ],
                "emptyForm": [
                    [
                        "text",
                        "I filled out \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\", details below:\n\n(No form content)",
                    ],
                ],
                "cancelled": [
                    [
                        "text",
                        "I cancelled \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\".",
                    ],
                ],
                "skipped": [
                    [
                        "text",
                        "I skipped \"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\".",
                    ],
                ],
                "timedOut": [
                    [
                        "text",
                        "\"",
                    ],
                    [
                        "var",
                        "title",
                    ],
                    [
                        "text",
                        "\" timed out without response.",
                    ],
                ],
                "defaultTitle": [
                    [
                        "text",
                        "This question",
                    ],
                ],
                "notProvided": [
                    [
                        "text",
                        "Not provided",
                    ],
                ],
                "unknownFile": [
                    [
                        "text",
                        "Unknown file",
                    ],
                ],
                "filePrefix": [],
                "yes": [
                    [
                        "text",
                        "Yes",
                    ],
                ],
                "no": [
                    [
                        "text",
                        "No",
                    ],
                ],
                "labelSeparator": [
                    [
                        "text",
                        ": ",
                    ],
                ],
                "listSeparator": [
                    [
                        "text",
                        ", ",
                    ],
                ],
                "objectEntrySeparator": [
                    [
                        "text",
                        "; ",
                    ],
                ],
                "lineSeparator": [
                    [
                        "text",
                        "\n",
                    ],
                ],
                "headerSeparator": [
                    [
                        "text",
                        "\n\n",
                    ],
                ],
            },
        },
    },
}

#: x-nuwax.requestIdMarkers: markers clients append to an answer message (the one with a writeSeparator is written).
REQUEST_ID_MARKERS: Final[list[dict[str, Any]]] = [
    {
        "source": "nuwax web client: an HTML comment after the answer message, hidden in the chat; written by the newest client (feat/dong-2026.6.18, buildMcpAskRequestIdMarker) and by older ones, not by the merged client",
        "parts": [
            [
                "text",
                "<!--nuwax-mcp-ask-request-id:",
            ],
            [
                "var",
                "requestId",
            ],
            [
                "text",
                "-->",
            ],
        ],
        "writeSeparator": "\n",
    },
    {
        "source": "early nuwax web client: a fenced JSON block after the answer message",
        "parts": [
            [
                "text",
                "\"nuwaxMcpAskRequestId\":\"",
            ],
            [
                "var",
                "requestId",
            ],
            [
                "text",
                "\"",
            ],
        ],
        "writeSeparator": None,
    },
    {
        "source": "early nuwax web client: a fenced JSON block after the answer message (spaced)",
        "parts": [
            [
                "text",
                "\"nuwaxMcpAskRequestId\": \"",
            ],
            [
                "var",
                "requestId",
            ],
            [
                "text",
                "\"",
            ],
        ],
        "writeSeparator": None,
    },
]

#: x-nuwax.attachmentDisplay
ATTACHMENT_DISPLAY: Final[dict[str, Any]] = {
    "imageTypes": {
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "bmp": "image/bmp",
        "svg": "image/svg+xml",
        "avif": "image/avif",
    },
    "documentTypes": {
        "pdf": "application/pdf",
        "doc": "application/msword",
        "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "xls": "application/vnd.ms-excel",
        "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "ppt": "application/vnd.ms-powerpoint",
        "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "zip": "application/zip",
        "rar": "application/x-rar-compressed",
        "7z": "application/x-7z-compressed",
        "txt": "text/plain",
        "csv": "text/csv",
        "md": "text/markdown",
    },
    "uploadServicePaths": [
        "/api/f/",
    ],
    "unknownType": "application/octet-stream",
}

#: x-nuwax.historicalVersions: the versions older producers stamp, which the upgrade restamps (schemaVersions, uiVersions).
HISTORICAL_VERSIONS: Final[dict[str, list[str]]] = {
    "schemaVersions": [
        "nuwax.mcp_ask.v1",
        "nuwaclaw.mcp_ask.v1",
    ],
    "uiVersions": [
        "nuwax.interaction.v1",
        "nuwaclaw.interaction.v1",
    ],
}

#: x-nuwax.acpToolUpdate: the tool names, server keys and name patterns of an ACP tool update carrying the ask.
ACP_TOOL_UPDATE: Final[dict[str, list[str]]] = {
    "toolNames": [
        "nuwax_ask_question",
    ],
    "serverKeys": [
        "ask-question",
        "ask_question",
        "nuwax-ask-question-mcp",
    ],
    "namePatterns": [
        "{{tool}}",
        "mcp.{{server}}.{{tool}}",
        "mcp__{{server}}__{{tool}}",
    ],
}

#: The contract's $defs the schema check (schema.py) validates a rawInput against: #/$defs/McpAskRawInput and every
#: entry it references, cut to the keywords the check reads (validation keywords, description, default,
#: x-nuwax.propertyRenames). JSON Schema 2020-12 as written in contract/schema.json.
SCHEMA_DEFS: Final[dict[str, dict[str, Any]]] = {
    "WidgetType": {
        "description": "The control a field is rendered with. One entry per x-nuwax.widgetCatalog item, in the same order.",
        "type": "string",
        "enum": [
            "text",
            "textarea",
            "number",
            "radio",
            "checkboxes",
            "select",
            "list",
            "file",
            "radio-with-custom",
        ],
    },
    "FieldValueType": {
        "description": "The value type of a field. When omitted it follows from the widget: number → integer or number, checkboxes → array, every other widget → string.",
        "type": "string",
        "enum": [
            "string",
            "integer",
            "number",
            "array",
        ],
    },
    "FieldOption": {
        "description": "One choice of a choice widget (radio, checkboxes, select, list, radio-with-custom). `value` goes into formData; `label` is what the user reads and what the answer message shows. Merges the old enum + enumNames.",
        "type": "object",
        "properties": {
            "value": {
                "description": "The value stored in formData when this option is chosen.",
                "type": "string",
                "minLength": 1,
                "maxLength": 500,
            },
            "label": {
                "description": "Human-readable text shown to the user (never a bare value).",
                "type": "string",
                "minLength": 1,
                "maxLength": 500,
            },
        },
        "required": [
            "value",
            "label",
        ],
        "additionalProperties": False,
    },
    "FormFieldInput": {
        "description": "A form field as an agent writes it (aligned with antd Form.Item). `widget` may be omitted and is then inferred from `type` and `options` by the x-nuwax.widgetCatalog inference rules; deprecated aliases are rewritten. Widget-specific properties (constraints) are allowed only on the widgets whose catalog entry lists them.",
        "type": "object",
        "properties": {
            "name": {
                "description": "The formData key (antd Form.Item name); unique within the form; not blank and not a reserved JavaScript property name.",
                "type": "string",
                "minLength": 1,
                "pattern": "\\S",
                "not": {
                    "enum": [
                        "__proto__",
                        "constructor",
                        "prototype",
                    ],
                },
                "maxLength": 200,
            },
            "title": {
                "description": "The label shown to the user (antd Form.Item label).",
                "type": "string",
                "minLength": 1,
                "maxLength": 500,
            },
            "widget": {
                "$ref": "#/$defs/WidgetType",
            },
            "description": {
                "description": "Help text (antd tooltip/help).",
                "type": "string",
                "maxLength": 5000,
            },
            "required": {
                "description": "Whether an answer is required (antd rules: required). Default false.",
                "type": "boolean",
                "default": False,
            },
            "placeholder": {
                "description": "Placeholder text of the control.",
                "type": "string",
                "maxLength": 500,
            },
            "initialValue": {
                "description": "Initial value (antd Form.Item initialValue). For choice widgets it must be one of the options' values (an array of them for checkboxes).",
            },
            "type": {
                "$ref": "#/$defs/FieldValueType",
            },
            "options": {
                "description": "The choices of a choice widget, in display order.",
                "type": "array",
                "items": {
                    "$ref": "#/$defs/FieldOption",
                },
                "minItems": 1,
                "maxItems": 200,
            },
            "minimum": {
                "description": "Smallest accepted number (widget number).",
                "type": "number",
            },
            "maximum": {
                "description": "Largest accepted number (widget number).",
                "type": "number",
            },
            "exclusiveMinimum": {
                "description": "The number must be greater than this (widget number); JSON Schema exclusiveMinimum.",
                "type": "number",
            },
            "exclusiveMaximum": {
                "description": "The number must be less than this (widget number); JSON Schema exclusiveMaximum.",
                "type": "number",
            },
            "multipleOf": {
                "description": "The number must be a multiple of this (widget number); 1 means whole numbers.",
                "type": "number",
                "exclusiveMinimum": 0,
            },
            "minLength": {
                "description": "Fewest characters, counted in Unicode code points (widgets text, textarea).",
                "type": "integer",
                "minimum": 0,
            },
            "maxLength": {
                "description": "Most characters, counted in Unicode code points (widgets text, textarea).",
                "type": "integer",
                "minimum": 0,
            },
            "pattern": {
                "description": "ECMAScript regular expression (u flag) the text must match (widgets text, textarea), matched in linear time: lookahead, lookbehind, backreferences and inline modifiers are refused, repeat counts go up to x-nuwax.constants.patternMaxRepeat (1000) and the compiled pattern up to patternMaxProgramSize (512) instructions (docs/reliability-and-security.md \"Linear-time patterns\").",
                "type": "string",
            },
            "accept": {
                "description": "MIME type filter such as image/* or application/pdf (widget file).",
                "type": "string",
            },
            "multiple": {
                "description": "Whether several files may be uploaded (widget file).",
                "type": "boolean",
            },
            "maxFileSize": {
                "description": "Largest accepted file, in bytes (widget file).",
                "type": "integer",
                "minimum": 1,
            },
            "allowCustom": {
                "description": "Shows the free-text 'other' choice (widget radio-with-custom); always true there.",
                "type": "boolean",
            },
            "otherValue": {
                "description": "The option value that means 'custom text' (widget radio-with-custom). Default __custom__.",
                "type": "string",
                "minLength": 1,
                "default": "__custom__",
            },
            "otherField": {
                "description": "The formData key that holds the custom text (widget radio-with-custom). Default `<name>Custom`.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": [
            "name",
            "title",
        ],
        "additionalProperties": False,
    },
    "FormField": {
        "description": "A canonical field as DockPanel renders it: a FormFieldInput whose widget is always set.",
        "type": "object",
        "allOf": [
            {
                "$ref": "#/$defs/FormFieldInput",
            },
        ],
        "required": [
            "name",
            "title",
            "widget",
        ],
    },
    "WizardStep": {
        "description": "One step of a wizard form: an ordered subset of ui.fields, named by field name.",
        "type": "object",
        "properties": {
            "id": {
                "description": "Unique step id.",
                "type": "string",
                "minLength": 1,
            },
            "title": {
                "description": "Step title.",
                "type": "string",
                "minLength": 1,
                "maxLength": 500,
            },
            "description": {
                "description": "Step description.",
                "type": "string",
            },
            "fields": {
                "description": "Names of the ui.fields shown in this step, in order.",
                "type": "array",
                "items": {
                    "type": "string",
                    "minLength": 1,
                },
                "minItems": 1,
                "maxItems": 200,
            },
        },
        "required": [
            "id",
            "title",
            "fields",
        ],
        "additionalProperties": False,
    },
    "UiFallback": {
        "description": "What a client that cannot render the form shows instead.",
        "type": "object",
        "properties": {
            "text": {
                "description": "Fallback text.",
                "type": "string",
                "minLength": 1,
                "maxLength": 5000,
            },
            "webUrl": {
                "description": "Page that renders the form on the web.",
                "type": "string",
                "format": "uri",
            },
            "mobileUrl": {
                "description": "Page that renders the form on mobile.",
                "type": "string",
                "format": "uri",
            },
        },
        "required": [
            "text",
        ],
        "additionalProperties": False,
    },
    "Presentation": {
        "description": "How the form is shown: inline (in the chat, most common), modal (dialog) or wizard (steps).",
        "type": "string",
        "enum": [
            "modal",
            "inline",
            "wizard",
        ],
    },
    "InteractionUiInput": {
        "description": "The form as an agent writes it. `version` is stamped by the server; `presentation` defaults to inline and `title` to the question's title.",
        "type": "object",
        "properties": {
            "version": {
                "description": "UI contract version; stamped by the server, may be omitted.",
                "const": "nuwax.interaction.v2",
            },
            "presentation": {
                "$ref": "#/$defs/Presentation",
                "default": "inline",
            },
            "title": {
                "description": "Form title shown in the card.",
                "type": "string",
                "minLength": 1,
                "maxLength": 500,
            },
            "description": {
                "description": "Form description shown in the card.",
                "type": "string",
                "maxLength": 20000,
            },
            "fields": {
                "description": "The form's fields, in display order.",
                "type": "array",
                "items": {
                    "$ref": "#/$defs/FormFieldInput",
                },
                "maxItems": 200,
            },
            "steps": {
                "description": "Wizard steps (presentation wizard); each names fields of ui.fields.",
                "type": "array",
                "items": {
                    "$ref": "#/$defs/WizardStep",
                },
                "maxItems": 50,
            },
            "submitLabel": {
                "description": "Text of the submit button.",
                "type": "string",
                "maxLength": 100,
            },
            "cancelLabel": {
                "description": "Text of the cancel button.",
                "type": "string",
                "maxLength": 100,
            },
            "skipLabel": {
                "description": "Text of the skip button (shown when allowSkip is true).",
                "type": "string",
                "maxLength": 100,
            },
            "allowSkip": {
                "description": "Whether the user may skip the question. Default false.",
                "type": "boolean",
                "default": False,
            },
            "fallback": {
                "$ref": "#/$defs/UiFallback",
            },
        },
        "additionalProperties": False,
    },
    "InteractionUi": {
        "description": "The canonical form (ui) DockPanel renders: version, presentation, title and fields always present; every field has its widget.",
        "type": "object",
        "allOf": [
            {
                "$ref": "#/$defs/InteractionUiInput",
            },
        ],
        "properties": {
            "fields": {
                "description": "The form's fields, in display order.",
                "type": "array",
                "items": {
                    "$ref": "#/$defs/FormField",
                },
                "maxItems": 200,
            },
        },
        "required": [
            "version",
            "presentation",
            "title",
            "fields",
        ],
    },
    "McpAskUserToolInput": {
        "description": "The arguments of the nuwax_ask_question tool as an agent sends them. toolName, schemaVersion and ui.version are stamped by the server; revision defaults to 1.",
        "type": "object",
        "properties": {
            "toolName": {
                "description": "MCP tool name, equal to ACP tool_call.rawInput.toolName; stamped by the server.",
                "const": "nuwax_ask_question",
            },
            "schemaVersion": {
                "description": "Contract version; stamped by the server, may be omitted.",
                "const": "nuwax.mcp_ask.v2",
            },
            "requestId": {
                "description": "Stable id of this question, chosen by the agent; echoed in the user's answer.",
                "type": "string",
                "minLength": 1,
                "maxLength": 200,
            },
            "revision": {
                "description": "Positive revision number; 1 for a new question, incremented when the question is revised.",
                "type": "integer",
                "minimum": 1,
                "default": 1,
            },
            "sessionId": {
                "description": "Conversation (session) id.",
                "type": "string",
                "minLength": 1,
                "maxLength": 200,
            },
            "title": {
                "description": "Question title shown at the top of the card.",
                "type": "string",
                "minLength": 1,
                "maxLength": 500,
            },
            "description": {
                "description": "Why the agent asks.",
                "type": "string",
                "maxLength": 20000,
            },
            "ui": {
                "$ref": "#/$defs/InteractionUiInput",
            },
            "business": {
                "description": "Business data passed through untouched; never affects rendering.",
                "type": "object",
            },
            "timeoutMs": {
                "description": "How long the client waits for an answer, in milliseconds; then the action is timeout.",
                "type": "integer",
                "minimum": 1,
            },
            "priority": {
                "description": "normal (default) or high (the client may alert more strongly).",
                "type": "string",
                "enum": [
                    "normal",
                    "high",
                ],
            },
        },
        "required": [
            "requestId",
            "sessionId",
            "title",
            "ui",
        ],
        "additionalProperties": False,
    },
    "McpAskRawInput": {
        "description": "The canonical rawInput (ACP tool_call.rawInput) every client renders: the agent's input after normalization, with toolName, schemaVersion, revision and ui.version stamped. Platforms persist this (structuredContent.input), never the agent's raw arguments.",
        "type": "object",
        "allOf": [
            {
                "$ref": "#/$defs/McpAskUserToolInput",
            },
        ],
        "properties": {
            "ui": {
                "$ref": "#/$defs/InteractionUi",
            },
        },
        "required": [
            "toolName",
            "schemaVersion",
            "requestId",
            "revision",
            "sessionId",
            "title",
            "ui",
        ],
    },
}
