// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
// Standalone Ajv validators (no schema compilation at run time), one per $defs entry.
import * as ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";
import * as ajvRuntime1 from "ajv-formats/dist/formats.js";
/** Export `key` of a CommonJS module reached through a namespace import, whatever the interop. */
function cjsExport(ns, key) {
  for (let m = ns, depth = 0; m != null && depth < 3; m = m.default, depth++) {
    const value = m[key];
    if (value !== undefined && (key !== "default" || typeof value === "function")) return value;
  }
  throw new Error(`validators.js: cannot read export "${key}" of an Ajv runtime module`);
}
export const validateWidgetType = validate21;
const schema32 = {
  description:
    "The control a field is rendered with. One entry per x-nuwax.widgetCatalog item, in the same order.",
  type: "string",
  enum: ["text", "textarea", "number", "radio", "checkboxes", "select", "list", "file", "radio-with-custom"],
};
function validate21(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema32.type,
      parentSchema: schema32,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === "text" ||
    data === "textarea" ||
    data === "number" ||
    data === "radio" ||
    data === "checkboxes" ||
    data === "select" ||
    data === "list" ||
    data === "file" ||
    data === "radio-with-custom"
  )) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema32.enum },
      message: "must be equal to one of the allowed values",
      schema: schema32.enum,
      parentSchema: schema32,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateDeprecatedWidgetAlias = validate22;
const schema33 = {
  description:
    "Deprecated builder field types, accepted by the builder and the normalizer and rewritten through x-nuwax.deprecatedBuilderAliases (input → text, checkbox → checkboxes). Never emitted.",
  type: "string",
  enum: ["input", "checkbox"],
};
function validate22(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema33.type,
      parentSchema: schema33,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "input" || data === "checkbox")) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema33.enum },
      message: "must be equal to one of the allowed values",
      schema: schema33.enum,
      parentSchema: schema33,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateFieldValueType = validate23;
const schema34 = {
  description:
    "The value type of a field. When omitted it follows from the widget: number → integer or number, checkboxes → array, every other widget → string.",
  type: "string",
  enum: ["string", "integer", "number", "array"],
};
function validate23(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.type,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "string" || data === "integer" || data === "number" || data === "array")) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema34.enum },
      message: "must be equal to one of the allowed values",
      schema: schema34.enum,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateFieldOption = validate24;
const schema35 = {
  description:
    "One choice of a choice widget (radio, checkboxes, select, list, radio-with-custom). `value` goes into formData; `label` is what the user reads and what the answer message shows. Merges the old enum + enumNames.",
  type: "object",
  properties: {
    value: {
      description: "The value stored in formData when this option is chosen.",
      type: "string",
      minLength: 1,
    },
    label: {
      description: "Human-readable text shown to the user (never a bare value).",
      type: "string",
      minLength: 1,
    },
  },
  required: ["value", "label"],
  additionalProperties: false,
};
const func1 = cjsExport(ajvRuntime0, "default");
function validate24(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.value === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "value" },
        message: "must have required property '" + "value" + "'",
        schema: schema35.required,
        parentSchema: schema35,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.label === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "label" },
        message: "must have required property '" + "label" + "'",
        schema: schema35.required,
        parentSchema: schema35,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "value" || key0 === "label")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema35,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.value !== undefined) {
      let data0 = data.value;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err3 = {
            instancePath: instancePath + "/value",
            schemaPath: "#/properties/value/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema35.properties.value,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/value",
          schemaPath: "#/properties/value/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema35.properties.value.type,
          parentSchema: schema35.properties.value,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.label !== undefined) {
      let data1 = data.label;
      if (typeof data1 === "string") {
        if (func1(data1) < 1) {
          const err5 = {
            instancePath: instancePath + "/label",
            schemaPath: "#/properties/label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema35.properties.label,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/label",
          schemaPath: "#/properties/label/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema35.properties.label.type,
          parentSchema: schema35.properties.label,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
}
validate24.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateFormFieldInput = validate25;
const schema36 = {
  description:
    "A form field as an agent writes it (aligned with antd Form.Item). `widget` may be omitted and is then inferred from `type` and `options` by the x-nuwax.widgetCatalog inference rules; deprecated aliases are rewritten. Widget-specific properties (constraints) are allowed only on the widgets whose catalog entry lists them.",
  type: "object",
  properties: {
    name: {
      description:
        "The formData key (antd Form.Item name); unique within the form; not blank and not a reserved JavaScript property name.",
      type: "string",
      minLength: 1,
      pattern: "\\S",
      not: { enum: ["__proto__", "constructor", "prototype"] },
    },
    title: {
      description: "The label shown to the user (antd Form.Item label).",
      type: "string",
      minLength: 1,
    },
    widget: { $ref: "#/$defs/WidgetType" },
    description: { description: "Help text (antd tooltip/help).", type: "string" },
    required: {
      description: "Whether an answer is required (antd rules: required). Default false.",
      type: "boolean",
      default: false,
    },
    placeholder: { description: "Placeholder text of the control.", type: "string" },
    initialValue: {
      description:
        "Initial value (antd Form.Item initialValue). For choice widgets it must be one of the options' values (an array of them for checkboxes).",
    },
    type: { $ref: "#/$defs/FieldValueType" },
    options: {
      description: "The choices of a choice widget, in display order.",
      type: "array",
      items: { $ref: "#/$defs/FieldOption" },
      minItems: 1,
    },
    minimum: { description: "Smallest accepted number (widget number).", type: "number" },
    maximum: { description: "Largest accepted number (widget number).", type: "number" },
    multipleOf: {
      description: "The number must be a multiple of this (widget number); 1 means whole numbers.",
      type: "number",
      exclusiveMinimum: 0,
    },
    minLength: {
      description: "Fewest characters, counted in Unicode code points (widgets text, textarea).",
      type: "integer",
      minimum: 0,
    },
    maxLength: {
      description: "Most characters, counted in Unicode code points (widgets text, textarea).",
      type: "integer",
      minimum: 0,
    },
    pattern: {
      description: "ECMAScript regular expression (u flag) the text must match (widgets text, textarea).",
      type: "string",
    },
    accept: {
      description: "MIME type filter such as image/* or application/pdf (widget file).",
      type: "string",
    },
    multiple: { description: "Whether several files may be uploaded (widget file).", type: "boolean" },
    maxFileSize: {
      description: "Largest accepted file, in bytes (widget file).",
      type: "integer",
      minimum: 1,
    },
    allowCustom: {
      description: "Shows the free-text 'other' choice (widget radio-with-custom); always true there.",
      type: "boolean",
    },
    otherValue: {
      description:
        "The option value that means 'custom text' (widget radio-with-custom). Default __custom__.",
      type: "string",
      minLength: 1,
      default: "__custom__",
    },
    otherField: {
      description:
        "The formData key that holds the custom text (widget radio-with-custom). Default `<name>Custom`.",
      type: "string",
      minLength: 1,
    },
  },
  required: ["name", "title"],
  additionalProperties: false,
};
const func3 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("\\S", "u");
function validate25(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "name" },
        message: "must have required property '" + "name" + "'",
        schema: schema36.required,
        parentSchema: schema36,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema36.required,
        parentSchema: schema36,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func3.call(schema36.properties, key0)) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      const _errs4 = errors;
      const _errs5 = errors;
      if (!(data0 === "__proto__" || data0 === "constructor" || data0 === "prototype")) {
        const err3 = {};
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      var valid1 = _errs5 === errors;
      if (valid1) {
        const err4 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/not",
          keyword: "not",
          params: {},
          message: "must NOT be valid",
          schema: schema36.properties.name.not,
          parentSchema: schema36.properties.name,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err5 = {
            instancePath: instancePath + "/name",
            schemaPath: "#/properties/name/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema36.properties.name,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (!pattern4.test(data0)) {
          const err6 = {
            instancePath: instancePath + "/name",
            schemaPath: "#/properties/name/pattern",
            keyword: "pattern",
            params: { pattern: "\\S" },
            message: 'must match pattern "' + "\\S" + '"',
            schema: "\\S",
            parentSchema: schema36.properties.name,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema36.properties.name.type,
          parentSchema: schema36.properties.name,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data1 = data.title;
      if (typeof data1 === "string") {
        if (func1(data1) < 1) {
          const err8 = {
            instancePath: instancePath + "/title",
            schemaPath: "#/properties/title/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema36.properties.title,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema36.properties.title.type,
          parentSchema: schema36.properties.title,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.widget !== undefined) {
      let data2 = data.widget;
      if (typeof data2 !== "string") {
        const err10 = {
          instancePath: instancePath + "/widget",
          schemaPath: "#/$defs/WidgetType/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema32.type,
          parentSchema: schema32,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (!(
        data2 === "text" ||
        data2 === "textarea" ||
        data2 === "number" ||
        data2 === "radio" ||
        data2 === "checkboxes" ||
        data2 === "select" ||
        data2 === "list" ||
        data2 === "file" ||
        data2 === "radio-with-custom"
      )) {
        const err11 = {
          instancePath: instancePath + "/widget",
          schemaPath: "#/$defs/WidgetType/enum",
          keyword: "enum",
          params: { allowedValues: schema32.enum },
          message: "must be equal to one of the allowed values",
          schema: schema32.enum,
          parentSchema: schema32,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      let data3 = data.description;
      if (typeof data3 !== "string") {
        const err12 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema36.properties.description.type,
          parentSchema: schema36.properties.description,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.required !== undefined) {
      let data4 = data.required;
      if (typeof data4 !== "boolean") {
        const err13 = {
          instancePath: instancePath + "/required",
          schemaPath: "#/properties/required/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema36.properties.required.type,
          parentSchema: schema36.properties.required,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.placeholder !== undefined) {
      let data5 = data.placeholder;
      if (typeof data5 !== "string") {
        const err14 = {
          instancePath: instancePath + "/placeholder",
          schemaPath: "#/properties/placeholder/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema36.properties.placeholder.type,
          parentSchema: schema36.properties.placeholder,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data6 = data.type;
      if (typeof data6 !== "string") {
        const err15 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/$defs/FieldValueType/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema34.type,
          parentSchema: schema34,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (!(data6 === "string" || data6 === "integer" || data6 === "number" || data6 === "array")) {
        const err16 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/$defs/FieldValueType/enum",
          keyword: "enum",
          params: { allowedValues: schema34.enum },
          message: "must be equal to one of the allowed values",
          schema: schema34.enum,
          parentSchema: schema34,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data7 = data.options;
      if (Array.isArray(data7)) {
        if (data7.length < 1) {
          const err17 = {
            instancePath: instancePath + "/options",
            schemaPath: "#/properties/options/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema36.properties.options,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            if (data8.value === undefined) {
              const err18 = {
                instancePath: instancePath + "/options/" + i0,
                schemaPath: "#/$defs/FieldOption/required",
                keyword: "required",
                params: { missingProperty: "value" },
                message: "must have required property '" + "value" + "'",
                schema: schema35.required,
                parentSchema: schema35,
                data: data8,
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (data8.label === undefined) {
              const err19 = {
                instancePath: instancePath + "/options/" + i0,
                schemaPath: "#/$defs/FieldOption/required",
                keyword: "required",
                params: { missingProperty: "label" },
                message: "must have required property '" + "label" + "'",
                schema: schema35.required,
                parentSchema: schema35,
                data: data8,
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            for (const key1 in data8) {
              if (!(key1 === "value" || key1 === "label")) {
                const err20 = {
                  instancePath: instancePath + "/options/" + i0,
                  schemaPath: "#/$defs/FieldOption/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                  schema: false,
                  parentSchema: schema35,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data8.value !== undefined) {
              let data9 = data8.value;
              if (typeof data9 === "string") {
                if (func1(data9) < 1) {
                  const err21 = {
                    instancePath: instancePath + "/options/" + i0 + "/value",
                    schemaPath: "#/$defs/FieldOption/properties/value/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                    schema: 1,
                    parentSchema: schema35.properties.value,
                    data: data9,
                  };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              } else {
                const err22 = {
                  instancePath: instancePath + "/options/" + i0 + "/value",
                  schemaPath: "#/$defs/FieldOption/properties/value/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema35.properties.value.type,
                  parentSchema: schema35.properties.value,
                  data: data9,
                };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data8.label !== undefined) {
              let data10 = data8.label;
              if (typeof data10 === "string") {
                if (func1(data10) < 1) {
                  const err23 = {
                    instancePath: instancePath + "/options/" + i0 + "/label",
                    schemaPath: "#/$defs/FieldOption/properties/label/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                    schema: 1,
                    parentSchema: schema35.properties.label,
                    data: data10,
                  };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              } else {
                const err24 = {
                  instancePath: instancePath + "/options/" + i0 + "/label",
                  schemaPath: "#/$defs/FieldOption/properties/label/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema35.properties.label.type,
                  parentSchema: schema35.properties.label,
                  data: data10,
                };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
          } else {
            const err25 = {
              instancePath: instancePath + "/options/" + i0,
              schemaPath: "#/$defs/FieldOption/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
              schema: schema35.type,
              parentSchema: schema35,
              data: data8,
            };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
      } else {
        const err26 = {
          instancePath: instancePath + "/options",
          schemaPath: "#/properties/options/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema36.properties.options.type,
          parentSchema: schema36.properties.options,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.minimum !== undefined) {
      let data11 = data.minimum;
      if (!(typeof data11 == "number" && isFinite(data11))) {
        const err27 = {
          instancePath: instancePath + "/minimum",
          schemaPath: "#/properties/minimum/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
          schema: schema36.properties.minimum.type,
          parentSchema: schema36.properties.minimum,
          data: data11,
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.maximum !== undefined) {
      let data12 = data.maximum;
      if (!(typeof data12 == "number" && isFinite(data12))) {
        const err28 = {
          instancePath: instancePath + "/maximum",
          schemaPath: "#/properties/maximum/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
          schema: schema36.properties.maximum.type,
          parentSchema: schema36.properties.maximum,
          data: data12,
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.multipleOf !== undefined) {
      let data13 = data.multipleOf;
      if (typeof data13 == "number" && isFinite(data13)) {
        if (data13 <= 0 || isNaN(data13)) {
          const err29 = {
            instancePath: instancePath + "/multipleOf",
            schemaPath: "#/properties/multipleOf/exclusiveMinimum",
            keyword: "exclusiveMinimum",
            params: { comparison: ">", limit: 0 },
            message: "must be > 0",
            schema: 0,
            parentSchema: schema36.properties.multipleOf,
            data: data13,
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      } else {
        const err30 = {
          instancePath: instancePath + "/multipleOf",
          schemaPath: "#/properties/multipleOf/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
          schema: schema36.properties.multipleOf.type,
          parentSchema: schema36.properties.multipleOf,
          data: data13,
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.minLength !== undefined) {
      let data14 = data.minLength;
      if (!(typeof data14 == "number" && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err31 = {
          instancePath: instancePath + "/minLength",
          schemaPath: "#/properties/minLength/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema36.properties.minLength.type,
          parentSchema: schema36.properties.minLength,
          data: data14,
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if (typeof data14 == "number" && isFinite(data14)) {
        if (data14 < 0 || isNaN(data14)) {
          const err32 = {
            instancePath: instancePath + "/minLength",
            schemaPath: "#/properties/minLength/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema36.properties.minLength,
            data: data14,
          };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      }
    }
    if (data.maxLength !== undefined) {
      let data15 = data.maxLength;
      if (!(typeof data15 == "number" && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
        const err33 = {
          instancePath: instancePath + "/maxLength",
          schemaPath: "#/properties/maxLength/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema36.properties.maxLength.type,
          parentSchema: schema36.properties.maxLength,
          data: data15,
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (typeof data15 == "number" && isFinite(data15)) {
        if (data15 < 0 || isNaN(data15)) {
          const err34 = {
            instancePath: instancePath + "/maxLength",
            schemaPath: "#/properties/maxLength/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema36.properties.maxLength,
            data: data15,
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      }
    }
    if (data.pattern !== undefined) {
      let data16 = data.pattern;
      if (typeof data16 !== "string") {
        const err35 = {
          instancePath: instancePath + "/pattern",
          schemaPath: "#/properties/pattern/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema36.properties.pattern.type,
          parentSchema: schema36.properties.pattern,
          data: data16,
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.accept !== undefined) {
      let data17 = data.accept;
      if (typeof data17 !== "string") {
        const err36 = {
          instancePath: instancePath + "/accept",
          schemaPath: "#/properties/accept/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema36.properties.accept.type,
          parentSchema: schema36.properties.accept,
          data: data17,
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.multiple !== undefined) {
      let data18 = data.multiple;
      if (typeof data18 !== "boolean") {
        const err37 = {
          instancePath: instancePath + "/multiple",
          schemaPath: "#/properties/multiple/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema36.properties.multiple.type,
          parentSchema: schema36.properties.multiple,
          data: data18,
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.maxFileSize !== undefined) {
      let data19 = data.maxFileSize;
      if (!(typeof data19 == "number" && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
        const err38 = {
          instancePath: instancePath + "/maxFileSize",
          schemaPath: "#/properties/maxFileSize/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema36.properties.maxFileSize.type,
          parentSchema: schema36.properties.maxFileSize,
          data: data19,
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      if (typeof data19 == "number" && isFinite(data19)) {
        if (data19 < 1 || isNaN(data19)) {
          const err39 = {
            instancePath: instancePath + "/maxFileSize",
            schemaPath: "#/properties/maxFileSize/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema36.properties.maxFileSize,
            data: data19,
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      }
    }
    if (data.allowCustom !== undefined) {
      let data20 = data.allowCustom;
      if (typeof data20 !== "boolean") {
        const err40 = {
          instancePath: instancePath + "/allowCustom",
          schemaPath: "#/properties/allowCustom/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema36.properties.allowCustom.type,
          parentSchema: schema36.properties.allowCustom,
          data: data20,
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.otherValue !== undefined) {
      let data21 = data.otherValue;
      if (typeof data21 === "string") {
        if (func1(data21) < 1) {
          const err41 = {
            instancePath: instancePath + "/otherValue",
            schemaPath: "#/properties/otherValue/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema36.properties.otherValue,
            data: data21,
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      } else {
        const err42 = {
          instancePath: instancePath + "/otherValue",
          schemaPath: "#/properties/otherValue/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema36.properties.otherValue.type,
          parentSchema: schema36.properties.otherValue,
          data: data21,
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.otherField !== undefined) {
      let data22 = data.otherField;
      if (typeof data22 === "string") {
        if (func1(data22) < 1) {
          const err43 = {
            instancePath: instancePath + "/otherField",
            schemaPath: "#/properties/otherField/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema36.properties.otherField,
            data: data22,
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      } else {
        const err44 = {
          instancePath: instancePath + "/otherField",
          schemaPath: "#/properties/otherField/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema36.properties.otherField.type,
          parentSchema: schema36.properties.otherField,
          data: data22,
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
  } else {
    const err45 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err45];
    } else {
      vErrors.push(err45);
    }
    errors++;
  }
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateFormField = validate26;
const schema40 = {
  description: "A canonical field as DockPanel renders it: a FormFieldInput whose widget is always set.",
  type: "object",
  allOf: [{ $ref: "#/$defs/FormFieldInput" }],
  required: ["name", "title", "widget"],
};
function validate26(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!validate25(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "name" },
        message: "must have required property '" + "name" + "'",
        schema: schema40.required,
        parentSchema: schema40,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema40.required,
        parentSchema: schema40,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.widget === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "widget" },
        message: "must have required property '" + "widget" + "'",
        schema: schema40.required,
        parentSchema: schema40,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  } else {
    const err3 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema40.type,
      parentSchema: schema40,
      data,
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateWizardStep = validate28;
const schema41 = {
  description: "One step of a wizard form: an ordered subset of ui.fields, named by field name.",
  type: "object",
  properties: {
    id: { description: "Unique step id.", type: "string", minLength: 1 },
    title: { description: "Step title.", type: "string", minLength: 1 },
    description: { description: "Step description.", type: "string" },
    fields: {
      description: "Names of the ui.fields shown in this step, in order.",
      type: "array",
      items: { type: "string", minLength: 1 },
      minItems: 1,
    },
  },
  required: ["id", "title", "fields"],
  additionalProperties: false,
};
function validate28(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema41.required,
        parentSchema: schema41,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema41.required,
        parentSchema: schema41,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.fields === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "fields" },
        message: "must have required property '" + "fields" + "'",
        schema: schema41.required,
        parentSchema: schema41,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "title" || key0 === "description" || key0 === "fields")) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema41,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err4 = {
            instancePath: instancePath + "/id",
            schemaPath: "#/properties/id/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema41.properties.id,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema41.properties.id.type,
          parentSchema: schema41.properties.id,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data1 = data.title;
      if (typeof data1 === "string") {
        if (func1(data1) < 1) {
          const err6 = {
            instancePath: instancePath + "/title",
            schemaPath: "#/properties/title/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema41.properties.title,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema41.properties.title.type,
          parentSchema: schema41.properties.title,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      let data2 = data.description;
      if (typeof data2 !== "string") {
        const err8 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema41.properties.description.type,
          parentSchema: schema41.properties.description,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.fields !== undefined) {
      let data3 = data.fields;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err9 = {
            instancePath: instancePath + "/fields",
            schemaPath: "#/properties/fields/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema41.properties.fields,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 === "string") {
            if (func1(data4) < 1) {
              const err10 = {
                instancePath: instancePath + "/fields/" + i0,
                schemaPath: "#/properties/fields/items/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
                schema: 1,
                parentSchema: schema41.properties.fields.items,
                data: data4,
              };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = {
              instancePath: instancePath + "/fields/" + i0,
              schemaPath: "#/properties/fields/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema41.properties.fields.items.type,
              parentSchema: schema41.properties.fields.items,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/fields",
          schemaPath: "#/properties/fields/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema41.properties.fields.type,
          parentSchema: schema41.properties.fields,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema41.type,
      parentSchema: schema41,
      data,
    };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
}
validate28.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateUiFallback = validate29;
const schema42 = {
  description: "What a client that cannot render the form shows instead.",
  type: "object",
  properties: {
    text: { description: "Fallback text.", type: "string", minLength: 1 },
    webUrl: { description: "Page that renders the form on the web.", type: "string", format: "uri" },
    mobileUrl: { description: "Page that renders the form on mobile.", type: "string", format: "uri" },
  },
  required: ["text"],
  additionalProperties: false,
};
const formats0 = cjsExport(ajvRuntime1, "fullFormats").uri;
function validate29(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate29.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.text === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "text" },
        message: "must have required property '" + "text" + "'",
        schema: schema42.required,
        parentSchema: schema42,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "text" || key0 === "webUrl" || key0 === "mobileUrl")) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema42,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.text !== undefined) {
      let data0 = data.text;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err2 = {
            instancePath: instancePath + "/text",
            schemaPath: "#/properties/text/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema42.properties.text,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/text",
          schemaPath: "#/properties/text/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema42.properties.text.type,
          parentSchema: schema42.properties.text,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.webUrl !== undefined) {
      let data1 = data.webUrl;
      if (typeof data1 === "string") {
        if (!formats0(data1)) {
          const err4 = {
            instancePath: instancePath + "/webUrl",
            schemaPath: "#/properties/webUrl/format",
            keyword: "format",
            params: { format: "uri" },
            message: 'must match format "' + "uri" + '"',
            schema: "uri",
            parentSchema: schema42.properties.webUrl,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/webUrl",
          schemaPath: "#/properties/webUrl/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema42.properties.webUrl.type,
          parentSchema: schema42.properties.webUrl,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.mobileUrl !== undefined) {
      let data2 = data.mobileUrl;
      if (typeof data2 === "string") {
        if (!formats0(data2)) {
          const err6 = {
            instancePath: instancePath + "/mobileUrl",
            schemaPath: "#/properties/mobileUrl/format",
            keyword: "format",
            params: { format: "uri" },
            message: 'must match format "' + "uri" + '"',
            schema: "uri",
            parentSchema: schema42.properties.mobileUrl,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/mobileUrl",
          schemaPath: "#/properties/mobileUrl/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema42.properties.mobileUrl.type,
          parentSchema: schema42.properties.mobileUrl,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema42.type,
      parentSchema: schema42,
      data,
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate29.errors = vErrors;
  return errors === 0;
}
validate29.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validatePresentation = validate30;
const schema43 = {
  description: "How the form is shown: inline (in the chat, most common), modal (dialog) or wizard (steps).",
  type: "string",
  enum: ["modal", "inline", "wizard"],
};
function validate30(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema43.type,
      parentSchema: schema43,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "modal" || data === "inline" || data === "wizard")) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema43.enum },
      message: "must be equal to one of the allowed values",
      schema: schema43.enum,
      parentSchema: schema43,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate30.errors = vErrors;
  return errors === 0;
}
validate30.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateInteractionUiInput = validate31;
const schema44 = {
  description:
    "The form as an agent writes it. `version` is stamped by the server; `presentation` defaults to inline and `title` to the question's title.",
  type: "object",
  properties: {
    version: {
      description: "UI contract version; stamped by the server, may be omitted.",
      const: "nuwax.interaction.v2",
    },
    presentation: { $ref: "#/$defs/Presentation", default: "inline" },
    title: { description: "Form title shown in the card.", type: "string", minLength: 1 },
    description: { description: "Form description shown in the card.", type: "string" },
    fields: {
      description: "The form's fields, in display order.",
      type: "array",
      items: { $ref: "#/$defs/FormFieldInput" },
    },
    steps: {
      description: "Wizard steps (presentation wizard); each names fields of ui.fields.",
      type: "array",
      items: { $ref: "#/$defs/WizardStep" },
    },
    submitLabel: { description: "Text of the submit button.", type: "string" },
    cancelLabel: { description: "Text of the cancel button.", type: "string" },
    skipLabel: { description: "Text of the skip button (shown when allowSkip is true).", type: "string" },
    allowSkip: {
      description: "Whether the user may skip the question. Default false.",
      type: "boolean",
      default: false,
    },
    fallback: { $ref: "#/$defs/UiFallback" },
  },
  additionalProperties: false,
};
function validate31(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate31.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func3.call(schema44.properties, key0)) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema44,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.version !== undefined) {
      let data0 = data.version;
      if ("nuwax.interaction.v2" !== data0) {
        const err1 = {
          instancePath: instancePath + "/version",
          schemaPath: "#/properties/version/const",
          keyword: "const",
          params: { allowedValue: "nuwax.interaction.v2" },
          message: "must be equal to constant",
          schema: "nuwax.interaction.v2",
          parentSchema: schema44.properties.version,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.presentation !== undefined) {
      let data1 = data.presentation;
      if (typeof data1 !== "string") {
        const err2 = {
          instancePath: instancePath + "/presentation",
          schemaPath: "#/$defs/Presentation/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema43.type,
          parentSchema: schema43,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data1 === "modal" || data1 === "inline" || data1 === "wizard")) {
        const err3 = {
          instancePath: instancePath + "/presentation",
          schemaPath: "#/$defs/Presentation/enum",
          keyword: "enum",
          params: { allowedValues: schema43.enum },
          message: "must be equal to one of the allowed values",
          schema: schema43.enum,
          parentSchema: schema43,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data2 = data.title;
      if (typeof data2 === "string") {
        if (func1(data2) < 1) {
          const err4 = {
            instancePath: instancePath + "/title",
            schemaPath: "#/properties/title/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema44.properties.title,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema44.properties.title.type,
          parentSchema: schema44.properties.title,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      let data3 = data.description;
      if (typeof data3 !== "string") {
        const err6 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema44.properties.description.type,
          parentSchema: schema44.properties.description,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.fields !== undefined) {
      let data4 = data.fields;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate25(data4[i0], {
              instancePath: instancePath + "/fields/" + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/fields",
          schemaPath: "#/properties/fields/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema44.properties.fields.type,
          parentSchema: schema44.properties.fields,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.steps !== undefined) {
      let data6 = data.steps;
      if (Array.isArray(data6)) {
        const len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data7 = data6[i1];
          if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
            if (data7.id === undefined) {
              const err8 = {
                instancePath: instancePath + "/steps/" + i1,
                schemaPath: "#/$defs/WizardStep/required",
                keyword: "required",
                params: { missingProperty: "id" },
                message: "must have required property '" + "id" + "'",
                schema: schema41.required,
                parentSchema: schema41,
                data: data7,
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data7.title === undefined) {
              const err9 = {
                instancePath: instancePath + "/steps/" + i1,
                schemaPath: "#/$defs/WizardStep/required",
                keyword: "required",
                params: { missingProperty: "title" },
                message: "must have required property '" + "title" + "'",
                schema: schema41.required,
                parentSchema: schema41,
                data: data7,
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (data7.fields === undefined) {
              const err10 = {
                instancePath: instancePath + "/steps/" + i1,
                schemaPath: "#/$defs/WizardStep/required",
                keyword: "required",
                params: { missingProperty: "fields" },
                message: "must have required property '" + "fields" + "'",
                schema: schema41.required,
                parentSchema: schema41,
                data: data7,
              };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            for (const key1 in data7) {
              if (!(key1 === "id" || key1 === "title" || key1 === "description" || key1 === "fields")) {
                const err11 = {
                  instancePath: instancePath + "/steps/" + i1,
                  schemaPath: "#/$defs/WizardStep/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                  schema: false,
                  parentSchema: schema41,
                  data: data7,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data7.id !== undefined) {
              let data8 = data7.id;
              if (typeof data8 === "string") {
                if (func1(data8) < 1) {
                  const err12 = {
                    instancePath: instancePath + "/steps/" + i1 + "/id",
                    schemaPath: "#/$defs/WizardStep/properties/id/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                    schema: 1,
                    parentSchema: schema41.properties.id,
                    data: data8,
                  };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
              } else {
                const err13 = {
                  instancePath: instancePath + "/steps/" + i1 + "/id",
                  schemaPath: "#/$defs/WizardStep/properties/id/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema41.properties.id.type,
                  parentSchema: schema41.properties.id,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data7.title !== undefined) {
              let data9 = data7.title;
              if (typeof data9 === "string") {
                if (func1(data9) < 1) {
                  const err14 = {
                    instancePath: instancePath + "/steps/" + i1 + "/title",
                    schemaPath: "#/$defs/WizardStep/properties/title/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                    schema: 1,
                    parentSchema: schema41.properties.title,
                    data: data9,
                  };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
              } else {
                const err15 = {
                  instancePath: instancePath + "/steps/" + i1 + "/title",
                  schemaPath: "#/$defs/WizardStep/properties/title/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema41.properties.title.type,
                  parentSchema: schema41.properties.title,
                  data: data9,
                };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data7.description !== undefined) {
              let data10 = data7.description;
              if (typeof data10 !== "string") {
                const err16 = {
                  instancePath: instancePath + "/steps/" + i1 + "/description",
                  schemaPath: "#/$defs/WizardStep/properties/description/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema41.properties.description.type,
                  parentSchema: schema41.properties.description,
                  data: data10,
                };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data7.fields !== undefined) {
              let data11 = data7.fields;
              if (Array.isArray(data11)) {
                if (data11.length < 1) {
                  const err17 = {
                    instancePath: instancePath + "/steps/" + i1 + "/fields",
                    schemaPath: "#/$defs/WizardStep/properties/fields/minItems",
                    keyword: "minItems",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 items",
                    schema: 1,
                    parentSchema: schema41.properties.fields,
                    data: data11,
                  };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
                const len2 = data11.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data12 = data11[i2];
                  if (typeof data12 === "string") {
                    if (func1(data12) < 1) {
                      const err18 = {
                        instancePath: instancePath + "/steps/" + i1 + "/fields/" + i2,
                        schemaPath: "#/$defs/WizardStep/properties/fields/items/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                        schema: 1,
                        parentSchema: schema41.properties.fields.items,
                        data: data12,
                      };
                      if (vErrors === null) {
                        vErrors = [err18];
                      } else {
                        vErrors.push(err18);
                      }
                      errors++;
                    }
                  } else {
                    const err19 = {
                      instancePath: instancePath + "/steps/" + i1 + "/fields/" + i2,
                      schemaPath: "#/$defs/WizardStep/properties/fields/items/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                      schema: schema41.properties.fields.items.type,
                      parentSchema: schema41.properties.fields.items,
                      data: data12,
                    };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                }
              } else {
                const err20 = {
                  instancePath: instancePath + "/steps/" + i1 + "/fields",
                  schemaPath: "#/$defs/WizardStep/properties/fields/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                  schema: schema41.properties.fields.type,
                  parentSchema: schema41.properties.fields,
                  data: data11,
                };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
          } else {
            const err21 = {
              instancePath: instancePath + "/steps/" + i1,
              schemaPath: "#/$defs/WizardStep/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
              schema: schema41.type,
              parentSchema: schema41,
              data: data7,
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
      } else {
        const err22 = {
          instancePath: instancePath + "/steps",
          schemaPath: "#/properties/steps/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema44.properties.steps.type,
          parentSchema: schema44.properties.steps,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.submitLabel !== undefined) {
      let data13 = data.submitLabel;
      if (typeof data13 !== "string") {
        const err23 = {
          instancePath: instancePath + "/submitLabel",
          schemaPath: "#/properties/submitLabel/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema44.properties.submitLabel.type,
          parentSchema: schema44.properties.submitLabel,
          data: data13,
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.cancelLabel !== undefined) {
      let data14 = data.cancelLabel;
      if (typeof data14 !== "string") {
        const err24 = {
          instancePath: instancePath + "/cancelLabel",
          schemaPath: "#/properties/cancelLabel/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema44.properties.cancelLabel.type,
          parentSchema: schema44.properties.cancelLabel,
          data: data14,
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.skipLabel !== undefined) {
      let data15 = data.skipLabel;
      if (typeof data15 !== "string") {
        const err25 = {
          instancePath: instancePath + "/skipLabel",
          schemaPath: "#/properties/skipLabel/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema44.properties.skipLabel.type,
          parentSchema: schema44.properties.skipLabel,
          data: data15,
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.allowSkip !== undefined) {
      let data16 = data.allowSkip;
      if (typeof data16 !== "boolean") {
        const err26 = {
          instancePath: instancePath + "/allowSkip",
          schemaPath: "#/properties/allowSkip/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema44.properties.allowSkip.type,
          parentSchema: schema44.properties.allowSkip,
          data: data16,
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.fallback !== undefined) {
      let data17 = data.fallback;
      if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
        if (data17.text === undefined) {
          const err27 = {
            instancePath: instancePath + "/fallback",
            schemaPath: "#/$defs/UiFallback/required",
            keyword: "required",
            params: { missingProperty: "text" },
            message: "must have required property '" + "text" + "'",
            schema: schema42.required,
            parentSchema: schema42,
            data: data17,
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        for (const key2 in data17) {
          if (!(key2 === "text" || key2 === "webUrl" || key2 === "mobileUrl")) {
            const err28 = {
              instancePath: instancePath + "/fallback",
              schemaPath: "#/$defs/UiFallback/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
              schema: false,
              parentSchema: schema42,
              data: data17,
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data17.text !== undefined) {
          let data18 = data17.text;
          if (typeof data18 === "string") {
            if (func1(data18) < 1) {
              const err29 = {
                instancePath: instancePath + "/fallback/text",
                schemaPath: "#/$defs/UiFallback/properties/text/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
                schema: 1,
                parentSchema: schema42.properties.text,
                data: data18,
              };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          } else {
            const err30 = {
              instancePath: instancePath + "/fallback/text",
              schemaPath: "#/$defs/UiFallback/properties/text/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema42.properties.text.type,
              parentSchema: schema42.properties.text,
              data: data18,
            };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data17.webUrl !== undefined) {
          let data19 = data17.webUrl;
          if (typeof data19 === "string") {
            if (!formats0(data19)) {
              const err31 = {
                instancePath: instancePath + "/fallback/webUrl",
                schemaPath: "#/$defs/UiFallback/properties/webUrl/format",
                keyword: "format",
                params: { format: "uri" },
                message: 'must match format "' + "uri" + '"',
                schema: "uri",
                parentSchema: schema42.properties.webUrl,
                data: data19,
              };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          } else {
            const err32 = {
              instancePath: instancePath + "/fallback/webUrl",
              schemaPath: "#/$defs/UiFallback/properties/webUrl/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema42.properties.webUrl.type,
              parentSchema: schema42.properties.webUrl,
              data: data19,
            };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data17.mobileUrl !== undefined) {
          let data20 = data17.mobileUrl;
          if (typeof data20 === "string") {
            if (!formats0(data20)) {
              const err33 = {
                instancePath: instancePath + "/fallback/mobileUrl",
                schemaPath: "#/$defs/UiFallback/properties/mobileUrl/format",
                keyword: "format",
                params: { format: "uri" },
                message: 'must match format "' + "uri" + '"',
                schema: "uri",
                parentSchema: schema42.properties.mobileUrl,
                data: data20,
              };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          } else {
            const err34 = {
              instancePath: instancePath + "/fallback/mobileUrl",
              schemaPath: "#/$defs/UiFallback/properties/mobileUrl/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema42.properties.mobileUrl.type,
              parentSchema: schema42.properties.mobileUrl,
              data: data20,
            };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
      } else {
        const err35 = {
          instancePath: instancePath + "/fallback",
          schemaPath: "#/$defs/UiFallback/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema42.type,
          parentSchema: schema42,
          data: data17,
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
  } else {
    const err36 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema44.type,
      parentSchema: schema44,
      data,
    };
    if (vErrors === null) {
      vErrors = [err36];
    } else {
      vErrors.push(err36);
    }
    errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
}
validate31.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateInteractionUi = validate33;
const schema48 = {
  description:
    "The canonical form (ui) DockPanel renders: version, presentation, title and fields always present; every field has its widget.",
  type: "object",
  allOf: [{ $ref: "#/$defs/InteractionUiInput" }],
  properties: {
    fields: {
      description: "The form's fields, in display order.",
      type: "array",
      items: { $ref: "#/$defs/FormField" },
    },
  },
  required: ["version", "presentation", "title", "fields"],
};
function validate33(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate33.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!validate31(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.version === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "version" },
        message: "must have required property '" + "version" + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.presentation === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "presentation" },
        message: "must have required property '" + "presentation" + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.fields === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "fields" },
        message: "must have required property '" + "fields" + "'",
        schema: schema48.required,
        parentSchema: schema48,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.fields !== undefined) {
      let data0 = data.fields;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate26(data0[i0], {
              instancePath: instancePath + "/fields/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/fields",
          schemaPath: "#/properties/fields/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema48.properties.fields.type,
          parentSchema: schema48.properties.fields,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema48.type,
      parentSchema: schema48,
      data,
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate33.errors = vErrors;
  return errors === 0;
}
validate33.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateMcpAskUserToolInput = validate36;
const schema49 = {
  description:
    "The arguments of the nuwax_ask_question tool as an agent sends them. toolName, schemaVersion and ui.version are stamped by the server; revision defaults to 1.",
  type: "object",
  properties: {
    toolName: {
      description: "MCP tool name, equal to ACP tool_call.rawInput.toolName; stamped by the server.",
      const: "nuwax_ask_question",
    },
    schemaVersion: {
      description: "Contract version; stamped by the server, may be omitted.",
      const: "nuwax.mcp_ask.v2",
    },
    requestId: {
      description: "Stable id of this question, chosen by the agent; echoed in the user's answer.",
      type: "string",
      minLength: 1,
    },
    revision: {
      description:
        "Positive revision number; 1 for a new question, incremented when the question is revised.",
      type: "integer",
      minimum: 1,
      default: 1,
    },
    sessionId: { description: "Conversation (session) id.", type: "string", minLength: 1 },
    title: { description: "Question title shown at the top of the card.", type: "string", minLength: 1 },
    description: { description: "Why the agent asks.", type: "string" },
    ui: { $ref: "#/$defs/InteractionUiInput" },
    business: {
      description: "Business data passed through untouched; never affects rendering.",
      type: "object",
    },
    timeoutMs: {
      description: "How long the client waits for an answer, in milliseconds; then the action is timeout.",
      type: "integer",
      minimum: 1,
    },
    priority: {
      description: "normal (default) or high (the client may alert more strongly).",
      type: "string",
      enum: ["normal", "high"],
    },
  },
  required: ["requestId", "sessionId", "title", "ui"],
  additionalProperties: false,
};
function validate36(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate36.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.requestId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "requestId" },
        message: "must have required property '" + "requestId" + "'",
        schema: schema49.required,
        parentSchema: schema49,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.sessionId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "sessionId" },
        message: "must have required property '" + "sessionId" + "'",
        schema: schema49.required,
        parentSchema: schema49,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema49.required,
        parentSchema: schema49,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.ui === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "ui" },
        message: "must have required property '" + "ui" + "'",
        schema: schema49.required,
        parentSchema: schema49,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func3.call(schema49.properties, key0)) {
        const err4 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema49,
          data,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.toolName !== undefined) {
      let data0 = data.toolName;
      if ("nuwax_ask_question" !== data0) {
        const err5 = {
          instancePath: instancePath + "/toolName",
          schemaPath: "#/properties/toolName/const",
          keyword: "const",
          params: { allowedValue: "nuwax_ask_question" },
          message: "must be equal to constant",
          schema: "nuwax_ask_question",
          parentSchema: schema49.properties.toolName,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.schemaVersion !== undefined) {
      let data1 = data.schemaVersion;
      if ("nuwax.mcp_ask.v2" !== data1) {
        const err6 = {
          instancePath: instancePath + "/schemaVersion",
          schemaPath: "#/properties/schemaVersion/const",
          keyword: "const",
          params: { allowedValue: "nuwax.mcp_ask.v2" },
          message: "must be equal to constant",
          schema: "nuwax.mcp_ask.v2",
          parentSchema: schema49.properties.schemaVersion,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.requestId !== undefined) {
      let data2 = data.requestId;
      if (typeof data2 === "string") {
        if (func1(data2) < 1) {
          const err7 = {
            instancePath: instancePath + "/requestId",
            schemaPath: "#/properties/requestId/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema49.properties.requestId,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/requestId",
          schemaPath: "#/properties/requestId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema49.properties.requestId.type,
          parentSchema: schema49.properties.requestId,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.revision !== undefined) {
      let data3 = data.revision;
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err9 = {
          instancePath: instancePath + "/revision",
          schemaPath: "#/properties/revision/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema49.properties.revision.type,
          parentSchema: schema49.properties.revision,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err10 = {
            instancePath: instancePath + "/revision",
            schemaPath: "#/properties/revision/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema49.properties.revision,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.sessionId !== undefined) {
      let data4 = data.sessionId;
      if (typeof data4 === "string") {
        if (func1(data4) < 1) {
          const err11 = {
            instancePath: instancePath + "/sessionId",
            schemaPath: "#/properties/sessionId/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema49.properties.sessionId,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/sessionId",
          schemaPath: "#/properties/sessionId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema49.properties.sessionId.type,
          parentSchema: schema49.properties.sessionId,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data5 = data.title;
      if (typeof data5 === "string") {
        if (func1(data5) < 1) {
          const err13 = {
            instancePath: instancePath + "/title",
            schemaPath: "#/properties/title/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema49.properties.title,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema49.properties.title.type,
          parentSchema: schema49.properties.title,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      let data6 = data.description;
      if (typeof data6 !== "string") {
        const err15 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema49.properties.description.type,
          parentSchema: schema49.properties.description,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.ui !== undefined) {
      if (
        !validate31(data.ui, {
          instancePath: instancePath + "/ui",
          parentData: data,
          parentDataProperty: "ui",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
        errors = vErrors.length;
      }
    }
    if (data.business !== undefined) {
      let data8 = data.business;
      if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
        const err16 = {
          instancePath: instancePath + "/business",
          schemaPath: "#/properties/business/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema49.properties.business.type,
          parentSchema: schema49.properties.business,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.timeoutMs !== undefined) {
      let data9 = data.timeoutMs;
      if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err17 = {
          instancePath: instancePath + "/timeoutMs",
          schemaPath: "#/properties/timeoutMs/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema49.properties.timeoutMs.type,
          parentSchema: schema49.properties.timeoutMs,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data9 == "number" && isFinite(data9)) {
        if (data9 < 1 || isNaN(data9)) {
          const err18 = {
            instancePath: instancePath + "/timeoutMs",
            schemaPath: "#/properties/timeoutMs/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema49.properties.timeoutMs,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.priority !== undefined) {
      let data10 = data.priority;
      if (typeof data10 !== "string") {
        const err19 = {
          instancePath: instancePath + "/priority",
          schemaPath: "#/properties/priority/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema49.properties.priority.type,
          parentSchema: schema49.properties.priority,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (!(data10 === "normal" || data10 === "high")) {
        const err20 = {
          instancePath: instancePath + "/priority",
          schemaPath: "#/properties/priority/enum",
          keyword: "enum",
          params: { allowedValues: schema49.properties.priority.enum },
          message: "must be equal to one of the allowed values",
          schema: schema49.properties.priority.enum,
          parentSchema: schema49.properties.priority,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
  } else {
    const err21 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema49.type,
      parentSchema: schema49,
      data,
    };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  }
  validate36.errors = vErrors;
  return errors === 0;
}
validate36.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateMcpAskRawInput = validate38;
const schema50 = {
  description:
    "The canonical rawInput (ACP tool_call.rawInput) every client renders: the agent's input after normalization, with toolName, schemaVersion, revision and ui.version stamped. Platforms persist this (structuredContent.input), never the agent's raw arguments.",
  type: "object",
  allOf: [{ $ref: "#/$defs/McpAskUserToolInput" }],
  properties: { ui: { $ref: "#/$defs/InteractionUi" } },
  required: ["toolName", "schemaVersion", "requestId", "revision", "sessionId", "title", "ui"],
};
function validate38(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate38.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!validate36(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.toolName === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "toolName" },
        message: "must have required property '" + "toolName" + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.schemaVersion === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "schemaVersion" },
        message: "must have required property '" + "schemaVersion" + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.requestId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "requestId" },
        message: "must have required property '" + "requestId" + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.revision === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "revision" },
        message: "must have required property '" + "revision" + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.sessionId === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "sessionId" },
        message: "must have required property '" + "sessionId" + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.ui === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "ui" },
        message: "must have required property '" + "ui" + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.ui !== undefined) {
      if (
        !validate33(data.ui, {
          instancePath: instancePath + "/ui",
          parentData: data,
          parentDataProperty: "ui",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema50.type,
      parentSchema: schema50,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate38.errors = vErrors;
  return errors === 0;
}
validate38.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateMcpAskPendingResult = validate41;
const schema51 = {
  description: "The tool's result: the question is shown to the user and the agent must stop its turn.",
  type: "object",
  properties: {
    status: {
      description: "Always pending: the answer arrives later as a new user message.",
      const: "pending",
    },
    requestId: { description: "The question's requestId.", type: "string", minLength: 1 },
    revision: { description: "The question's revision.", type: "integer", minimum: 1 },
    message: { description: "Instruction to the agent (x-nuwax.constants.pendingMessage).", type: "string" },
    input: { $ref: "#/$defs/McpAskRawInput" },
  },
  required: ["status", "requestId", "revision", "message", "input"],
  additionalProperties: false,
};
function validate41(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
        schema: schema51.required,
        parentSchema: schema51,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.requestId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "requestId" },
        message: "must have required property '" + "requestId" + "'",
        schema: schema51.required,
        parentSchema: schema51,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.revision === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "revision" },
        message: "must have required property '" + "revision" + "'",
        schema: schema51.required,
        parentSchema: schema51,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.message === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "message" },
        message: "must have required property '" + "message" + "'",
        schema: schema51.required,
        parentSchema: schema51,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.input === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "input" },
        message: "must have required property '" + "input" + "'",
        schema: schema51.required,
        parentSchema: schema51,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "status" ||
        key0 === "requestId" ||
        key0 === "revision" ||
        key0 === "message" ||
        key0 === "input"
      )) {
        const err5 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema51,
          data,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data0 = data.status;
      if ("pending" !== data0) {
        const err6 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/const",
          keyword: "const",
          params: { allowedValue: "pending" },
          message: "must be equal to constant",
          schema: "pending",
          parentSchema: schema51.properties.status,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.requestId !== undefined) {
      let data1 = data.requestId;
      if (typeof data1 === "string") {
        if (func1(data1) < 1) {
          const err7 = {
            instancePath: instancePath + "/requestId",
            schemaPath: "#/properties/requestId/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema51.properties.requestId,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/requestId",
          schemaPath: "#/properties/requestId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema51.properties.requestId.type,
          parentSchema: schema51.properties.requestId,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.revision !== undefined) {
      let data2 = data.revision;
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err9 = {
          instancePath: instancePath + "/revision",
          schemaPath: "#/properties/revision/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema51.properties.revision.type,
          parentSchema: schema51.properties.revision,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + "/revision",
            schemaPath: "#/properties/revision/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema51.properties.revision,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.message !== undefined) {
      let data3 = data.message;
      if (typeof data3 !== "string") {
        const err11 = {
          instancePath: instancePath + "/message",
          schemaPath: "#/properties/message/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema51.properties.message.type,
          parentSchema: schema51.properties.message,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.input !== undefined) {
      if (
        !validate38(data.input, {
          instancePath: instancePath + "/input",
          parentData: data,
          parentDataProperty: "input",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err12 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema51.type,
      parentSchema: schema51,
      data,
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate41.errors = vErrors;
  return errors === 0;
}
validate41.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateValidationProblem = validate43;
const schema52 = {
  description: "One reason an input was refused.",
  type: "object",
  properties: {
    path: {
      description: "Where the problem is, as a JSON path such as ui.fields[2].options; empty for the root.",
      type: "string",
    },
    message: { description: "What is wrong.", type: "string" },
    fix: { description: "How to fix it.", type: "string" },
    subject: {
      description: "Name of the field (or id of the step) the path points into, when it has one.",
      type: "string",
    },
  },
  required: ["path", "message", "fix"],
  additionalProperties: false,
};
function validate43(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate43.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.path === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "path" },
        message: "must have required property '" + "path" + "'",
        schema: schema52.required,
        parentSchema: schema52,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.message === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "message" },
        message: "must have required property '" + "message" + "'",
        schema: schema52.required,
        parentSchema: schema52,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.fix === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "fix" },
        message: "must have required property '" + "fix" + "'",
        schema: schema52.required,
        parentSchema: schema52,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "path" || key0 === "message" || key0 === "fix" || key0 === "subject")) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema52,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.path !== undefined) {
      let data0 = data.path;
      if (typeof data0 !== "string") {
        const err4 = {
          instancePath: instancePath + "/path",
          schemaPath: "#/properties/path/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema52.properties.path.type,
          parentSchema: schema52.properties.path,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.message !== undefined) {
      let data1 = data.message;
      if (typeof data1 !== "string") {
        const err5 = {
          instancePath: instancePath + "/message",
          schemaPath: "#/properties/message/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema52.properties.message.type,
          parentSchema: schema52.properties.message,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.fix !== undefined) {
      let data2 = data.fix;
      if (typeof data2 !== "string") {
        const err6 = {
          instancePath: instancePath + "/fix",
          schemaPath: "#/properties/fix/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema52.properties.fix.type,
          parentSchema: schema52.properties.fix,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.subject !== undefined) {
      let data3 = data.subject;
      if (typeof data3 !== "string") {
        const err7 = {
          instancePath: instancePath + "/subject",
          schemaPath: "#/properties/subject/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema52.properties.subject.type,
          parentSchema: schema52.properties.subject,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema52.type,
      parentSchema: schema52,
      data,
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate43.errors = vErrors;
  return errors === 0;
}
validate43.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateMcpAskInvalidResult = validate44;
const schema53 = {
  description:
    "The tool's error result (isError: true): the form cannot be rendered; every problem is listed.",
  type: "object",
  properties: {
    status: { description: "Always invalid.", const: "invalid" },
    message: { description: "All problems as text, one per line.", type: "string" },
    problems: {
      description: "Every problem, in input order.",
      type: "array",
      items: { $ref: "#/$defs/ValidationProblem" },
      minItems: 1,
    },
  },
  required: ["status", "message", "problems"],
  additionalProperties: false,
};
function validate44(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate44.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
        schema: schema53.required,
        parentSchema: schema53,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.message === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "message" },
        message: "must have required property '" + "message" + "'",
        schema: schema53.required,
        parentSchema: schema53,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.problems === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "problems" },
        message: "must have required property '" + "problems" + "'",
        schema: schema53.required,
        parentSchema: schema53,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "status" || key0 === "message" || key0 === "problems")) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema53,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data0 = data.status;
      if ("invalid" !== data0) {
        const err4 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/const",
          keyword: "const",
          params: { allowedValue: "invalid" },
          message: "must be equal to constant",
          schema: "invalid",
          parentSchema: schema53.properties.status,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.message !== undefined) {
      let data1 = data.message;
      if (typeof data1 !== "string") {
        const err5 = {
          instancePath: instancePath + "/message",
          schemaPath: "#/properties/message/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema53.properties.message.type,
          parentSchema: schema53.properties.message,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.problems !== undefined) {
      let data2 = data.problems;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err6 = {
            instancePath: instancePath + "/problems",
            schemaPath: "#/properties/problems/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema53.properties.problems,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.path === undefined) {
              const err7 = {
                instancePath: instancePath + "/problems/" + i0,
                schemaPath: "#/$defs/ValidationProblem/required",
                keyword: "required",
                params: { missingProperty: "path" },
                message: "must have required property '" + "path" + "'",
                schema: schema52.required,
                parentSchema: schema52,
                data: data3,
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data3.message === undefined) {
              const err8 = {
                instancePath: instancePath + "/problems/" + i0,
                schemaPath: "#/$defs/ValidationProblem/required",
                keyword: "required",
                params: { missingProperty: "message" },
                message: "must have required property '" + "message" + "'",
                schema: schema52.required,
                parentSchema: schema52,
                data: data3,
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data3.fix === undefined) {
              const err9 = {
                instancePath: instancePath + "/problems/" + i0,
                schemaPath: "#/$defs/ValidationProblem/required",
                keyword: "required",
                params: { missingProperty: "fix" },
                message: "must have required property '" + "fix" + "'",
                schema: schema52.required,
                parentSchema: schema52,
                data: data3,
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            for (const key1 in data3) {
              if (!(key1 === "path" || key1 === "message" || key1 === "fix" || key1 === "subject")) {
                const err10 = {
                  instancePath: instancePath + "/problems/" + i0,
                  schemaPath: "#/$defs/ValidationProblem/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                  schema: false,
                  parentSchema: schema52,
                  data: data3,
                };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data3.path !== undefined) {
              let data4 = data3.path;
              if (typeof data4 !== "string") {
                const err11 = {
                  instancePath: instancePath + "/problems/" + i0 + "/path",
                  schemaPath: "#/$defs/ValidationProblem/properties/path/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema52.properties.path.type,
                  parentSchema: schema52.properties.path,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data3.message !== undefined) {
              let data5 = data3.message;
              if (typeof data5 !== "string") {
                const err12 = {
                  instancePath: instancePath + "/problems/" + i0 + "/message",
                  schemaPath: "#/$defs/ValidationProblem/properties/message/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema52.properties.message.type,
                  parentSchema: schema52.properties.message,
                  data: data5,
                };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data3.fix !== undefined) {
              let data6 = data3.fix;
              if (typeof data6 !== "string") {
                const err13 = {
                  instancePath: instancePath + "/problems/" + i0 + "/fix",
                  schemaPath: "#/$defs/ValidationProblem/properties/fix/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema52.properties.fix.type,
                  parentSchema: schema52.properties.fix,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data3.subject !== undefined) {
              let data7 = data3.subject;
              if (typeof data7 !== "string") {
                const err14 = {
                  instancePath: instancePath + "/problems/" + i0 + "/subject",
                  schemaPath: "#/$defs/ValidationProblem/properties/subject/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema52.properties.subject.type,
                  parentSchema: schema52.properties.subject,
                  data: data7,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
          } else {
            const err15 = {
              instancePath: instancePath + "/problems/" + i0,
              schemaPath: "#/$defs/ValidationProblem/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
              schema: schema52.type,
              parentSchema: schema52,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = {
          instancePath: instancePath + "/problems",
          schemaPath: "#/properties/problems/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema53.properties.problems.type,
          parentSchema: schema53.properties.problems,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
  } else {
    const err17 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema53.type,
      parentSchema: schema53,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate44.errors = vErrors;
  return errors === 0;
}
validate44.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateMcpAskToolOutput = validate45;
const schema55 = {
  description:
    "Every structuredContent nuwax_ask_question returns: the pending result, or the invalid result of an error.",
  type: "object",
  oneOf: [{ $ref: "#/$defs/McpAskPendingResult" }, { $ref: "#/$defs/McpAskInvalidResult" }],
};
function validate45(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema55.type,
      parentSchema: schema55,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (!validate41(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props0 = true;
  }
  const _errs3 = errors;
  if (!validate44(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props0 !== true) {
        props0 = true;
      }
    }
  }
  if (!valid0) {
    const err1 = {
      instancePath,
      schemaPath: "#/oneOf",
      keyword: "oneOf",
      params: { passingSchemas: passing0 },
      message: "must match exactly one schema in oneOf",
      schema: schema55.oneOf,
      parentSchema: schema55,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  validate45.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate45.evaluated = { dynamicProps: true, dynamicItems: false };
export const validateFileValue = validate48;
const schema56 = {
  description: "An uploaded file as a client puts it in formData (an antd UploadFile has these and more).",
  type: "object",
  properties: {
    name: { description: "File name shown in the answer message.", type: "string" },
    url: { description: "Where the file can be fetched; shown when there is no name.", type: "string" },
    size: { description: "Size in bytes.", type: "integer", minimum: 0 },
    type: { description: "MIME type.", type: "string" },
  },
};
function validate48(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate48.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 !== "string") {
        const err0 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema56.properties.name.type,
          parentSchema: schema56.properties.name,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.url !== undefined) {
      let data1 = data.url;
      if (typeof data1 !== "string") {
        const err1 = {
          instancePath: instancePath + "/url",
          schemaPath: "#/properties/url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema56.properties.url.type,
          parentSchema: schema56.properties.url,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.size !== undefined) {
      let data2 = data.size;
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err2 = {
          instancePath: instancePath + "/size",
          schemaPath: "#/properties/size/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema56.properties.size.type,
          parentSchema: schema56.properties.size,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err3 = {
            instancePath: instancePath + "/size",
            schemaPath: "#/properties/size/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema56.properties.size,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.type !== undefined) {
      let data3 = data.type;
      if (typeof data3 !== "string") {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema56.properties.type.type,
          parentSchema: schema56.properties.type,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema56.type,
      parentSchema: schema56,
      data,
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate48.errors = vErrors;
  return errors === 0;
}
validate48.evaluated = {
  props: { name: true, url: true, size: true, type: true },
  dynamicProps: false,
  dynamicItems: false,
};
export const validateMcpAskResponse = validate49;
const schema57 = {
  description:
    "What the client reports when the user acts on the form; formatMcpAskResumeMessage turns it into the next chat message.",
  type: "object",
  properties: {
    requestId: { description: "The question's requestId.", type: "string", minLength: 1 },
    revision: { description: "The question's revision.", type: "integer", minimum: 1 },
    action: {
      description: "submit, cancel, skip or timeout.",
      type: "string",
      enum: ["submit", "cancel", "skip", "timeout"],
    },
    formData: {
      description:
        "Answers keyed by field name (action submit). File fields hold FileValue objects or URLs; radio-with-custom keeps its custom text under otherField.",
      type: "object",
    },
    answeredBy: { description: "Who answered (user id).", type: "string" },
    answeredAt: { description: "When the user answered (ISO 8601).", type: "string", format: "date-time" },
  },
  required: ["requestId", "revision", "action"],
  additionalProperties: false,
};
const formats8 = cjsExport(ajvRuntime1, "fullFormats")["date-time"];
function validate49(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate49.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.requestId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "requestId" },
        message: "must have required property '" + "requestId" + "'",
        schema: schema57.required,
        parentSchema: schema57,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.revision === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "revision" },
        message: "must have required property '" + "revision" + "'",
        schema: schema57.required,
        parentSchema: schema57,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.action === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "action" },
        message: "must have required property '" + "action" + "'",
        schema: schema57.required,
        parentSchema: schema57,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "requestId" ||
        key0 === "revision" ||
        key0 === "action" ||
        key0 === "formData" ||
        key0 === "answeredBy" ||
        key0 === "answeredAt"
      )) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema57,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.requestId !== undefined) {
      let data0 = data.requestId;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err4 = {
            instancePath: instancePath + "/requestId",
            schemaPath: "#/properties/requestId/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema57.properties.requestId,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/requestId",
          schemaPath: "#/properties/requestId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema57.properties.requestId.type,
          parentSchema: schema57.properties.requestId,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.revision !== undefined) {
      let data1 = data.revision;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err6 = {
          instancePath: instancePath + "/revision",
          schemaPath: "#/properties/revision/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema57.properties.revision.type,
          parentSchema: schema57.properties.revision,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 1 || isNaN(data1)) {
          const err7 = {
            instancePath: instancePath + "/revision",
            schemaPath: "#/properties/revision/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema57.properties.revision,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.action !== undefined) {
      let data2 = data.action;
      if (typeof data2 !== "string") {
        const err8 = {
          instancePath: instancePath + "/action",
          schemaPath: "#/properties/action/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema57.properties.action.type,
          parentSchema: schema57.properties.action,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (!(data2 === "submit" || data2 === "cancel" || data2 === "skip" || data2 === "timeout")) {
        const err9 = {
          instancePath: instancePath + "/action",
          schemaPath: "#/properties/action/enum",
          keyword: "enum",
          params: { allowedValues: schema57.properties.action.enum },
          message: "must be equal to one of the allowed values",
          schema: schema57.properties.action.enum,
          parentSchema: schema57.properties.action,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.formData !== undefined) {
      let data3 = data.formData;
      if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
        const err10 = {
          instancePath: instancePath + "/formData",
          schemaPath: "#/properties/formData/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema57.properties.formData.type,
          parentSchema: schema57.properties.formData,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.answeredBy !== undefined) {
      let data4 = data.answeredBy;
      if (typeof data4 !== "string") {
        const err11 = {
          instancePath: instancePath + "/answeredBy",
          schemaPath: "#/properties/answeredBy/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema57.properties.answeredBy.type,
          parentSchema: schema57.properties.answeredBy,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.answeredAt !== undefined) {
      let data5 = data.answeredAt;
      if (typeof data5 === "string") {
        if (!formats8.validate(data5)) {
          const err12 = {
            instancePath: instancePath + "/answeredAt",
            schemaPath: "#/properties/answeredAt/format",
            keyword: "format",
            params: { format: "date-time" },
            message: 'must match format "' + "date-time" + '"',
            schema: "date-time",
            parentSchema: schema57.properties.answeredAt,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = {
          instancePath: instancePath + "/answeredAt",
          schemaPath: "#/properties/answeredAt/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema57.properties.answeredAt.type,
          parentSchema: schema57.properties.answeredAt,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema57.type,
      parentSchema: schema57,
      data,
    };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate49.errors = vErrors;
  return errors === 0;
}
validate49.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateBuilderFileOptions = validate50;
const schema58 = {
  description:
    "File settings of a builder field; flattened into accept, multiple and maxFileSize of the canonical field.",
  type: "object",
  properties: {
    accept: { description: "MIME type filter.", type: "string" },
    multiple: { description: "Whether several files may be uploaded.", type: "boolean" },
    maxFileSize: { description: "Largest accepted file, in bytes.", type: "integer", minimum: 1 },
  },
  additionalProperties: false,
};
function validate50(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate50.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "accept" || key0 === "multiple" || key0 === "maxFileSize")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema58,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.accept !== undefined) {
      let data0 = data.accept;
      if (typeof data0 !== "string") {
        const err1 = {
          instancePath: instancePath + "/accept",
          schemaPath: "#/properties/accept/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema58.properties.accept.type,
          parentSchema: schema58.properties.accept,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.multiple !== undefined) {
      let data1 = data.multiple;
      if (typeof data1 !== "boolean") {
        const err2 = {
          instancePath: instancePath + "/multiple",
          schemaPath: "#/properties/multiple/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema58.properties.multiple.type,
          parentSchema: schema58.properties.multiple,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.maxFileSize !== undefined) {
      let data2 = data.maxFileSize;
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err3 = {
          instancePath: instancePath + "/maxFileSize",
          schemaPath: "#/properties/maxFileSize/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema58.properties.maxFileSize.type,
          parentSchema: schema58.properties.maxFileSize,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err4 = {
            instancePath: instancePath + "/maxFileSize",
            schemaPath: "#/properties/maxFileSize/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema58.properties.maxFileSize,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema58.type,
      parentSchema: schema58,
      data,
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate50.errors = vErrors;
  return errors === 0;
}
validate50.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateBuilderFormField = validate51;
const schema59 = {
  description:
    "A field as a backend form designer describes it (seed 000, Builder SDK): `type` names the widget (deprecated aliases accepted) and `label` becomes title.",
  type: "object",
  properties: {
    name: {
      description:
        "The formData key; unique within the form; not blank and not a reserved JavaScript property name.",
      type: "string",
      minLength: 1,
      pattern: "\\S",
      not: { enum: ["__proto__", "constructor", "prototype"] },
    },
    type: {
      description: "The widget, or a deprecated alias (input, checkbox).",
      anyOf: [{ $ref: "#/$defs/WidgetType" }, { $ref: "#/$defs/DeprecatedWidgetAlias" }],
    },
    label: {
      description: "The label shown to the user; becomes the field's title.",
      type: "string",
      minLength: 1,
    },
    description: { description: "Help text.", type: "string" },
    required: { description: "Whether an answer is required.", type: "boolean" },
    placeholder: { description: "Placeholder text.", type: "string" },
    initialValue: { description: "Initial value." },
    options: {
      description: "Choices of a choice widget.",
      type: "array",
      items: { $ref: "#/$defs/FieldOption" },
    },
    minimum: { description: "Smallest accepted number.", type: "number" },
    maximum: { description: "Largest accepted number.", type: "number" },
    multipleOf: {
      description: "The number must be a multiple of this.",
      type: "number",
      exclusiveMinimum: 0,
    },
    minLength: { description: "Fewest characters (code points).", type: "integer", minimum: 0 },
    maxLength: { description: "Most characters (code points).", type: "integer", minimum: 0 },
    pattern: { description: "Regular expression the text must match.", type: "string" },
    file: { $ref: "#/$defs/BuilderFileOptions" },
    otherValue: {
      description: "radio-with-custom: option value meaning custom text.",
      type: "string",
      minLength: 1,
    },
    otherField: {
      description: "radio-with-custom: formData key of the custom text.",
      type: "string",
      minLength: 1,
    },
  },
  required: ["name", "type", "label"],
  additionalProperties: false,
};
function validate51(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate51.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "name" },
        message: "must have required property '" + "name" + "'",
        schema: schema59.required,
        parentSchema: schema59,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema59.required,
        parentSchema: schema59,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.label === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "label" },
        message: "must have required property '" + "label" + "'",
        schema: schema59.required,
        parentSchema: schema59,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func3.call(schema59.properties, key0)) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema59,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      const _errs4 = errors;
      const _errs5 = errors;
      if (!(data0 === "__proto__" || data0 === "constructor" || data0 === "prototype")) {
        const err4 = {};
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var valid1 = _errs5 === errors;
      if (valid1) {
        const err5 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/not",
          keyword: "not",
          params: {},
          message: "must NOT be valid",
          schema: schema59.properties.name.not,
          parentSchema: schema59.properties.name,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err6 = {
            instancePath: instancePath + "/name",
            schemaPath: "#/properties/name/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema59.properties.name,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!pattern4.test(data0)) {
          const err7 = {
            instancePath: instancePath + "/name",
            schemaPath: "#/properties/name/pattern",
            keyword: "pattern",
            params: { pattern: "\\S" },
            message: 'must match pattern "' + "\\S" + '"',
            schema: "\\S",
            parentSchema: schema59.properties.name,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema59.properties.name.type,
          parentSchema: schema59.properties.name,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data1 = data.type;
      const _errs7 = errors;
      let valid2 = false;
      const _errs8 = errors;
      if (typeof data1 !== "string") {
        const err9 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/$defs/WidgetType/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema32.type,
          parentSchema: schema32,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(
        data1 === "text" ||
        data1 === "textarea" ||
        data1 === "number" ||
        data1 === "radio" ||
        data1 === "checkboxes" ||
        data1 === "select" ||
        data1 === "list" ||
        data1 === "file" ||
        data1 === "radio-with-custom"
      )) {
        const err10 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/$defs/WidgetType/enum",
          keyword: "enum",
          params: { allowedValues: schema32.enum },
          message: "must be equal to one of the allowed values",
          schema: schema32.enum,
          parentSchema: schema32,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      var _valid0 = _errs8 === errors;
      valid2 = valid2 || _valid0;
      const _errs11 = errors;
      if (typeof data1 !== "string") {
        const err11 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/$defs/DeprecatedWidgetAlias/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema33.type,
          parentSchema: schema33,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (!(data1 === "input" || data1 === "checkbox")) {
        const err12 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/$defs/DeprecatedWidgetAlias/enum",
          keyword: "enum",
          params: { allowedValues: schema33.enum },
          message: "must be equal to one of the allowed values",
          schema: schema33.enum,
          parentSchema: schema33,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      var _valid0 = _errs11 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const err13 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/anyOf",
          keyword: "anyOf",
          params: {},
          message: "must match a schema in anyOf",
          schema: schema59.properties.type.anyOf,
          parentSchema: schema59.properties.type,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      } else {
        errors = _errs7;
        if (vErrors !== null) {
          if (_errs7) {
            vErrors.length = _errs7;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.label !== undefined) {
      let data2 = data.label;
      if (typeof data2 === "string") {
        if (func1(data2) < 1) {
          const err14 = {
            instancePath: instancePath + "/label",
            schemaPath: "#/properties/label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema59.properties.label,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/label",
          schemaPath: "#/properties/label/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema59.properties.label.type,
          parentSchema: schema59.properties.label,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      let data3 = data.description;
      if (typeof data3 !== "string") {
        const err16 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema59.properties.description.type,
          parentSchema: schema59.properties.description,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.required !== undefined) {
      let data4 = data.required;
      if (typeof data4 !== "boolean") {
        const err17 = {
          instancePath: instancePath + "/required",
          schemaPath: "#/properties/required/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema59.properties.required.type,
          parentSchema: schema59.properties.required,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.placeholder !== undefined) {
      let data5 = data.placeholder;
      if (typeof data5 !== "string") {
        const err18 = {
          instancePath: instancePath + "/placeholder",
          schemaPath: "#/properties/placeholder/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema59.properties.placeholder.type,
          parentSchema: schema59.properties.placeholder,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (Array.isArray(data6)) {
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data7 = data6[i0];
          if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
            if (data7.value === undefined) {
              const err19 = {
                instancePath: instancePath + "/options/" + i0,
                schemaPath: "#/$defs/FieldOption/required",
                keyword: "required",
                params: { missingProperty: "value" },
                message: "must have required property '" + "value" + "'",
                schema: schema35.required,
                parentSchema: schema35,
                data: data7,
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            if (data7.label === undefined) {
              const err20 = {
                instancePath: instancePath + "/options/" + i0,
                schemaPath: "#/$defs/FieldOption/required",
                keyword: "required",
                params: { missingProperty: "label" },
                message: "must have required property '" + "label" + "'",
                schema: schema35.required,
                parentSchema: schema35,
                data: data7,
              };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
            for (const key1 in data7) {
              if (!(key1 === "value" || key1 === "label")) {
                const err21 = {
                  instancePath: instancePath + "/options/" + i0,
                  schemaPath: "#/$defs/FieldOption/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                  schema: false,
                  parentSchema: schema35,
                  data: data7,
                };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data7.value !== undefined) {
              let data8 = data7.value;
              if (typeof data8 === "string") {
                if (func1(data8) < 1) {
                  const err22 = {
                    instancePath: instancePath + "/options/" + i0 + "/value",
                    schemaPath: "#/$defs/FieldOption/properties/value/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                    schema: 1,
                    parentSchema: schema35.properties.value,
                    data: data8,
                  };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              } else {
                const err23 = {
                  instancePath: instancePath + "/options/" + i0 + "/value",
                  schemaPath: "#/$defs/FieldOption/properties/value/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema35.properties.value.type,
                  parentSchema: schema35.properties.value,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data7.label !== undefined) {
              let data9 = data7.label;
              if (typeof data9 === "string") {
                if (func1(data9) < 1) {
                  const err24 = {
                    instancePath: instancePath + "/options/" + i0 + "/label",
                    schemaPath: "#/$defs/FieldOption/properties/label/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                    schema: 1,
                    parentSchema: schema35.properties.label,
                    data: data9,
                  };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              } else {
                const err25 = {
                  instancePath: instancePath + "/options/" + i0 + "/label",
                  schemaPath: "#/$defs/FieldOption/properties/label/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema35.properties.label.type,
                  parentSchema: schema35.properties.label,
                  data: data9,
                };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
          } else {
            const err26 = {
              instancePath: instancePath + "/options/" + i0,
              schemaPath: "#/$defs/FieldOption/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
              schema: schema35.type,
              parentSchema: schema35,
              data: data7,
            };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      } else {
        const err27 = {
          instancePath: instancePath + "/options",
          schemaPath: "#/properties/options/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema59.properties.options.type,
          parentSchema: schema59.properties.options,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.minimum !== undefined) {
      let data10 = data.minimum;
      if (!(typeof data10 == "number" && isFinite(data10))) {
        const err28 = {
          instancePath: instancePath + "/minimum",
          schemaPath: "#/properties/minimum/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
          schema: schema59.properties.minimum.type,
          parentSchema: schema59.properties.minimum,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.maximum !== undefined) {
      let data11 = data.maximum;
      if (!(typeof data11 == "number" && isFinite(data11))) {
        const err29 = {
          instancePath: instancePath + "/maximum",
          schemaPath: "#/properties/maximum/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
          schema: schema59.properties.maximum.type,
          parentSchema: schema59.properties.maximum,
          data: data11,
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.multipleOf !== undefined) {
      let data12 = data.multipleOf;
      if (typeof data12 == "number" && isFinite(data12)) {
        if (data12 <= 0 || isNaN(data12)) {
          const err30 = {
            instancePath: instancePath + "/multipleOf",
            schemaPath: "#/properties/multipleOf/exclusiveMinimum",
            keyword: "exclusiveMinimum",
            params: { comparison: ">", limit: 0 },
            message: "must be > 0",
            schema: 0,
            parentSchema: schema59.properties.multipleOf,
            data: data12,
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      } else {
        const err31 = {
          instancePath: instancePath + "/multipleOf",
          schemaPath: "#/properties/multipleOf/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
          schema: schema59.properties.multipleOf.type,
          parentSchema: schema59.properties.multipleOf,
          data: data12,
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.minLength !== undefined) {
      let data13 = data.minLength;
      if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err32 = {
          instancePath: instancePath + "/minLength",
          schemaPath: "#/properties/minLength/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema59.properties.minLength.type,
          parentSchema: schema59.properties.minLength,
          data: data13,
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      if (typeof data13 == "number" && isFinite(data13)) {
        if (data13 < 0 || isNaN(data13)) {
          const err33 = {
            instancePath: instancePath + "/minLength",
            schemaPath: "#/properties/minLength/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema59.properties.minLength,
            data: data13,
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
    }
    if (data.maxLength !== undefined) {
      let data14 = data.maxLength;
      if (!(typeof data14 == "number" && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err34 = {
          instancePath: instancePath + "/maxLength",
          schemaPath: "#/properties/maxLength/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema59.properties.maxLength.type,
          parentSchema: schema59.properties.maxLength,
          data: data14,
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data14 == "number" && isFinite(data14)) {
        if (data14 < 0 || isNaN(data14)) {
          const err35 = {
            instancePath: instancePath + "/maxLength",
            schemaPath: "#/properties/maxLength/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema59.properties.maxLength,
            data: data14,
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
    }
    if (data.pattern !== undefined) {
      let data15 = data.pattern;
      if (typeof data15 !== "string") {
        const err36 = {
          instancePath: instancePath + "/pattern",
          schemaPath: "#/properties/pattern/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema59.properties.pattern.type,
          parentSchema: schema59.properties.pattern,
          data: data15,
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.file !== undefined) {
      let data16 = data.file;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        for (const key2 in data16) {
          if (!(key2 === "accept" || key2 === "multiple" || key2 === "maxFileSize")) {
            const err37 = {
              instancePath: instancePath + "/file",
              schemaPath: "#/$defs/BuilderFileOptions/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
              schema: false,
              parentSchema: schema58,
              data: data16,
            };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data16.accept !== undefined) {
          let data17 = data16.accept;
          if (typeof data17 !== "string") {
            const err38 = {
              instancePath: instancePath + "/file/accept",
              schemaPath: "#/$defs/BuilderFileOptions/properties/accept/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema58.properties.accept.type,
              parentSchema: schema58.properties.accept,
              data: data17,
            };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data16.multiple !== undefined) {
          let data18 = data16.multiple;
          if (typeof data18 !== "boolean") {
            const err39 = {
              instancePath: instancePath + "/file/multiple",
              schemaPath: "#/$defs/BuilderFileOptions/properties/multiple/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
              schema: schema58.properties.multiple.type,
              parentSchema: schema58.properties.multiple,
              data: data18,
            };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data16.maxFileSize !== undefined) {
          let data19 = data16.maxFileSize;
          if (!(typeof data19 == "number" && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
            const err40 = {
              instancePath: instancePath + "/file/maxFileSize",
              schemaPath: "#/$defs/BuilderFileOptions/properties/maxFileSize/type",
              keyword: "type",
              params: { type: "integer" },
              message: "must be integer",
              schema: schema58.properties.maxFileSize.type,
              parentSchema: schema58.properties.maxFileSize,
              data: data19,
            };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (typeof data19 == "number" && isFinite(data19)) {
            if (data19 < 1 || isNaN(data19)) {
              const err41 = {
                instancePath: instancePath + "/file/maxFileSize",
                schemaPath: "#/$defs/BuilderFileOptions/properties/maxFileSize/minimum",
                keyword: "minimum",
                params: { comparison: ">=", limit: 1 },
                message: "must be >= 1",
                schema: 1,
                parentSchema: schema58.properties.maxFileSize,
                data: data19,
              };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
        }
      } else {
        const err42 = {
          instancePath: instancePath + "/file",
          schemaPath: "#/$defs/BuilderFileOptions/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema58.type,
          parentSchema: schema58,
          data: data16,
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.otherValue !== undefined) {
      let data20 = data.otherValue;
      if (typeof data20 === "string") {
        if (func1(data20) < 1) {
          const err43 = {
            instancePath: instancePath + "/otherValue",
            schemaPath: "#/properties/otherValue/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema59.properties.otherValue,
            data: data20,
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      } else {
        const err44 = {
          instancePath: instancePath + "/otherValue",
          schemaPath: "#/properties/otherValue/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema59.properties.otherValue.type,
          parentSchema: schema59.properties.otherValue,
          data: data20,
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.otherField !== undefined) {
      let data21 = data.otherField;
      if (typeof data21 === "string") {
        if (func1(data21) < 1) {
          const err45 = {
            instancePath: instancePath + "/otherField",
            schemaPath: "#/properties/otherField/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema59.properties.otherField,
            data: data21,
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      } else {
        const err46 = {
          instancePath: instancePath + "/otherField",
          schemaPath: "#/properties/otherField/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema59.properties.otherField.type,
          parentSchema: schema59.properties.otherField,
          data: data21,
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
  } else {
    const err47 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema59.type,
      parentSchema: schema59,
      data,
    };
    if (vErrors === null) {
      vErrors = [err47];
    } else {
      vErrors.push(err47);
    }
    errors++;
  }
  validate51.errors = vErrors;
  return errors === 0;
}
validate51.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateBuildMcpAskRawInputOptions = validate52;
const schema64 = {
  description: "The input of buildMcpAskRawInput (seed 000, Builder SDK).",
  type: "object",
  properties: {
    requestId: { description: "Stable id of the question.", type: "string", minLength: 1 },
    revision: { description: "Revision; default 1.", type: "integer", minimum: 1 },
    sessionId: { description: "Conversation (session) id.", type: "string", minLength: 1 },
    title: { description: "Question title; also the form title.", type: "string", minLength: 1 },
    description: { description: "Question description.", type: "string" },
    presentation: { $ref: "#/$defs/Presentation" },
    fields: {
      description: "The fields, in display order.",
      type: "array",
      items: { $ref: "#/$defs/BuilderFormField" },
    },
    steps: { description: "Wizard steps.", type: "array", items: { $ref: "#/$defs/WizardStep" } },
    submitLabel: { description: "Submit button text.", type: "string" },
    cancelLabel: { description: "Cancel button text.", type: "string" },
    skipLabel: { description: "Skip button text.", type: "string" },
    allowSkip: { description: "Whether the user may skip.", type: "boolean" },
    fallback: { $ref: "#/$defs/UiFallback" },
    timeoutMs: { description: "Answer timeout in milliseconds.", type: "integer", minimum: 1 },
    priority: { description: "normal or high.", type: "string", enum: ["normal", "high"] },
    business: { description: "Business data passed through.", type: "object" },
  },
  required: ["requestId", "sessionId", "title", "fields"],
  additionalProperties: false,
};
function validate52(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate52.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.requestId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "requestId" },
        message: "must have required property '" + "requestId" + "'",
        schema: schema64.required,
        parentSchema: schema64,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.sessionId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "sessionId" },
        message: "must have required property '" + "sessionId" + "'",
        schema: schema64.required,
        parentSchema: schema64,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema64.required,
        parentSchema: schema64,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.fields === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "fields" },
        message: "must have required property '" + "fields" + "'",
        schema: schema64.required,
        parentSchema: schema64,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func3.call(schema64.properties, key0)) {
        const err4 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema64,
          data,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.requestId !== undefined) {
      let data0 = data.requestId;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err5 = {
            instancePath: instancePath + "/requestId",
            schemaPath: "#/properties/requestId/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema64.properties.requestId,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/requestId",
          schemaPath: "#/properties/requestId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema64.properties.requestId.type,
          parentSchema: schema64.properties.requestId,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.revision !== undefined) {
      let data1 = data.revision;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + "/revision",
          schemaPath: "#/properties/revision/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema64.properties.revision.type,
          parentSchema: schema64.properties.revision,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 1 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + "/revision",
            schemaPath: "#/properties/revision/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema64.properties.revision,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.sessionId !== undefined) {
      let data2 = data.sessionId;
      if (typeof data2 === "string") {
        if (func1(data2) < 1) {
          const err9 = {
            instancePath: instancePath + "/sessionId",
            schemaPath: "#/properties/sessionId/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema64.properties.sessionId,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/sessionId",
          schemaPath: "#/properties/sessionId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema64.properties.sessionId.type,
          parentSchema: schema64.properties.sessionId,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data3 = data.title;
      if (typeof data3 === "string") {
        if (func1(data3) < 1) {
          const err11 = {
            instancePath: instancePath + "/title",
            schemaPath: "#/properties/title/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema64.properties.title,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema64.properties.title.type,
          parentSchema: schema64.properties.title,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      let data4 = data.description;
      if (typeof data4 !== "string") {
        const err13 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema64.properties.description.type,
          parentSchema: schema64.properties.description,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.presentation !== undefined) {
      let data5 = data.presentation;
      if (typeof data5 !== "string") {
        const err14 = {
          instancePath: instancePath + "/presentation",
          schemaPath: "#/$defs/Presentation/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema43.type,
          parentSchema: schema43,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (!(data5 === "modal" || data5 === "inline" || data5 === "wizard")) {
        const err15 = {
          instancePath: instancePath + "/presentation",
          schemaPath: "#/$defs/Presentation/enum",
          keyword: "enum",
          params: { allowedValues: schema43.enum },
          message: "must be equal to one of the allowed values",
          schema: schema43.enum,
          parentSchema: schema43,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.fields !== undefined) {
      let data6 = data.fields;
      if (Array.isArray(data6)) {
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate51(data6[i0], {
              instancePath: instancePath + "/fields/" + i0,
              parentData: data6,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err16 = {
          instancePath: instancePath + "/fields",
          schemaPath: "#/properties/fields/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema64.properties.fields.type,
          parentSchema: schema64.properties.fields,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.steps !== undefined) {
      let data8 = data.steps;
      if (Array.isArray(data8)) {
        const len1 = data8.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data9 = data8[i1];
          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            if (data9.id === undefined) {
              const err17 = {
                instancePath: instancePath + "/steps/" + i1,
                schemaPath: "#/$defs/WizardStep/required",
                keyword: "required",
                params: { missingProperty: "id" },
                message: "must have required property '" + "id" + "'",
                schema: schema41.required,
                parentSchema: schema41,
                data: data9,
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data9.title === undefined) {
              const err18 = {
                instancePath: instancePath + "/steps/" + i1,
                schemaPath: "#/$defs/WizardStep/required",
                keyword: "required",
                params: { missingProperty: "title" },
                message: "must have required property '" + "title" + "'",
                schema: schema41.required,
                parentSchema: schema41,
                data: data9,
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (data9.fields === undefined) {
              const err19 = {
                instancePath: instancePath + "/steps/" + i1,
                schemaPath: "#/$defs/WizardStep/required",
                keyword: "required",
                params: { missingProperty: "fields" },
                message: "must have required property '" + "fields" + "'",
                schema: schema41.required,
                parentSchema: schema41,
                data: data9,
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            for (const key1 in data9) {
              if (!(key1 === "id" || key1 === "title" || key1 === "description" || key1 === "fields")) {
                const err20 = {
                  instancePath: instancePath + "/steps/" + i1,
                  schemaPath: "#/$defs/WizardStep/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                  schema: false,
                  parentSchema: schema41,
                  data: data9,
                };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data9.id !== undefined) {
              let data10 = data9.id;
              if (typeof data10 === "string") {
                if (func1(data10) < 1) {
                  const err21 = {
                    instancePath: instancePath + "/steps/" + i1 + "/id",
                    schemaPath: "#/$defs/WizardStep/properties/id/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                    schema: 1,
                    parentSchema: schema41.properties.id,
                    data: data10,
                  };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
              } else {
                const err22 = {
                  instancePath: instancePath + "/steps/" + i1 + "/id",
                  schemaPath: "#/$defs/WizardStep/properties/id/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema41.properties.id.type,
                  parentSchema: schema41.properties.id,
                  data: data10,
                };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data9.title !== undefined) {
              let data11 = data9.title;
              if (typeof data11 === "string") {
                if (func1(data11) < 1) {
                  const err23 = {
                    instancePath: instancePath + "/steps/" + i1 + "/title",
                    schemaPath: "#/$defs/WizardStep/properties/title/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                    schema: 1,
                    parentSchema: schema41.properties.title,
                    data: data11,
                  };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              } else {
                const err24 = {
                  instancePath: instancePath + "/steps/" + i1 + "/title",
                  schemaPath: "#/$defs/WizardStep/properties/title/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema41.properties.title.type,
                  parentSchema: schema41.properties.title,
                  data: data11,
                };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data9.description !== undefined) {
              let data12 = data9.description;
              if (typeof data12 !== "string") {
                const err25 = {
                  instancePath: instancePath + "/steps/" + i1 + "/description",
                  schemaPath: "#/$defs/WizardStep/properties/description/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema41.properties.description.type,
                  parentSchema: schema41.properties.description,
                  data: data12,
                };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data9.fields !== undefined) {
              let data13 = data9.fields;
              if (Array.isArray(data13)) {
                if (data13.length < 1) {
                  const err26 = {
                    instancePath: instancePath + "/steps/" + i1 + "/fields",
                    schemaPath: "#/$defs/WizardStep/properties/fields/minItems",
                    keyword: "minItems",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 items",
                    schema: 1,
                    parentSchema: schema41.properties.fields,
                    data: data13,
                  };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                const len2 = data13.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data14 = data13[i2];
                  if (typeof data14 === "string") {
                    if (func1(data14) < 1) {
                      const err27 = {
                        instancePath: instancePath + "/steps/" + i1 + "/fields/" + i2,
                        schemaPath: "#/$defs/WizardStep/properties/fields/items/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                        schema: 1,
                        parentSchema: schema41.properties.fields.items,
                        data: data14,
                      };
                      if (vErrors === null) {
                        vErrors = [err27];
                      } else {
                        vErrors.push(err27);
                      }
                      errors++;
                    }
                  } else {
                    const err28 = {
                      instancePath: instancePath + "/steps/" + i1 + "/fields/" + i2,
                      schemaPath: "#/$defs/WizardStep/properties/fields/items/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                      schema: schema41.properties.fields.items.type,
                      parentSchema: schema41.properties.fields.items,
                      data: data14,
                    };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                }
              } else {
                const err29 = {
                  instancePath: instancePath + "/steps/" + i1 + "/fields",
                  schemaPath: "#/$defs/WizardStep/properties/fields/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                  schema: schema41.properties.fields.type,
                  parentSchema: schema41.properties.fields,
                  data: data13,
                };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
          } else {
            const err30 = {
              instancePath: instancePath + "/steps/" + i1,
              schemaPath: "#/$defs/WizardStep/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
              schema: schema41.type,
              parentSchema: schema41,
              data: data9,
            };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
      } else {
        const err31 = {
          instancePath: instancePath + "/steps",
          schemaPath: "#/properties/steps/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema64.properties.steps.type,
          parentSchema: schema64.properties.steps,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.submitLabel !== undefined) {
      let data15 = data.submitLabel;
      if (typeof data15 !== "string") {
        const err32 = {
          instancePath: instancePath + "/submitLabel",
          schemaPath: "#/properties/submitLabel/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema64.properties.submitLabel.type,
          parentSchema: schema64.properties.submitLabel,
          data: data15,
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.cancelLabel !== undefined) {
      let data16 = data.cancelLabel;
      if (typeof data16 !== "string") {
        const err33 = {
          instancePath: instancePath + "/cancelLabel",
          schemaPath: "#/properties/cancelLabel/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema64.properties.cancelLabel.type,
          parentSchema: schema64.properties.cancelLabel,
          data: data16,
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.skipLabel !== undefined) {
      let data17 = data.skipLabel;
      if (typeof data17 !== "string") {
        const err34 = {
          instancePath: instancePath + "/skipLabel",
          schemaPath: "#/properties/skipLabel/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema64.properties.skipLabel.type,
          parentSchema: schema64.properties.skipLabel,
          data: data17,
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.allowSkip !== undefined) {
      let data18 = data.allowSkip;
      if (typeof data18 !== "boolean") {
        const err35 = {
          instancePath: instancePath + "/allowSkip",
          schemaPath: "#/properties/allowSkip/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema64.properties.allowSkip.type,
          parentSchema: schema64.properties.allowSkip,
          data: data18,
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.fallback !== undefined) {
      let data19 = data.fallback;
      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
        if (data19.text === undefined) {
          const err36 = {
            instancePath: instancePath + "/fallback",
            schemaPath: "#/$defs/UiFallback/required",
            keyword: "required",
            params: { missingProperty: "text" },
            message: "must have required property '" + "text" + "'",
            schema: schema42.required,
            parentSchema: schema42,
            data: data19,
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        for (const key2 in data19) {
          if (!(key2 === "text" || key2 === "webUrl" || key2 === "mobileUrl")) {
            const err37 = {
              instancePath: instancePath + "/fallback",
              schemaPath: "#/$defs/UiFallback/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
              schema: false,
              parentSchema: schema42,
              data: data19,
            };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data19.text !== undefined) {
          let data20 = data19.text;
          if (typeof data20 === "string") {
            if (func1(data20) < 1) {
              const err38 = {
                instancePath: instancePath + "/fallback/text",
                schemaPath: "#/$defs/UiFallback/properties/text/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
                schema: 1,
                parentSchema: schema42.properties.text,
                data: data20,
              };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          } else {
            const err39 = {
              instancePath: instancePath + "/fallback/text",
              schemaPath: "#/$defs/UiFallback/properties/text/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema42.properties.text.type,
              parentSchema: schema42.properties.text,
              data: data20,
            };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data19.webUrl !== undefined) {
          let data21 = data19.webUrl;
          if (typeof data21 === "string") {
            if (!formats0(data21)) {
              const err40 = {
                instancePath: instancePath + "/fallback/webUrl",
                schemaPath: "#/$defs/UiFallback/properties/webUrl/format",
                keyword: "format",
                params: { format: "uri" },
                message: 'must match format "' + "uri" + '"',
                schema: "uri",
                parentSchema: schema42.properties.webUrl,
                data: data21,
              };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          } else {
            const err41 = {
              instancePath: instancePath + "/fallback/webUrl",
              schemaPath: "#/$defs/UiFallback/properties/webUrl/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema42.properties.webUrl.type,
              parentSchema: schema42.properties.webUrl,
              data: data21,
            };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data19.mobileUrl !== undefined) {
          let data22 = data19.mobileUrl;
          if (typeof data22 === "string") {
            if (!formats0(data22)) {
              const err42 = {
                instancePath: instancePath + "/fallback/mobileUrl",
                schemaPath: "#/$defs/UiFallback/properties/mobileUrl/format",
                keyword: "format",
                params: { format: "uri" },
                message: 'must match format "' + "uri" + '"',
                schema: "uri",
                parentSchema: schema42.properties.mobileUrl,
                data: data22,
              };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          } else {
            const err43 = {
              instancePath: instancePath + "/fallback/mobileUrl",
              schemaPath: "#/$defs/UiFallback/properties/mobileUrl/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema42.properties.mobileUrl.type,
              parentSchema: schema42.properties.mobileUrl,
              data: data22,
            };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
      } else {
        const err44 = {
          instancePath: instancePath + "/fallback",
          schemaPath: "#/$defs/UiFallback/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema42.type,
          parentSchema: schema42,
          data: data19,
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.timeoutMs !== undefined) {
      let data23 = data.timeoutMs;
      if (!(typeof data23 == "number" && !(data23 % 1) && !isNaN(data23) && isFinite(data23))) {
        const err45 = {
          instancePath: instancePath + "/timeoutMs",
          schemaPath: "#/properties/timeoutMs/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema64.properties.timeoutMs.type,
          parentSchema: schema64.properties.timeoutMs,
          data: data23,
        };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
      if (typeof data23 == "number" && isFinite(data23)) {
        if (data23 < 1 || isNaN(data23)) {
          const err46 = {
            instancePath: instancePath + "/timeoutMs",
            schemaPath: "#/properties/timeoutMs/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema64.properties.timeoutMs,
            data: data23,
          };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
      }
    }
    if (data.priority !== undefined) {
      let data24 = data.priority;
      if (typeof data24 !== "string") {
        const err47 = {
          instancePath: instancePath + "/priority",
          schemaPath: "#/properties/priority/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema64.properties.priority.type,
          parentSchema: schema64.properties.priority,
          data: data24,
        };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
      if (!(data24 === "normal" || data24 === "high")) {
        const err48 = {
          instancePath: instancePath + "/priority",
          schemaPath: "#/properties/priority/enum",
          keyword: "enum",
          params: { allowedValues: schema64.properties.priority.enum },
          message: "must be equal to one of the allowed values",
          schema: schema64.properties.priority.enum,
          parentSchema: schema64.properties.priority,
          data: data24,
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.business !== undefined) {
      let data25 = data.business;
      if (!(data25 && typeof data25 == "object" && !Array.isArray(data25))) {
        const err49 = {
          instancePath: instancePath + "/business",
          schemaPath: "#/properties/business/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema64.properties.business.type,
          parentSchema: schema64.properties.business,
          data: data25,
        };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
  } else {
    const err50 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema64.type,
      parentSchema: schema64,
      data,
    };
    if (vErrors === null) {
      vErrors = [err50];
    } else {
      vErrors.push(err50);
    }
    errors++;
  }
  validate52.errors = vErrors;
  return errors === 0;
}
validate52.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateConversationId = validate54;
const schema68 = {
  description:
    "A cc-web conversation id: 1–128 ASCII letters, digits and hyphens (the session file is <sessionsDir>/<id>.json). An id that would change under this rule is rejected, never cleaned up.",
  type: "string",
  pattern: "^[A-Za-z0-9-]{1,128}$",
};
const pattern6 = new RegExp("^[A-Za-z0-9-]{1,128}$", "u");
function validate54(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate54.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (!pattern6.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: { pattern: "^[A-Za-z0-9-]{1,128}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9-]{1,128}$" + '"',
        schema: "^[A-Za-z0-9-]{1,128}$",
        parentSchema: schema68,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema68.type,
      parentSchema: schema68,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate54.errors = vErrors;
  return errors === 0;
}
validate54.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateListUserInputsInput = validate55;
const schema69 = {
  description: "Arguments of ccweb_list_user_inputs (seed 002, 入参).",
  type: "object",
  properties: {
    conversationId: {
      description:
        "The conversation to read; omitted: the conversation the MCP server was started for (CCWEB_CONVERSATION_ID). An invalid id is an error, never a fallback to the current conversation.",
      type: "string",
    },
    limit: {
      description: "How many of the newest user inputs to consider.",
      type: "integer",
      minimum: 1,
      maximum: 50,
      default: 15,
    },
    maxChars: {
      description: "Budget for the total length of every items[].content, in Unicode code points.",
      type: "integer",
      minimum: 1,
      maximum: 1000,
      default: 1000,
    },
  },
  additionalProperties: false,
};
function validate55(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate55.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "conversationId" || key0 === "limit" || key0 === "maxChars")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema69,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.conversationId !== undefined) {
      let data0 = data.conversationId;
      if (typeof data0 !== "string") {
        const err1 = {
          instancePath: instancePath + "/conversationId",
          schemaPath: "#/properties/conversationId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema69.properties.conversationId.type,
          parentSchema: schema69.properties.conversationId,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.limit !== undefined) {
      let data1 = data.limit;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err2 = {
          instancePath: instancePath + "/limit",
          schemaPath: "#/properties/limit/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema69.properties.limit.type,
          parentSchema: schema69.properties.limit,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 50 || isNaN(data1)) {
          const err3 = {
            instancePath: instancePath + "/limit",
            schemaPath: "#/properties/limit/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 50 },
            message: "must be <= 50",
            schema: 50,
            parentSchema: schema69.properties.limit,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err4 = {
            instancePath: instancePath + "/limit",
            schemaPath: "#/properties/limit/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema69.properties.limit,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.maxChars !== undefined) {
      let data2 = data.maxChars;
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err5 = {
          instancePath: instancePath + "/maxChars",
          schemaPath: "#/properties/maxChars/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema69.properties.maxChars.type,
          parentSchema: schema69.properties.maxChars,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 > 1000 || isNaN(data2)) {
          const err6 = {
            instancePath: instancePath + "/maxChars",
            schemaPath: "#/properties/maxChars/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1000 },
            message: "must be <= 1000",
            schema: 1000,
            parentSchema: schema69.properties.maxChars,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err7 = {
            instancePath: instancePath + "/maxChars",
            schemaPath: "#/properties/maxChars/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema69.properties.maxChars,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema69.type,
      parentSchema: schema69,
      data,
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate55.errors = vErrors;
  return errors === 0;
}
validate55.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateUserInputItem = validate56;
const schema70 = {
  description:
    "One user input (seed 002, 返回). content is the message text, trimmed, possibly cut to the budget.",
  type: "object",
  properties: {
    messageId: {
      description: "The message's id, or null when the stored message has none.",
      type: ["string", "null"],
    },
    createdAt: {
      description: "When the message was written (ISO 8601), or null when unknown (e.g. imported messages).",
      type: ["string", "null"],
    },
    content: {
      description: "The user's text (text blocks only, trimmed); cut at a grapheme boundary when truncated.",
      type: "string",
    },
    contentChars: { description: "Length of content, in Unicode code points.", type: "integer", minimum: 0 },
    originalChars: {
      description: "Length of the whole (trimmed) message text, in Unicode code points.",
      type: "integer",
      minimum: 1,
    },
    truncated: { description: "True when content is only the start of the message.", type: "boolean" },
  },
  required: ["messageId", "createdAt", "content", "contentChars", "originalChars", "truncated"],
  additionalProperties: false,
};
function validate56(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate56.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.messageId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "messageId" },
        message: "must have required property '" + "messageId" + "'",
        schema: schema70.required,
        parentSchema: schema70,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.createdAt === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "createdAt" },
        message: "must have required property '" + "createdAt" + "'",
        schema: schema70.required,
        parentSchema: schema70,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.content === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "content" },
        message: "must have required property '" + "content" + "'",
        schema: schema70.required,
        parentSchema: schema70,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.contentChars === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "contentChars" },
        message: "must have required property '" + "contentChars" + "'",
        schema: schema70.required,
        parentSchema: schema70,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.originalChars === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "originalChars" },
        message: "must have required property '" + "originalChars" + "'",
        schema: schema70.required,
        parentSchema: schema70,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.truncated === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "truncated" },
        message: "must have required property '" + "truncated" + "'",
        schema: schema70.required,
        parentSchema: schema70,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "messageId" ||
        key0 === "createdAt" ||
        key0 === "content" ||
        key0 === "contentChars" ||
        key0 === "originalChars" ||
        key0 === "truncated"
      )) {
        const err6 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema70,
          data,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.messageId !== undefined) {
      let data0 = data.messageId;
      if (typeof data0 !== "string" && data0 !== null) {
        const err7 = {
          instancePath: instancePath + "/messageId",
          schemaPath: "#/properties/messageId/type",
          keyword: "type",
          params: { type: schema70.properties.messageId.type },
          message: "must be string,null",
          schema: schema70.properties.messageId.type,
          parentSchema: schema70.properties.messageId,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.createdAt !== undefined) {
      let data1 = data.createdAt;
      if (typeof data1 !== "string" && data1 !== null) {
        const err8 = {
          instancePath: instancePath + "/createdAt",
          schemaPath: "#/properties/createdAt/type",
          keyword: "type",
          params: { type: schema70.properties.createdAt.type },
          message: "must be string,null",
          schema: schema70.properties.createdAt.type,
          parentSchema: schema70.properties.createdAt,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.content !== undefined) {
      let data2 = data.content;
      if (typeof data2 !== "string") {
        const err9 = {
          instancePath: instancePath + "/content",
          schemaPath: "#/properties/content/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema70.properties.content.type,
          parentSchema: schema70.properties.content,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.contentChars !== undefined) {
      let data3 = data.contentChars;
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err10 = {
          instancePath: instancePath + "/contentChars",
          schemaPath: "#/properties/contentChars/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema70.properties.contentChars.type,
          parentSchema: schema70.properties.contentChars,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err11 = {
            instancePath: instancePath + "/contentChars",
            schemaPath: "#/properties/contentChars/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema70.properties.contentChars,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.originalChars !== undefined) {
      let data4 = data.originalChars;
      if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err12 = {
          instancePath: instancePath + "/originalChars",
          schemaPath: "#/properties/originalChars/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema70.properties.originalChars.type,
          parentSchema: schema70.properties.originalChars,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 1 || isNaN(data4)) {
          const err13 = {
            instancePath: instancePath + "/originalChars",
            schemaPath: "#/properties/originalChars/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema70.properties.originalChars,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.truncated !== undefined) {
      let data5 = data.truncated;
      if (typeof data5 !== "boolean") {
        const err14 = {
          instancePath: instancePath + "/truncated",
          schemaPath: "#/properties/truncated/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema70.properties.truncated.type,
          parentSchema: schema70.properties.truncated,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema70.type,
      parentSchema: schema70,
      data,
    };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate56.errors = vErrors;
  return errors === 0;
}
validate56.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateListUserInputsResult = validate57;
const schema71 = {
  description:
    "Success result of ccweb_list_user_inputs (seed 002, 返回): the newest user inputs within limit and maxChars, oldest first.",
  type: "object",
  properties: {
    ok: { description: "Always true on success.", const: true },
    conversationId: { description: "The conversation that was read.", type: "string" },
    requestedLimit: { description: "The limit applied (default 15).", type: "integer", minimum: 1 },
    maxChars: {
      description: "The character budget applied, in code points (default 1000).",
      type: "integer",
      minimum: 1,
    },
    totalChars: {
      description: "Sum of items[].contentChars; never more than maxChars.",
      type: "integer",
      minimum: 0,
    },
    returnedCount: { description: "Number of items.", type: "integer", minimum: 0 },
    hasMore: {
      description:
        "True when older user inputs exist beyond limit, or the budget cut or left out a candidate.",
      type: "boolean",
    },
    items: {
      description: "The user inputs, oldest first.",
      type: "array",
      items: { $ref: "#/$defs/UserInputItem" },
    },
  },
  required: [
    "ok",
    "conversationId",
    "requestedLimit",
    "maxChars",
    "totalChars",
    "returnedCount",
    "hasMore",
    "items",
  ],
  additionalProperties: false,
};
function validate57(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate57.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.ok === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "ok" },
        message: "must have required property '" + "ok" + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.conversationId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "conversationId" },
        message: "must have required property '" + "conversationId" + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.requestedLimit === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "requestedLimit" },
        message: "must have required property '" + "requestedLimit" + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.maxChars === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "maxChars" },
        message: "must have required property '" + "maxChars" + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.totalChars === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "totalChars" },
        message: "must have required property '" + "totalChars" + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.returnedCount === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "returnedCount" },
        message: "must have required property '" + "returnedCount" + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.hasMore === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "hasMore" },
        message: "must have required property '" + "hasMore" + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.items === undefined) {
      const err7 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "items" },
        message: "must have required property '" + "items" + "'",
        schema: schema71.required,
        parentSchema: schema71,
        data,
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "ok" ||
        key0 === "conversationId" ||
        key0 === "requestedLimit" ||
        key0 === "maxChars" ||
        key0 === "totalChars" ||
        key0 === "returnedCount" ||
        key0 === "hasMore" ||
        key0 === "items"
      )) {
        const err8 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema71,
          data,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.ok !== undefined) {
      let data0 = data.ok;
      if (true !== data0) {
        const err9 = {
          instancePath: instancePath + "/ok",
          schemaPath: "#/properties/ok/const",
          keyword: "const",
          params: { allowedValue: true },
          message: "must be equal to constant",
          schema: true,
          parentSchema: schema71.properties.ok,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.conversationId !== undefined) {
      let data1 = data.conversationId;
      if (typeof data1 !== "string") {
        const err10 = {
          instancePath: instancePath + "/conversationId",
          schemaPath: "#/properties/conversationId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema71.properties.conversationId.type,
          parentSchema: schema71.properties.conversationId,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.requestedLimit !== undefined) {
      let data2 = data.requestedLimit;
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + "/requestedLimit",
          schemaPath: "#/properties/requestedLimit/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema71.properties.requestedLimit.type,
          parentSchema: schema71.properties.requestedLimit,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + "/requestedLimit",
            schemaPath: "#/properties/requestedLimit/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema71.properties.requestedLimit,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.maxChars !== undefined) {
      let data3 = data.maxChars;
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err13 = {
          instancePath: instancePath + "/maxChars",
          schemaPath: "#/properties/maxChars/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema71.properties.maxChars.type,
          parentSchema: schema71.properties.maxChars,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + "/maxChars",
            schemaPath: "#/properties/maxChars/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema71.properties.maxChars,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.totalChars !== undefined) {
      let data4 = data.totalChars;
      if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err15 = {
          instancePath: instancePath + "/totalChars",
          schemaPath: "#/properties/totalChars/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema71.properties.totalChars.type,
          parentSchema: schema71.properties.totalChars,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err16 = {
            instancePath: instancePath + "/totalChars",
            schemaPath: "#/properties/totalChars/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema71.properties.totalChars,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.returnedCount !== undefined) {
      let data5 = data.returnedCount;
      if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err17 = {
          instancePath: instancePath + "/returnedCount",
          schemaPath: "#/properties/returnedCount/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema71.properties.returnedCount.type,
          parentSchema: schema71.properties.returnedCount,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err18 = {
            instancePath: instancePath + "/returnedCount",
            schemaPath: "#/properties/returnedCount/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema71.properties.returnedCount,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.hasMore !== undefined) {
      let data6 = data.hasMore;
      if (typeof data6 !== "boolean") {
        const err19 = {
          instancePath: instancePath + "/hasMore",
          schemaPath: "#/properties/hasMore/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema71.properties.hasMore.type,
          parentSchema: schema71.properties.hasMore,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.items !== undefined) {
      let data7 = data.items;
      if (Array.isArray(data7)) {
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            if (data8.messageId === undefined) {
              const err20 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/$defs/UserInputItem/required",
                keyword: "required",
                params: { missingProperty: "messageId" },
                message: "must have required property '" + "messageId" + "'",
                schema: schema70.required,
                parentSchema: schema70,
                data: data8,
              };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
            if (data8.createdAt === undefined) {
              const err21 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/$defs/UserInputItem/required",
                keyword: "required",
                params: { missingProperty: "createdAt" },
                message: "must have required property '" + "createdAt" + "'",
                schema: schema70.required,
                parentSchema: schema70,
                data: data8,
              };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data8.content === undefined) {
              const err22 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/$defs/UserInputItem/required",
                keyword: "required",
                params: { missingProperty: "content" },
                message: "must have required property '" + "content" + "'",
                schema: schema70.required,
                parentSchema: schema70,
                data: data8,
              };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (data8.contentChars === undefined) {
              const err23 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/$defs/UserInputItem/required",
                keyword: "required",
                params: { missingProperty: "contentChars" },
                message: "must have required property '" + "contentChars" + "'",
                schema: schema70.required,
                parentSchema: schema70,
                data: data8,
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data8.originalChars === undefined) {
              const err24 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/$defs/UserInputItem/required",
                keyword: "required",
                params: { missingProperty: "originalChars" },
                message: "must have required property '" + "originalChars" + "'",
                schema: schema70.required,
                parentSchema: schema70,
                data: data8,
              };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (data8.truncated === undefined) {
              const err25 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/$defs/UserInputItem/required",
                keyword: "required",
                params: { missingProperty: "truncated" },
                message: "must have required property '" + "truncated" + "'",
                schema: schema70.required,
                parentSchema: schema70,
                data: data8,
              };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
            for (const key1 in data8) {
              if (!(
                key1 === "messageId" ||
                key1 === "createdAt" ||
                key1 === "content" ||
                key1 === "contentChars" ||
                key1 === "originalChars" ||
                key1 === "truncated"
              )) {
                const err26 = {
                  instancePath: instancePath + "/items/" + i0,
                  schemaPath: "#/$defs/UserInputItem/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                  schema: false,
                  parentSchema: schema70,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data8.messageId !== undefined) {
              let data9 = data8.messageId;
              if (typeof data9 !== "string" && data9 !== null) {
                const err27 = {
                  instancePath: instancePath + "/items/" + i0 + "/messageId",
                  schemaPath: "#/$defs/UserInputItem/properties/messageId/type",
                  keyword: "type",
                  params: { type: schema70.properties.messageId.type },
                  message: "must be string,null",
                  schema: schema70.properties.messageId.type,
                  parentSchema: schema70.properties.messageId,
                  data: data9,
                };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
            if (data8.createdAt !== undefined) {
              let data10 = data8.createdAt;
              if (typeof data10 !== "string" && data10 !== null) {
                const err28 = {
                  instancePath: instancePath + "/items/" + i0 + "/createdAt",
                  schemaPath: "#/$defs/UserInputItem/properties/createdAt/type",
                  keyword: "type",
                  params: { type: schema70.properties.createdAt.type },
                  message: "must be string,null",
                  schema: schema70.properties.createdAt.type,
                  parentSchema: schema70.properties.createdAt,
                  data: data10,
                };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data8.content !== undefined) {
              let data11 = data8.content;
              if (typeof data11 !== "string") {
                const err29 = {
                  instancePath: instancePath + "/items/" + i0 + "/content",
                  schemaPath: "#/$defs/UserInputItem/properties/content/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema70.properties.content.type,
                  parentSchema: schema70.properties.content,
                  data: data11,
                };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data8.contentChars !== undefined) {
              let data12 = data8.contentChars;
              if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
                const err30 = {
                  instancePath: instancePath + "/items/" + i0 + "/contentChars",
                  schemaPath: "#/$defs/UserInputItem/properties/contentChars/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                  schema: schema70.properties.contentChars.type,
                  parentSchema: schema70.properties.contentChars,
                  data: data12,
                };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
              if (typeof data12 == "number" && isFinite(data12)) {
                if (data12 < 0 || isNaN(data12)) {
                  const err31 = {
                    instancePath: instancePath + "/items/" + i0 + "/contentChars",
                    schemaPath: "#/$defs/UserInputItem/properties/contentChars/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 0 },
                    message: "must be >= 0",
                    schema: 0,
                    parentSchema: schema70.properties.contentChars,
                    data: data12,
                  };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              }
            }
            if (data8.originalChars !== undefined) {
              let data13 = data8.originalChars;
              if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
                const err32 = {
                  instancePath: instancePath + "/items/" + i0 + "/originalChars",
                  schemaPath: "#/$defs/UserInputItem/properties/originalChars/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                  schema: schema70.properties.originalChars.type,
                  parentSchema: schema70.properties.originalChars,
                  data: data13,
                };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
              if (typeof data13 == "number" && isFinite(data13)) {
                if (data13 < 1 || isNaN(data13)) {
                  const err33 = {
                    instancePath: instancePath + "/items/" + i0 + "/originalChars",
                    schemaPath: "#/$defs/UserInputItem/properties/originalChars/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 1 },
                    message: "must be >= 1",
                    schema: 1,
                    parentSchema: schema70.properties.originalChars,
                    data: data13,
                  };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              }
            }
            if (data8.truncated !== undefined) {
              let data14 = data8.truncated;
              if (typeof data14 !== "boolean") {
                const err34 = {
                  instancePath: instancePath + "/items/" + i0 + "/truncated",
                  schemaPath: "#/$defs/UserInputItem/properties/truncated/type",
                  keyword: "type",
                  params: { type: "boolean" },
                  message: "must be boolean",
                  schema: schema70.properties.truncated.type,
                  parentSchema: schema70.properties.truncated,
                  data: data14,
                };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
          } else {
            const err35 = {
              instancePath: instancePath + "/items/" + i0,
              schemaPath: "#/$defs/UserInputItem/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
              schema: schema70.type,
              parentSchema: schema70,
              data: data8,
            };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
      } else {
        const err36 = {
          instancePath: instancePath + "/items",
          schemaPath: "#/properties/items/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema71.properties.items.type,
          parentSchema: schema71.properties.items,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
  } else {
    const err37 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema71.type,
      parentSchema: schema71,
      data,
    };
    if (vErrors === null) {
      vErrors = [err37];
    } else {
      vErrors.push(err37);
    }
    errors++;
  }
  validate57.errors = vErrors;
  return errors === 0;
}
validate57.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateListUserInputsErrorCode = validate58;
const schema73 = {
  description:
    'Stable error codes of ccweb_list_user_inputs (README, "ccweb_list_user_inputs"): missing_source_conversation (no conversationId and no source conversation), invalid_conversation_id (an id that breaks the ConversationId rule; never falls back), conversation_not_found (no readable, parseable session file: missing, not a regular file, a link, too large), invalid_arguments (arguments outside the input schema), not_configured (the server was started without a sessions directory and without --demo).',
  type: "string",
  enum: [
    "missing_source_conversation",
    "invalid_conversation_id",
    "conversation_not_found",
    "invalid_arguments",
    "not_configured",
  ],
};
function validate58(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate58.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema73.type,
      parentSchema: schema73,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === "missing_source_conversation" ||
    data === "invalid_conversation_id" ||
    data === "conversation_not_found" ||
    data === "invalid_arguments" ||
    data === "not_configured"
  )) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema73.enum },
      message: "must be equal to one of the allowed values",
      schema: schema73.enum,
      parentSchema: schema73,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate58.errors = vErrors;
  return errors === 0;
}
validate58.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateListUserInputsError = validate59;
const schema74 = {
  description: "Error result of ccweb_list_user_inputs (isError: true).",
  type: "object",
  properties: {
    ok: { description: "Always false on error.", const: false },
    error: {
      description: "What went wrong.",
      type: "object",
      properties: {
        code: { $ref: "#/$defs/ListUserInputsErrorCode" },
        message: { description: "Human-readable explanation with the fix.", type: "string" },
        problems: {
          description: "For invalid_arguments: every problem with its path and fix.",
          type: "array",
          items: { $ref: "#/$defs/ValidationProblem" },
        },
      },
      required: ["code", "message"],
      additionalProperties: false,
    },
  },
  required: ["ok", "error"],
  additionalProperties: false,
};
function validate59(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate59.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.ok === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "ok" },
        message: "must have required property '" + "ok" + "'",
        schema: schema74.required,
        parentSchema: schema74,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.error === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "error" },
        message: "must have required property '" + "error" + "'",
        schema: schema74.required,
        parentSchema: schema74,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "ok" || key0 === "error")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema74,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.ok !== undefined) {
      let data0 = data.ok;
      if (false !== data0) {
        const err3 = {
          instancePath: instancePath + "/ok",
          schemaPath: "#/properties/ok/const",
          keyword: "const",
          params: { allowedValue: false },
          message: "must be equal to constant",
          schema: false,
          parentSchema: schema74.properties.ok,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.error !== undefined) {
      let data1 = data.error;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.code === undefined) {
          const err4 = {
            instancePath: instancePath + "/error",
            schemaPath: "#/properties/error/required",
            keyword: "required",
            params: { missingProperty: "code" },
            message: "must have required property '" + "code" + "'",
            schema: schema74.properties.error.required,
            parentSchema: schema74.properties.error,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data1.message === undefined) {
          const err5 = {
            instancePath: instancePath + "/error",
            schemaPath: "#/properties/error/required",
            keyword: "required",
            params: { missingProperty: "message" },
            message: "must have required property '" + "message" + "'",
            schema: schema74.properties.error.required,
            parentSchema: schema74.properties.error,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === "code" || key1 === "message" || key1 === "problems")) {
            const err6 = {
              instancePath: instancePath + "/error",
              schemaPath: "#/properties/error/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
              schema: false,
              parentSchema: schema74.properties.error,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data1.code !== undefined) {
          let data2 = data1.code;
          if (typeof data2 !== "string") {
            const err7 = {
              instancePath: instancePath + "/error/code",
              schemaPath: "#/$defs/ListUserInputsErrorCode/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema73.type,
              parentSchema: schema73,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          if (!(
            data2 === "missing_source_conversation" ||
            data2 === "invalid_conversation_id" ||
            data2 === "conversation_not_found" ||
            data2 === "invalid_arguments" ||
            data2 === "not_configured"
          )) {
            const err8 = {
              instancePath: instancePath + "/error/code",
              schemaPath: "#/$defs/ListUserInputsErrorCode/enum",
              keyword: "enum",
              params: { allowedValues: schema73.enum },
              message: "must be equal to one of the allowed values",
              schema: schema73.enum,
              parentSchema: schema73,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data1.message !== undefined) {
          let data3 = data1.message;
          if (typeof data3 !== "string") {
            const err9 = {
              instancePath: instancePath + "/error/message",
              schemaPath: "#/properties/error/properties/message/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema74.properties.error.properties.message.type,
              parentSchema: schema74.properties.error.properties.message,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data1.problems !== undefined) {
          let data4 = data1.problems;
          if (Array.isArray(data4)) {
            const len0 = data4.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data5 = data4[i0];
              if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                if (data5.path === undefined) {
                  const err10 = {
                    instancePath: instancePath + "/error/problems/" + i0,
                    schemaPath: "#/$defs/ValidationProblem/required",
                    keyword: "required",
                    params: { missingProperty: "path" },
                    message: "must have required property '" + "path" + "'",
                    schema: schema52.required,
                    parentSchema: schema52,
                    data: data5,
                  };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
                if (data5.message === undefined) {
                  const err11 = {
                    instancePath: instancePath + "/error/problems/" + i0,
                    schemaPath: "#/$defs/ValidationProblem/required",
                    keyword: "required",
                    params: { missingProperty: "message" },
                    message: "must have required property '" + "message" + "'",
                    schema: schema52.required,
                    parentSchema: schema52,
                    data: data5,
                  };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
                if (data5.fix === undefined) {
                  const err12 = {
                    instancePath: instancePath + "/error/problems/" + i0,
                    schemaPath: "#/$defs/ValidationProblem/required",
                    keyword: "required",
                    params: { missingProperty: "fix" },
                    message: "must have required property '" + "fix" + "'",
                    schema: schema52.required,
                    parentSchema: schema52,
                    data: data5,
                  };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
                for (const key2 in data5) {
                  if (!(key2 === "path" || key2 === "message" || key2 === "fix" || key2 === "subject")) {
                    const err13 = {
                      instancePath: instancePath + "/error/problems/" + i0,
                      schemaPath: "#/$defs/ValidationProblem/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key2 },
                      message: "must NOT have additional properties",
                      schema: false,
                      parentSchema: schema52,
                      data: data5,
                    };
                    if (vErrors === null) {
                      vErrors = [err13];
                    } else {
                      vErrors.push(err13);
                    }
                    errors++;
                  }
                }
                if (data5.path !== undefined) {
                  let data6 = data5.path;
                  if (typeof data6 !== "string") {
                    const err14 = {
                      instancePath: instancePath + "/error/problems/" + i0 + "/path",
                      schemaPath: "#/$defs/ValidationProblem/properties/path/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                      schema: schema52.properties.path.type,
                      parentSchema: schema52.properties.path,
                      data: data6,
                    };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                }
                if (data5.message !== undefined) {
                  let data7 = data5.message;
                  if (typeof data7 !== "string") {
                    const err15 = {
                      instancePath: instancePath + "/error/problems/" + i0 + "/message",
                      schemaPath: "#/$defs/ValidationProblem/properties/message/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                      schema: schema52.properties.message.type,
                      parentSchema: schema52.properties.message,
                      data: data7,
                    };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                }
                if (data5.fix !== undefined) {
                  let data8 = data5.fix;
                  if (typeof data8 !== "string") {
                    const err16 = {
                      instancePath: instancePath + "/error/problems/" + i0 + "/fix",
                      schemaPath: "#/$defs/ValidationProblem/properties/fix/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                      schema: schema52.properties.fix.type,
                      parentSchema: schema52.properties.fix,
                      data: data8,
                    };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                }
                if (data5.subject !== undefined) {
                  let data9 = data5.subject;
                  if (typeof data9 !== "string") {
                    const err17 = {
                      instancePath: instancePath + "/error/problems/" + i0 + "/subject",
                      schemaPath: "#/$defs/ValidationProblem/properties/subject/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                      schema: schema52.properties.subject.type,
                      parentSchema: schema52.properties.subject,
                      data: data9,
                    };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                }
              } else {
                const err18 = {
                  instancePath: instancePath + "/error/problems/" + i0,
                  schemaPath: "#/$defs/ValidationProblem/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                  schema: schema52.type,
                  parentSchema: schema52,
                  data: data5,
                };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
          } else {
            const err19 = {
              instancePath: instancePath + "/error/problems",
              schemaPath: "#/properties/error/properties/problems/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
              schema: schema74.properties.error.properties.problems.type,
              parentSchema: schema74.properties.error.properties.problems,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = {
          instancePath: instancePath + "/error",
          schemaPath: "#/properties/error/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema74.properties.error.type,
          parentSchema: schema74.properties.error,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
  } else {
    const err21 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema74.type,
      parentSchema: schema74,
      data,
    };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  }
  validate59.errors = vErrors;
  return errors === 0;
}
validate59.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateListUserInputsOutput = validate60;
const schema77 = {
  description:
    "Every structuredContent ccweb_list_user_inputs returns: the success result or the error result.",
  type: "object",
  oneOf: [{ $ref: "#/$defs/ListUserInputsResult" }, { $ref: "#/$defs/ListUserInputsError" }],
};
function validate60(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate60.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema77.type,
      parentSchema: schema77,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (!validate57(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props0 = true;
  }
  const _errs3 = errors;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props0 !== true) {
        props0 = true;
      }
    }
  }
  if (!valid0) {
    const err1 = {
      instancePath,
      schemaPath: "#/oneOf",
      keyword: "oneOf",
      params: { passingSchemas: passing0 },
      message: "must match exactly one schema in oneOf",
      schema: schema77.oneOf,
      parentSchema: schema77,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  validate60.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate60.evaluated = { dynamicProps: true, dynamicItems: false };
export const validateCcWebContentBlock = validate63;
const schema78 = {
  description:
    'One block of a structured message content as cc-web stores it; only type "text" blocks count as user text.',
  type: "object",
  properties: {
    type: { description: "Block type: text, image, tool_use, tool_result, …", type: "string" },
    text: { description: "The text of a text block.", type: "string" },
  },
  required: ["type"],
};
function validate63(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate63.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema78.required,
        parentSchema: schema78,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if (typeof data0 !== "string") {
        const err1 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema78.properties.type.type,
          parentSchema: schema78.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.text !== undefined) {
      let data1 = data.text;
      if (typeof data1 !== "string") {
        const err2 = {
          instancePath: instancePath + "/text",
          schemaPath: "#/properties/text/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema78.properties.text.type,
          parentSchema: schema78.properties.text,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema78.type,
      parentSchema: schema78,
      data,
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate63.errors = vErrors;
  return errors === 0;
}
validate63.evaluated = { props: { type: true, text: true }, dynamicProps: false, dynamicItems: false };
export const validateCcWebMessage = validate64;
const schema79 = {
  description: "One message of a cc-web session file. Unknown properties are kept as they are.",
  type: "object",
  properties: {
    id: { description: "Message id.", type: "string" },
    role: { description: "Who wrote it.", type: "string", enum: ["user", "assistant", "system", "tool"] },
    content: {
      description: "The text, or an array of content blocks.",
      anyOf: [{ type: "string" }, { type: "array", items: { $ref: "#/$defs/CcWebContentBlock" } }],
    },
    timestamp: {
      description: "When it was written (ISO 8601), or null (imported messages).",
      type: ["string", "null"],
    },
    createdAt: {
      description: "Alternative to timestamp written by older cc-web versions.",
      type: ["string", "null"],
    },
    attachments: { description: "Attached files (never read by ccweb_list_user_inputs).", type: "array" },
  },
  required: ["role", "content"],
};
function validate64(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate64.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.role === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "role" },
        message: "must have required property '" + "role" + "'",
        schema: schema79.required,
        parentSchema: schema79,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.content === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "content" },
        message: "must have required property '" + "content" + "'",
        schema: schema79.required,
        parentSchema: schema79,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 !== "string") {
        const err2 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema79.properties.id.type,
          parentSchema: schema79.properties.id,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.role !== undefined) {
      let data1 = data.role;
      if (typeof data1 !== "string") {
        const err3 = {
          instancePath: instancePath + "/role",
          schemaPath: "#/properties/role/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema79.properties.role.type,
          parentSchema: schema79.properties.role,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(data1 === "user" || data1 === "assistant" || data1 === "system" || data1 === "tool")) {
        const err4 = {
          instancePath: instancePath + "/role",
          schemaPath: "#/properties/role/enum",
          keyword: "enum",
          params: { allowedValues: schema79.properties.role.enum },
          message: "must be equal to one of the allowed values",
          schema: schema79.properties.role.enum,
          parentSchema: schema79.properties.role,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.content !== undefined) {
      let data2 = data.content;
      const _errs6 = errors;
      let valid1 = false;
      const _errs7 = errors;
      if (typeof data2 !== "string") {
        const err5 = {
          instancePath: instancePath + "/content",
          schemaPath: "#/properties/content/anyOf/0/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema79.properties.content.anyOf[0].type,
          parentSchema: schema79.properties.content.anyOf[0],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      const _errs9 = errors;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.type === undefined) {
              const err6 = {
                instancePath: instancePath + "/content/" + i0,
                schemaPath: "#/$defs/CcWebContentBlock/required",
                keyword: "required",
                params: { missingProperty: "type" },
                message: "must have required property '" + "type" + "'",
                schema: schema78.required,
                parentSchema: schema78,
                data: data3,
              };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data3.type !== undefined) {
              let data4 = data3.type;
              if (typeof data4 !== "string") {
                const err7 = {
                  instancePath: instancePath + "/content/" + i0 + "/type",
                  schemaPath: "#/$defs/CcWebContentBlock/properties/type/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema78.properties.type.type,
                  parentSchema: schema78.properties.type,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data3.text !== undefined) {
              let data5 = data3.text;
              if (typeof data5 !== "string") {
                const err8 = {
                  instancePath: instancePath + "/content/" + i0 + "/text",
                  schemaPath: "#/$defs/CcWebContentBlock/properties/text/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema78.properties.text.type,
                  parentSchema: schema78.properties.text,
                  data: data5,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
          } else {
            const err9 = {
              instancePath: instancePath + "/content/" + i0,
              schemaPath: "#/$defs/CcWebContentBlock/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
              schema: schema78.type,
              parentSchema: schema78,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/content",
          schemaPath: "#/properties/content/anyOf/1/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema79.properties.content.anyOf[1].type,
          parentSchema: schema79.properties.content.anyOf[1],
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err11 = {
          instancePath: instancePath + "/content",
          schemaPath: "#/properties/content/anyOf",
          keyword: "anyOf",
          params: {},
          message: "must match a schema in anyOf",
          schema: schema79.properties.content.anyOf,
          parentSchema: schema79.properties.content,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.timestamp !== undefined) {
      let data6 = data.timestamp;
      if (typeof data6 !== "string" && data6 !== null) {
        const err12 = {
          instancePath: instancePath + "/timestamp",
          schemaPath: "#/properties/timestamp/type",
          keyword: "type",
          params: { type: schema79.properties.timestamp.type },
          message: "must be string,null",
          schema: schema79.properties.timestamp.type,
          parentSchema: schema79.properties.timestamp,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.createdAt !== undefined) {
      let data7 = data.createdAt;
      if (typeof data7 !== "string" && data7 !== null) {
        const err13 = {
          instancePath: instancePath + "/createdAt",
          schemaPath: "#/properties/createdAt/type",
          keyword: "type",
          params: { type: schema79.properties.createdAt.type },
          message: "must be string,null",
          schema: schema79.properties.createdAt.type,
          parentSchema: schema79.properties.createdAt,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.attachments !== undefined) {
      let data8 = data.attachments;
      if (!Array.isArray(data8)) {
        const err14 = {
          instancePath: instancePath + "/attachments",
          schemaPath: "#/properties/attachments/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema79.properties.attachments.type,
          parentSchema: schema79.properties.attachments,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema79.type,
      parentSchema: schema79,
      data,
    };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate64.errors = vErrors;
  return errors === 0;
}
validate64.evaluated = {
  props: { id: true, role: true, content: true, timestamp: true, createdAt: true, attachments: true },
  dynamicProps: false,
  dynamicItems: false,
};
export const validateCcWebSession = validate65;
const schema81 = {
  description:
    "A cc-web session file, <sessionsDir>/<conversationId>.json: one conversation. Fields other than messages (title, hasUnread, run state, …) belong to the host and are never changed by reads.",
  type: "object",
  properties: {
    id: { description: "Conversation id.", type: "string" },
    title: { description: "Conversation title.", type: "string" },
    hasUnread: { description: "Whether the conversation has unread messages (host state).", type: "boolean" },
    messages: {
      description: "The messages, oldest first.",
      type: "array",
      items: { $ref: "#/$defs/CcWebMessage" },
    },
  },
  required: ["messages"],
};
function validate65(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate65.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.messages === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "messages" },
        message: "must have required property '" + "messages" + "'",
        schema: schema81.required,
        parentSchema: schema81,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 !== "string") {
        const err1 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema81.properties.id.type,
          parentSchema: schema81.properties.id,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data1 = data.title;
      if (typeof data1 !== "string") {
        const err2 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema81.properties.title.type,
          parentSchema: schema81.properties.title,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.hasUnread !== undefined) {
      let data2 = data.hasUnread;
      if (typeof data2 !== "boolean") {
        const err3 = {
          instancePath: instancePath + "/hasUnread",
          schemaPath: "#/properties/hasUnread/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema81.properties.hasUnread.type,
          parentSchema: schema81.properties.hasUnread,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.messages !== undefined) {
      let data3 = data.messages;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate64(data3[i0], {
              instancePath: instancePath + "/messages/" + i0,
              parentData: data3,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/messages",
          schemaPath: "#/properties/messages/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema81.properties.messages.type,
          parentSchema: schema81.properties.messages,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema81.type,
      parentSchema: schema81,
      data,
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate65.errors = vErrors;
  return errors === 0;
}
validate65.evaluated = {
  props: { id: true, title: true, hasUnread: true, messages: true },
  dynamicProps: false,
  dynamicItems: false,
};
export const validateInterviewId = validate67;
const schema82 = {
  description:
    "An id in an interview (question or option): 1–200 ASCII letters, digits and _ . : - (seed 003). Labels, headers and bodies take any Unicode.",
  type: "string",
  pattern: "^[A-Za-z0-9_.:-]{1,200}$",
};
const pattern7 = new RegExp("^[A-Za-z0-9_.:-]{1,200}$", "u");
function validate67(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate67.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (!pattern7.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: { pattern: "^[A-Za-z0-9_.:-]{1,200}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9_.:-]{1,200}$" + '"',
        schema: "^[A-Za-z0-9_.:-]{1,200}$",
        parentSchema: schema82,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema82.type,
      parentSchema: schema82,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate67.errors = vErrors;
  return errors === 0;
}
validate67.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateInterviewOption = validate68;
const schema83 = {
  description: "One option of an interview question.",
  type: "object",
  properties: {
    id: { $ref: "#/$defs/InterviewId" },
    label: { description: "What the user reads.", type: "string", minLength: 1, maxLength: 500 },
    description: { description: "Markdown shown under the label.", type: "string", maxLength: 5000 },
    preview: {
      description: "Markdown preview, such as a fenced code block, shown in a scrollable box.",
      type: "string",
      maxLength: 20000,
    },
  },
  required: ["id", "label"],
  additionalProperties: false,
};
function validate68(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate68.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema83.required,
        parentSchema: schema83,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.label === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "label" },
        message: "must have required property '" + "label" + "'",
        schema: schema83.required,
        parentSchema: schema83,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "label" || key0 === "description" || key0 === "preview")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema83,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (!pattern7.test(data0)) {
          const err3 = {
            instancePath: instancePath + "/id",
            schemaPath: "#/$defs/InterviewId/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_.:-]{1,200}$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_.:-]{1,200}$" + '"',
            schema: "^[A-Za-z0-9_.:-]{1,200}$",
            parentSchema: schema82,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/$defs/InterviewId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema82.type,
          parentSchema: schema82,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.label !== undefined) {
      let data1 = data.label;
      if (typeof data1 === "string") {
        if (func1(data1) > 500) {
          const err5 = {
            instancePath: instancePath + "/label",
            schemaPath: "#/properties/label/maxLength",
            keyword: "maxLength",
            params: { limit: 500 },
            message: "must NOT have more than 500 characters",
            schema: 500,
            parentSchema: schema83.properties.label,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func1(data1) < 1) {
          const err6 = {
            instancePath: instancePath + "/label",
            schemaPath: "#/properties/label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema83.properties.label,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/label",
          schemaPath: "#/properties/label/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema83.properties.label.type,
          parentSchema: schema83.properties.label,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      let data2 = data.description;
      if (typeof data2 === "string") {
        if (func1(data2) > 5000) {
          const err8 = {
            instancePath: instancePath + "/description",
            schemaPath: "#/properties/description/maxLength",
            keyword: "maxLength",
            params: { limit: 5000 },
            message: "must NOT have more than 5000 characters",
            schema: 5000,
            parentSchema: schema83.properties.description,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema83.properties.description.type,
          parentSchema: schema83.properties.description,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.preview !== undefined) {
      let data3 = data.preview;
      if (typeof data3 === "string") {
        if (func1(data3) > 20000) {
          const err10 = {
            instancePath: instancePath + "/preview",
            schemaPath: "#/properties/preview/maxLength",
            keyword: "maxLength",
            params: { limit: 20000 },
            message: "must NOT have more than 20000 characters",
            schema: 20000,
            parentSchema: schema83.properties.preview,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/preview",
          schemaPath: "#/properties/preview/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema83.properties.preview.type,
          parentSchema: schema83.properties.preview,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema83.type,
      parentSchema: schema83,
      data,
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate68.errors = vErrors;
  return errors === 0;
}
validate68.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateInterviewQuestion = validate69;
const schema85 = {
  description:
    'One question of an interview (see the README section "ask-user-rich"). Text is bounded: header 2000, body and rationale 20000 UTF-16 code units; at most 200 options.',
  type: "object",
  properties: {
    id: { $ref: "#/$defs/InterviewId" },
    header: {
      description: "The question itself (at most 2000 characters).",
      type: "string",
      minLength: 1,
      maxLength: 2000,
    },
    body: { description: "Markdown details.", type: "string", maxLength: 20000 },
    options: {
      description: "The choices, at most 200; an empty list makes the question free-text only.",
      type: "array",
      items: { $ref: "#/$defs/InterviewOption" },
      default: [],
      maxItems: 200,
    },
    kind: {
      description:
        "choice, or rank: the user orders every option (needs ≥ 2 options, no multiSelect, no Other field).",
      type: "string",
      enum: ["choice", "rank"],
      default: "choice",
    },
    recommended: {
      description:
        "An option id; an array of ids with multiSelect; for rank, the recommended order holding every option id once.",
      anyOf: [
        { $ref: "#/$defs/InterviewId" },
        { type: "array", items: { $ref: "#/$defs/InterviewId" }, maxItems: 200 },
      ],
    },
    rationale: { description: "Markdown: why the recommendation.", type: "string", maxLength: 20000 },
    multiSelect: { description: "Whether several options may be picked.", type: "boolean", default: false },
    allowOther: {
      description: "Whether the user may type their own answer.",
      type: "boolean",
      default: true,
    },
    dependsOn: {
      description: "Ids of earlier questions this one builds on (display only).",
      type: "array",
      items: { $ref: "#/$defs/InterviewId" },
      maxItems: 500,
    },
  },
  required: ["id", "header"],
  additionalProperties: false,
};
function validate69(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate69.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema85.required,
        parentSchema: schema85,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.header === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "header" },
        message: "must have required property '" + "header" + "'",
        schema: schema85.required,
        parentSchema: schema85,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func3.call(schema85.properties, key0)) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema85,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (!pattern7.test(data0)) {
          const err3 = {
            instancePath: instancePath + "/id",
            schemaPath: "#/$defs/InterviewId/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_.:-]{1,200}$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_.:-]{1,200}$" + '"',
            schema: "^[A-Za-z0-9_.:-]{1,200}$",
            parentSchema: schema82,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/$defs/InterviewId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema82.type,
          parentSchema: schema82,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.header !== undefined) {
      let data1 = data.header;
      if (typeof data1 === "string") {
        if (func1(data1) > 2000) {
          const err5 = {
            instancePath: instancePath + "/header",
            schemaPath: "#/properties/header/maxLength",
            keyword: "maxLength",
            params: { limit: 2000 },
            message: "must NOT have more than 2000 characters",
            schema: 2000,
            parentSchema: schema85.properties.header,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func1(data1) < 1) {
          const err6 = {
            instancePath: instancePath + "/header",
            schemaPath: "#/properties/header/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema85.properties.header,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/header",
          schemaPath: "#/properties/header/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema85.properties.header.type,
          parentSchema: schema85.properties.header,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.body !== undefined) {
      let data2 = data.body;
      if (typeof data2 === "string") {
        if (func1(data2) > 20000) {
          const err8 = {
            instancePath: instancePath + "/body",
            schemaPath: "#/properties/body/maxLength",
            keyword: "maxLength",
            params: { limit: 20000 },
            message: "must NOT have more than 20000 characters",
            schema: 20000,
            parentSchema: schema85.properties.body,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/body",
          schemaPath: "#/properties/body/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema85.properties.body.type,
          parentSchema: schema85.properties.body,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data3 = data.options;
      if (Array.isArray(data3)) {
        if (data3.length > 200) {
          const err10 = {
            instancePath: instancePath + "/options",
            schemaPath: "#/properties/options/maxItems",
            keyword: "maxItems",
            params: { limit: 200 },
            message: "must NOT have more than 200 items",
            schema: 200,
            parentSchema: schema85.properties.options,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate68(data3[i0], {
              instancePath: instancePath + "/options/" + i0,
              parentData: data3,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/options",
          schemaPath: "#/properties/options/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema85.properties.options.type,
          parentSchema: schema85.properties.options,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      let data5 = data.kind;
      if (typeof data5 !== "string") {
        const err12 = {
          instancePath: instancePath + "/kind",
          schemaPath: "#/properties/kind/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema85.properties.kind.type,
          parentSchema: schema85.properties.kind,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (!(data5 === "choice" || data5 === "rank")) {
        const err13 = {
          instancePath: instancePath + "/kind",
          schemaPath: "#/properties/kind/enum",
          keyword: "enum",
          params: { allowedValues: schema85.properties.kind.enum },
          message: "must be equal to one of the allowed values",
          schema: schema85.properties.kind.enum,
          parentSchema: schema85.properties.kind,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.recommended !== undefined) {
      let data6 = data.recommended;
      const _errs15 = errors;
      let valid4 = false;
      const _errs16 = errors;
      if (typeof data6 === "string") {
        if (!pattern7.test(data6)) {
          const err14 = {
            instancePath: instancePath + "/recommended",
            schemaPath: "#/$defs/InterviewId/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_.:-]{1,200}$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_.:-]{1,200}$" + '"',
            schema: "^[A-Za-z0-9_.:-]{1,200}$",
            parentSchema: schema82,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/recommended",
          schemaPath: "#/$defs/InterviewId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema82.type,
          parentSchema: schema82,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      var _valid0 = _errs16 === errors;
      valid4 = valid4 || _valid0;
      const _errs19 = errors;
      if (Array.isArray(data6)) {
        if (data6.length > 200) {
          const err16 = {
            instancePath: instancePath + "/recommended",
            schemaPath: "#/properties/recommended/anyOf/1/maxItems",
            keyword: "maxItems",
            params: { limit: 200 },
            message: "must NOT have more than 200 items",
            schema: 200,
            parentSchema: schema85.properties.recommended.anyOf[1],
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        const len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data7 = data6[i1];
          if (typeof data7 === "string") {
            if (!pattern7.test(data7)) {
              const err17 = {
                instancePath: instancePath + "/recommended/" + i1,
                schemaPath: "#/$defs/InterviewId/pattern",
                keyword: "pattern",
                params: { pattern: "^[A-Za-z0-9_.:-]{1,200}$" },
                message: 'must match pattern "' + "^[A-Za-z0-9_.:-]{1,200}$" + '"',
                schema: "^[A-Za-z0-9_.:-]{1,200}$",
                parentSchema: schema82,
                data: data7,
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          } else {
            const err18 = {
              instancePath: instancePath + "/recommended/" + i1,
              schemaPath: "#/$defs/InterviewId/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema82.type,
              parentSchema: schema82,
              data: data7,
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = {
          instancePath: instancePath + "/recommended",
          schemaPath: "#/properties/recommended/anyOf/1/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema85.properties.recommended.anyOf[1].type,
          parentSchema: schema85.properties.recommended.anyOf[1],
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      var _valid0 = _errs19 === errors;
      valid4 = valid4 || _valid0;
      if (!valid4) {
        const err20 = {
          instancePath: instancePath + "/recommended",
          schemaPath: "#/properties/recommended/anyOf",
          keyword: "anyOf",
          params: {},
          message: "must match a schema in anyOf",
          schema: schema85.properties.recommended.anyOf,
          parentSchema: schema85.properties.recommended,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      } else {
        errors = _errs15;
        if (vErrors !== null) {
          if (_errs15) {
            vErrors.length = _errs15;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.rationale !== undefined) {
      let data8 = data.rationale;
      if (typeof data8 === "string") {
        if (func1(data8) > 20000) {
          const err21 = {
            instancePath: instancePath + "/rationale",
            schemaPath: "#/properties/rationale/maxLength",
            keyword: "maxLength",
            params: { limit: 20000 },
            message: "must NOT have more than 20000 characters",
            schema: 20000,
            parentSchema: schema85.properties.rationale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      } else {
        const err22 = {
          instancePath: instancePath + "/rationale",
          schemaPath: "#/properties/rationale/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema85.properties.rationale.type,
          parentSchema: schema85.properties.rationale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.multiSelect !== undefined) {
      let data9 = data.multiSelect;
      if (typeof data9 !== "boolean") {
        const err23 = {
          instancePath: instancePath + "/multiSelect",
          schemaPath: "#/properties/multiSelect/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema85.properties.multiSelect.type,
          parentSchema: schema85.properties.multiSelect,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.allowOther !== undefined) {
      let data10 = data.allowOther;
      if (typeof data10 !== "boolean") {
        const err24 = {
          instancePath: instancePath + "/allowOther",
          schemaPath: "#/properties/allowOther/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema85.properties.allowOther.type,
          parentSchema: schema85.properties.allowOther,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.dependsOn !== undefined) {
      let data11 = data.dependsOn;
      if (Array.isArray(data11)) {
        if (data11.length > 500) {
          const err25 = {
            instancePath: instancePath + "/dependsOn",
            schemaPath: "#/properties/dependsOn/maxItems",
            keyword: "maxItems",
            params: { limit: 500 },
            message: "must NOT have more than 500 items",
            schema: 500,
            parentSchema: schema85.properties.dependsOn,
            data: data11,
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        const len2 = data11.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data12 = data11[i2];
          if (typeof data12 === "string") {
            if (!pattern7.test(data12)) {
              const err26 = {
                instancePath: instancePath + "/dependsOn/" + i2,
                schemaPath: "#/$defs/InterviewId/pattern",
                keyword: "pattern",
                params: { pattern: "^[A-Za-z0-9_.:-]{1,200}$" },
                message: 'must match pattern "' + "^[A-Za-z0-9_.:-]{1,200}$" + '"',
                schema: "^[A-Za-z0-9_.:-]{1,200}$",
                parentSchema: schema82,
                data: data12,
              };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          } else {
            const err27 = {
              instancePath: instancePath + "/dependsOn/" + i2,
              schemaPath: "#/$defs/InterviewId/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema82.type,
              parentSchema: schema82,
              data: data12,
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
      } else {
        const err28 = {
          instancePath: instancePath + "/dependsOn",
          schemaPath: "#/properties/dependsOn/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema85.properties.dependsOn.type,
          parentSchema: schema85.properties.dependsOn,
          data: data11,
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
  } else {
    const err29 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema85.type,
      parentSchema: schema85,
      data,
    };
    if (vErrors === null) {
      vErrors = [err29];
    } else {
      vErrors.push(err29);
    }
    errors++;
  }
  validate69.errors = vErrors;
  return errors === 0;
}
validate69.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateInterviewDelivery = validate71;
const schema90 = {
  description:
    "How the form reaches the user: browser (open it; default), link (return the URL at once), elicitation (the client's own form dialog, when it can and no question is a rank).",
  type: "string",
  enum: ["browser", "link", "elicitation"],
};
function validate71(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate71.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema90.type,
      parentSchema: schema90,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "browser" || data === "link" || data === "elicitation")) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema90.enum },
      message: "must be equal to one of the allowed values",
      schema: schema90.enum,
      parentSchema: schema90,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate71.errors = vErrors;
  return errors === 0;
}
validate71.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateAskUserRichInput = validate72;
const schema91 = {
  description: "Arguments of ask_user_rich (seed 003): the whole interview in one call.",
  type: "object",
  properties: {
    title: { description: "Interview title.", type: "string", minLength: 1, maxLength: 500 },
    intro: { description: "Markdown intro screen.", type: "string", maxLength: 20000 },
    questions: {
      description: "The questions in order: 1–500 (x-nuwax.constants.maxMessageBytes bounds the whole call).",
      type: "array",
      items: { $ref: "#/$defs/InterviewQuestion" },
      minItems: 1,
      maxItems: 500,
    },
    delivery: { $ref: "#/$defs/InterviewDelivery", default: "browser" },
  },
  required: ["title", "questions"],
  additionalProperties: false,
};
function validate72(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate72.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.title === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema91.required,
        parentSchema: schema91,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.questions === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "questions" },
        message: "must have required property '" + "questions" + "'",
        schema: schema91.required,
        parentSchema: schema91,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "title" || key0 === "intro" || key0 === "questions" || key0 === "delivery")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema91,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data0 = data.title;
      if (typeof data0 === "string") {
        if (func1(data0) > 500) {
          const err3 = {
            instancePath: instancePath + "/title",
            schemaPath: "#/properties/title/maxLength",
            keyword: "maxLength",
            params: { limit: 500 },
            message: "must NOT have more than 500 characters",
            schema: 500,
            parentSchema: schema91.properties.title,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func1(data0) < 1) {
          const err4 = {
            instancePath: instancePath + "/title",
            schemaPath: "#/properties/title/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema91.properties.title,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema91.properties.title.type,
          parentSchema: schema91.properties.title,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.intro !== undefined) {
      let data1 = data.intro;
      if (typeof data1 === "string") {
        if (func1(data1) > 20000) {
          const err6 = {
            instancePath: instancePath + "/intro",
            schemaPath: "#/properties/intro/maxLength",
            keyword: "maxLength",
            params: { limit: 20000 },
            message: "must NOT have more than 20000 characters",
            schema: 20000,
            parentSchema: schema91.properties.intro,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/intro",
          schemaPath: "#/properties/intro/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema91.properties.intro.type,
          parentSchema: schema91.properties.intro,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.questions !== undefined) {
      let data2 = data.questions;
      if (Array.isArray(data2)) {
        if (data2.length > 500) {
          const err8 = {
            instancePath: instancePath + "/questions",
            schemaPath: "#/properties/questions/maxItems",
            keyword: "maxItems",
            params: { limit: 500 },
            message: "must NOT have more than 500 items",
            schema: 500,
            parentSchema: schema91.properties.questions,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data2.length < 1) {
          const err9 = {
            instancePath: instancePath + "/questions",
            schemaPath: "#/properties/questions/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema91.properties.questions,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate69(data2[i0], {
              instancePath: instancePath + "/questions/" + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/questions",
          schemaPath: "#/properties/questions/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema91.properties.questions.type,
          parentSchema: schema91.properties.questions,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.delivery !== undefined) {
      let data4 = data.delivery;
      if (typeof data4 !== "string") {
        const err11 = {
          instancePath: instancePath + "/delivery",
          schemaPath: "#/$defs/InterviewDelivery/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema90.type,
          parentSchema: schema90,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (!(data4 === "browser" || data4 === "link" || data4 === "elicitation")) {
        const err12 = {
          instancePath: instancePath + "/delivery",
          schemaPath: "#/$defs/InterviewDelivery/enum",
          keyword: "enum",
          params: { allowedValues: schema90.enum },
          message: "must be equal to one of the allowed values",
          schema: schema90.enum,
          parentSchema: schema90,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema91.type,
      parentSchema: schema91,
      data,
    };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate72.errors = vErrors;
  return errors === 0;
}
validate72.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateAppendQuestionsInput = validate74;
const schema93 = {
  description:
    "Arguments of append_questions: follow-up questions for an interview whose form is still open.",
  type: "object",
  properties: {
    sessionId: {
      description: "The interview's session id (from an awaiting result or the form URL).",
      type: "string",
      minLength: 1,
    },
    questions: {
      description:
        "Questions to add; ids unique across the whole interview; dependsOn may name existing questions.",
      type: "array",
      items: { $ref: "#/$defs/InterviewQuestion" },
      minItems: 1,
      maxItems: 500,
    },
    note: {
      description: "Markdown note shown on the form with the new questions.",
      type: "string",
      maxLength: 20000,
    },
  },
  required: ["sessionId", "questions"],
  additionalProperties: false,
};
function validate74(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate74.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.sessionId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "sessionId" },
        message: "must have required property '" + "sessionId" + "'",
        schema: schema93.required,
        parentSchema: schema93,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.questions === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "questions" },
        message: "must have required property '" + "questions" + "'",
        schema: schema93.required,
        parentSchema: schema93,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "sessionId" || key0 === "questions" || key0 === "note")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema93,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.sessionId !== undefined) {
      let data0 = data.sessionId;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err3 = {
            instancePath: instancePath + "/sessionId",
            schemaPath: "#/properties/sessionId/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema93.properties.sessionId,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/sessionId",
          schemaPath: "#/properties/sessionId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema93.properties.sessionId.type,
          parentSchema: schema93.properties.sessionId,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.questions !== undefined) {
      let data1 = data.questions;
      if (Array.isArray(data1)) {
        if (data1.length > 500) {
          const err5 = {
            instancePath: instancePath + "/questions",
            schemaPath: "#/properties/questions/maxItems",
            keyword: "maxItems",
            params: { limit: 500 },
            message: "must NOT have more than 500 items",
            schema: 500,
            parentSchema: schema93.properties.questions,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.length < 1) {
          const err6 = {
            instancePath: instancePath + "/questions",
            schemaPath: "#/properties/questions/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema93.properties.questions,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate69(data1[i0], {
              instancePath: instancePath + "/questions/" + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/questions",
          schemaPath: "#/properties/questions/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema93.properties.questions.type,
          parentSchema: schema93.properties.questions,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.note !== undefined) {
      let data3 = data.note;
      if (typeof data3 === "string") {
        if (func1(data3) > 20000) {
          const err8 = {
            instancePath: instancePath + "/note",
            schemaPath: "#/properties/note/maxLength",
            keyword: "maxLength",
            params: { limit: 20000 },
            message: "must NOT have more than 20000 characters",
            schema: 20000,
            parentSchema: schema93.properties.note,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/note",
          schemaPath: "#/properties/note/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema93.properties.note.type,
          parentSchema: schema93.properties.note,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema93.type,
      parentSchema: schema93,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate74.errors = vErrors;
  return errors === 0;
}
validate74.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateAwaitUserAnswersInput = validate76;
const schema94 = {
  description: "Arguments of await_user_answers.",
  type: "object",
  properties: {
    sessionId: { description: "The pending interview's session id.", type: "string", minLength: 1 },
  },
  required: ["sessionId"],
  additionalProperties: false,
};
function validate76(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate76.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.sessionId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "sessionId" },
        message: "must have required property '" + "sessionId" + "'",
        schema: schema94.required,
        parentSchema: schema94,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "sessionId")) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema94,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.sessionId !== undefined) {
      let data0 = data.sessionId;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err2 = {
            instancePath: instancePath + "/sessionId",
            schemaPath: "#/properties/sessionId/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema94.properties.sessionId,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/sessionId",
          schemaPath: "#/properties/sessionId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema94.properties.sessionId.type,
          parentSchema: schema94.properties.sessionId,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema94.type,
      parentSchema: schema94,
      data,
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate76.errors = vErrors;
  return errors === 0;
}
validate76.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateAnswerStatus = validate77;
const schema95 = {
  description: "What the user did with a question.",
  type: "string",
  enum: ["answered", "deferred", "needs-info", "unanswered"],
};
function validate77(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate77.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema95.type,
      parentSchema: schema95,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "answered" || data === "deferred" || data === "needs-info" || data === "unanswered")) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema95.enum },
      message: "must be equal to one of the allowed values",
      schema: schema95.enum,
      parentSchema: schema95,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate77.errors = vErrors;
  return errors === 0;
}
validate77.evaluated = { dynamicProps: false, dynamicItems: false };
export const validateInterviewAnswer = validate78;
const schema96 = {
  description: "The answer to one question.",
  type: "object",
  properties: {
    id: { $ref: "#/$defs/InterviewId" },
    header: { description: "The question.", type: "string" },
    status: { $ref: "#/$defs/AnswerStatus" },
    selected: {
      description: "Picked option ids (choice questions).",
      type: "array",
      items: { type: "string" },
    },
    selectedLabels: {
      description: "Labels of the picked options.",
      type: "array",
      items: { type: "string" },
    },
    other: { description: "The user's own answer, or null.", type: ["string", "null"] },
    ranked: {
      description: "Option ids in the user's order (answered rank questions), else null.",
      type: ["array", "null"],
      items: { type: "string" },
    },
    rankedLabels: {
      description: "Labels in the user's order, else null.",
      type: ["array", "null"],
      items: { type: "string" },
    },
    notes: { description: "The user's note, or null.", type: ["string", "null"] },
    followedRecommendation: {
      description:
        "Whether the answer equals the recommendation (for rank: the exact order); null without one.",
      type: ["boolean", "null"],
    },
  },
  required: [
    "id",
    "header",
    "status",
    "selected",
    "selectedLabels",
    "other",
    "ranked",
    "rankedLabels",
    "notes",
    "followedRecommendation",
  ],
  additionalProperties: false,
};
function validate78(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate78.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema96.required,
        parentSchema: schema96,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.header === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "header" },
        message: "must have required property '" + "header" + "'",
        schema: schema96.required,
        parentSchema: schema96,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.status === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
        schema: schema96.required,
        parentSchema: schema96,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.selected === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "selected" },
        message: "must have required property '" + "selected" + "'",
        schema: schema96.required,
        parentSchema: schema96,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.selectedLabels === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "selectedLabels" },
        message: "must have required property '" + "selectedLabels" + "'",
        schema: schema96.required,
        parentSchema: schema96,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.other === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "other" },
        message: "must have required property '" + "other" + "'",
        schema: schema96.required,
        parentSchema: schema96,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.ranked === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "ranked" },
        message: "must have required property '" + "ranked" + "'",
        schema: schema96.required,
        parentSchema: schema96,
        data,
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.rankedLabels === undefined) {
      const err7 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "rankedLabels" },
        message: "must have required property '" + "rankedLabels" + "'",
        schema: schema96.required,
        parentSchema: schema96,
        data,
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.notes === undefined) {
      const err8 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "notes" },
        message: "must have required property '" + "notes" + "'",
        schema: schema96.required,
        parentSchema: schema96,
        data,
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.followedRecommendation === undefined) {
      const err9 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "followedRecommendation" },
        message: "must have required property '" + "followedRecommendation" + "'",
        schema: schema96.required,
        parentSchema: schema96,
        data,
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func3.call(schema96.properties, key0)) {
        const err10 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema96,
          data,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (!pattern7.test(data0)) {
          const err11 = {
            instancePath: instancePath + "/id",
            schemaPath: "#/$defs/InterviewId/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_.:-]{1,200}$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_.:-]{1,200}$" + '"',
            schema: "^[A-Za-z0-9_.:-]{1,200}$",
            parentSchema: schema82,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/$defs/InterviewId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema82.type,
          parentSchema: schema82,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.header !== undefined) {
      let data1 = data.header;
      if (typeof data1 !== "string") {
        const err13 = {
          instancePath: instancePath + "/header",
          schemaPath: "#/properties/header/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema96.properties.header.type,
          parentSchema: schema96.properties.header,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data2 = data.status;
      if (typeof data2 !== "string") {
        const err14 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/$defs/AnswerStatus/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema95.type,
          parentSchema: schema95,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (!(
        data2 === "answered" ||
        data2 === "deferred" ||
        data2 === "needs-info" ||
        data2 === "unanswered"
      )) {
        const err15 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/$defs/AnswerStatus/enum",
          keyword: "enum",
          params: { allowedValues: schema95.enum },
          message: "must be equal to one of the allowed values",
          schema: schema95.enum,
          parentSchema: schema95,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.selected !== undefined) {
      let data3 = data.selected;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 !== "string") {
            const err16 = {
              instancePath: instancePath + "/selected/" + i0,
              schemaPath: "#/properties/selected/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema96.properties.selected.items.type,
              parentSchema: schema96.properties.selected.items,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = {
          instancePath: instancePath + "/selected",
          schemaPath: "#/properties/selected/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema96.properties.selected.type,
          parentSchema: schema96.properties.selected,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.selectedLabels !== undefined) {
      let data5 = data.selectedLabels;
      if (Array.isArray(data5)) {
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data6 = data5[i1];
          if (typeof data6 !== "string") {
            const err18 = {
              instancePath: instancePath + "/selectedLabels/" + i1,
              schemaPath: "#/properties/selectedLabels/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema96.properties.selectedLabels.items.type,
              parentSchema: schema96.properties.selectedLabels.items,
              data: data6,
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = {
          instancePath: instancePath + "/selectedLabels",
          schemaPath: "#/properties/selectedLabels/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema96.properties.selectedLabels.type,
          parentSchema: schema96.properties.selectedLabels,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.other !== undefined) {
      let data7 = data.other;
      if (typeof data7 !== "string" && data7 !== null) {
        const err20 = {
          instancePath: instancePath + "/other",
          schemaPath: "#/properties/other/type",
          keyword: "type",
          params: { type: schema96.properties.other.type },
          message: "must be string,null",
          schema: schema96.properties.other.type,
          parentSchema: schema96.properties.other,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.ranked !== undefined) {
      let data8 = data.ranked;
      if (!Array.isArray(data8) && data8 !== null) {
        const err21 = {
          instancePath: instancePath + "/ranked",
          schemaPath: "#/properties/ranked/type",
          keyword: "type",
          params: { type: schema96.properties.ranked.type },
          message: "must be array,null",
          schema: schema96.properties.ranked.type,
          parentSchema: schema96.properties.ranked,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (Array.isArray(data8)) {
        const len2 = data8.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data9 = data8[i2];
          if (typeof data9 !== "string") {
            const err22 = {
              instancePath: instancePath + "/ranked/" + i2,
              schemaPath: "#/properties/ranked/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema96.properties.ranked.items.type,
              parentSchema: schema96.properties.ranked.items,
              data: data9,
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      }
    }
    if (data.rankedLabels !== undefined) {
      let data10 = data.rankedLabels;
      if (!Array.isArray(data10) && data10 !== null) {
        const err23 = {
          instancePath: instancePath + "/rankedLabels",
          schemaPath: "#/properties/rankedLabels/type",
          keyword: "type",
          params: { type: schema96.properties.rankedLabels.type },
          message: "must be array,null",
          schema: schema96.properties.rankedLabels.type,
          parentSchema: schema96.properties.rankedLabels,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if (Array.isArray(data10)) {
        const len3 = data10.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data11 = data10[i3];
          if (typeof data11 !== "string") {
            const err24 = {
              instancePath: instancePath + "/rankedLabels/" + i3,
              schemaPath: "#/properties/rankedLabels/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema96.properties.rankedLabels.items.type,
              parentSchema: schema96.properties.rankedLabels.items,
              data: data11,
            };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      }
    }
    if (data.notes !== undefined) {
      let data12 = data.notes;
      if (typeof data12 !== "string" && data12 !== null) {
        const err25 = {
          instancePath: instancePath + "/notes",
          schemaPath: "#/properties/notes/type",
          keyword: "type",
          params: { type: schema96.properties.notes.type },
          message: "must be string,null",
          schema: schema96.properties.notes.type,
          parentSchema: schema96.properties.notes,
          data: data12,
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.followedRecommendation !== undefined) {
      let data13 = data.followedRecommendation;
      if (typeof data13 !== "boolean" && data13 !== null) {
        const err26 = {
          instancePath: instancePath + "/followedRecommendation",
          schemaPath: "#/properties/followedRecommendation/type",
          keyword: "type",
          params: { type: schema96.properties.followedRecommendation.type },
          message: "must be boolean,null",
          schema: schema96.properties.followedRecommendation.type,
          parentSchema: schema96.properties.followedRecommendation,
          data: data13,
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
  } else {
    const err27 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema96.type,
      parentSchema: schema96,
      data,
    };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validate78.errors = vErrors;
  return errors === 0;
}
validate78.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateInterviewCounts = validate79;
const schema99 = {
  description: "How many questions ended in each status.",
  type: "object",
  properties: {
    total: { description: "Questions total.", type: "integer", minimum: 0 },
    answered: { description: "Questions answered.", type: "integer", minimum: 0 },
    deferred: { description: "Questions deferred.", type: "integer", minimum: 0 },
    needsInfo: { description: "Questions needsInfo.", type: "integer", minimum: 0 },
    unanswered: { description: "Questions unanswered.", type: "integer", minimum: 0 },
  },
  required: ["total", "answered", "deferred", "needsInfo", "unanswered"],
  additionalProperties: false,
};
function validate79(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate79.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.total === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "total" },
        message: "must have required property '" + "total" + "'",
        schema: schema99.required,
        parentSchema: schema99,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.answered === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "answered" },
        message: "must have required property '" + "answered" + "'",
        schema: schema99.required,
        parentSchema: schema99,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.deferred === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "deferred" },
        message: "must have required property '" + "deferred" + "'",
        schema: schema99.required,
        parentSchema: schema99,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.needsInfo === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "needsInfo" },
        message: "must have required property '" + "needsInfo" + "'",
        schema: schema99.required,
        parentSchema: schema99,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.unanswered === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "unanswered" },
        message: "must have required property '" + "unanswered" + "'",
        schema: schema99.required,
        parentSchema: schema99,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "total" ||
        key0 === "answered" ||
        key0 === "deferred" ||
        key0 === "needsInfo" ||
        key0 === "unanswered"
      )) {
        const err5 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema99,
          data,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.total !== undefined) {
      let data0 = data.total;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err6 = {
          instancePath: instancePath + "/total",
          schemaPath: "#/properties/total/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema99.properties.total.type,
          parentSchema: schema99.properties.total,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 0 || isNaN(data0)) {
          const err7 = {
            instancePath: instancePath + "/total",
            schemaPath: "#/properties/total/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema99.properties.total,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.answered !== undefined) {
      let data1 = data.answered;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + "/answered",
          schemaPath: "#/properties/answered/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema99.properties.answered.type,
          parentSchema: schema99.properties.answered,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + "/answered",
            schemaPath: "#/properties/answered/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema99.properties.answered,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.deferred !== undefined) {
      let data2 = data.deferred;
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err10 = {
          instancePath: instancePath + "/deferred",
          schemaPath: "#/properties/deferred/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema99.properties.deferred.type,
          parentSchema: schema99.properties.deferred,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + "/deferred",
            schemaPath: "#/properties/deferred/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema99.properties.deferred,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.needsInfo !== undefined) {
      let data3 = data.needsInfo;
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err12 = {
          instancePath: instancePath + "/needsInfo",
          schemaPath: "#/properties/needsInfo/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema99.properties.needsInfo.type,
          parentSchema: schema99.properties.needsInfo,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err13 = {
            instancePath: instancePath + "/needsInfo",
            schemaPath: "#/properties/needsInfo/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema99.properties.needsInfo,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.unanswered !== undefined) {
      let data4 = data.unanswered;
      if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err14 = {
          instancePath: instancePath + "/unanswered",
          schemaPath: "#/properties/unanswered/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema99.properties.unanswered.type,
          parentSchema: schema99.properties.unanswered,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err15 = {
            instancePath: instancePath + "/unanswered",
            schemaPath: "#/properties/unanswered/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema99.properties.unanswered,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema99.type,
      parentSchema: schema99,
      data,
    };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate79.errors = vErrors;
  return errors === 0;
}
validate79.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateInterviewAnswers = validate80;
const schema100 = {
  description: "The result of a submitted interview (seed 003): the summary is also the first text block.",
  type: "object",
  properties: {
    summary: {
      description: "One line per question, rank orders as A > B > C, (recommended) when followed, notes.",
      type: "string",
    },
    interviewId: { description: "The session id.", type: "string" },
    title: { description: "Interview title.", type: "string" },
    status: { description: "Always submitted.", const: "submitted" },
    via: {
      description: "How the answers were given.",
      type: "string",
      enum: ["browser", "link", "elicitation"],
    },
    submittedAt: { description: "When (ISO 8601).", type: "string", format: "date-time" },
    durationSeconds: { description: "From the call to the submit, in seconds.", type: "number", minimum: 0 },
    counts: { $ref: "#/$defs/InterviewCounts" },
    generalNotes: { description: "The user's general notes, or null.", type: ["string", "null"] },
    answers: {
      description: "One answer per question, in order.",
      type: "array",
      items: { $ref: "#/$defs/InterviewAnswer" },
    },
  },
  required: [
    "summary",
    "interviewId",
    "title",
    "status",
    "via",
    "submittedAt",
    "durationSeconds",
    "counts",
    "generalNotes",
    "answers",
  ],
  additionalProperties: false,
};
function validate80(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate80.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.summary === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "summary" },
        message: "must have required property '" + "summary" + "'",
        schema: schema100.required,
        parentSchema: schema100,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.interviewId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "interviewId" },
        message: "must have required property '" + "interviewId" + "'",
        schema: schema100.required,
        parentSchema: schema100,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema100.required,
        parentSchema: schema100,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.status === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
        schema: schema100.required,
        parentSchema: schema100,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.via === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "via" },
        message: "must have required property '" + "via" + "'",
        schema: schema100.required,
        parentSchema: schema100,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.submittedAt === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "submittedAt" },
        message: "must have required property '" + "submittedAt" + "'",
        schema: schema100.required,
        parentSchema: schema100,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.durationSeconds === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "durationSeconds" },
        message: "must have required property '" + "durationSeconds" + "'",
        schema: schema100.required,
        parentSchema: schema100,
        data,
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.counts === undefined) {
      const err7 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "counts" },
        message: "must have required property '" + "counts" + "'",
        schema: schema100.required,
        parentSchema: schema100,
        data,
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.generalNotes === undefined) {
      const err8 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "generalNotes" },
        message: "must have required property '" + "generalNotes" + "'",
        schema: schema100.required,
        parentSchema: schema100,
        data,
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.answers === undefined) {
      const err9 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "answers" },
        message: "must have required property '" + "answers" + "'",
        schema: schema100.required,
        parentSchema: schema100,
        data,
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func3.call(schema100.properties, key0)) {
        const err10 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema100,
          data,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.summary !== undefined) {
      let data0 = data.summary;
      if (typeof data0 !== "string") {
        const err11 = {
          instancePath: instancePath + "/summary",
          schemaPath: "#/properties/summary/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema100.properties.summary.type,
          parentSchema: schema100.properties.summary,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.interviewId !== undefined) {
      let data1 = data.interviewId;
      if (typeof data1 !== "string") {
        const err12 = {
          instancePath: instancePath + "/interviewId",
          schemaPath: "#/properties/interviewId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema100.properties.interviewId.type,
          parentSchema: schema100.properties.interviewId,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data2 = data.title;
      if (typeof data2 !== "string") {
        const err13 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema100.properties.title.type,
          parentSchema: schema100.properties.title,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data3 = data.status;
      if ("submitted" !== data3) {
        const err14 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/const",
          keyword: "const",
          params: { allowedValue: "submitted" },
          message: "must be equal to constant",
          schema: "submitted",
          parentSchema: schema100.properties.status,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.via !== undefined) {
      let data4 = data.via;
      if (typeof data4 !== "string") {
        const err15 = {
          instancePath: instancePath + "/via",
          schemaPath: "#/properties/via/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema100.properties.via.type,
          parentSchema: schema100.properties.via,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (!(data4 === "browser" || data4 === "link" || data4 === "elicitation")) {
        const err16 = {
          instancePath: instancePath + "/via",
          schemaPath: "#/properties/via/enum",
          keyword: "enum",
          params: { allowedValues: schema100.properties.via.enum },
          message: "must be equal to one of the allowed values",
          schema: schema100.properties.via.enum,
          parentSchema: schema100.properties.via,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.submittedAt !== undefined) {
      let data5 = data.submittedAt;
      if (typeof data5 === "string") {
        if (!formats8.validate(data5)) {
          const err17 = {
            instancePath: instancePath + "/submittedAt",
            schemaPath: "#/properties/submittedAt/format",
            keyword: "format",
            params: { format: "date-time" },
            message: 'must match format "' + "date-time" + '"',
            schema: "date-time",
            parentSchema: schema100.properties.submittedAt,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + "/submittedAt",
          schemaPath: "#/properties/submittedAt/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema100.properties.submittedAt.type,
          parentSchema: schema100.properties.submittedAt,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.durationSeconds !== undefined) {
      let data6 = data.durationSeconds;
      if (typeof data6 == "number" && isFinite(data6)) {
        if (data6 < 0 || isNaN(data6)) {
          const err19 = {
            instancePath: instancePath + "/durationSeconds",
            schemaPath: "#/properties/durationSeconds/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema100.properties.durationSeconds,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      } else {
        const err20 = {
          instancePath: instancePath + "/durationSeconds",
          schemaPath: "#/properties/durationSeconds/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
          schema: schema100.properties.durationSeconds.type,
          parentSchema: schema100.properties.durationSeconds,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.counts !== undefined) {
      let data7 = data.counts;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        if (data7.total === undefined) {
          const err21 = {
            instancePath: instancePath + "/counts",
            schemaPath: "#/$defs/InterviewCounts/required",
            keyword: "required",
            params: { missingProperty: "total" },
            message: "must have required property '" + "total" + "'",
            schema: schema99.required,
            parentSchema: schema99,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data7.answered === undefined) {
          const err22 = {
            instancePath: instancePath + "/counts",
            schemaPath: "#/$defs/InterviewCounts/required",
            keyword: "required",
            params: { missingProperty: "answered" },
            message: "must have required property '" + "answered" + "'",
            schema: schema99.required,
            parentSchema: schema99,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data7.deferred === undefined) {
          const err23 = {
            instancePath: instancePath + "/counts",
            schemaPath: "#/$defs/InterviewCounts/required",
            keyword: "required",
            params: { missingProperty: "deferred" },
            message: "must have required property '" + "deferred" + "'",
            schema: schema99.required,
            parentSchema: schema99,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data7.needsInfo === undefined) {
          const err24 = {
            instancePath: instancePath + "/counts",
            schemaPath: "#/$defs/InterviewCounts/required",
            keyword: "required",
            params: { missingProperty: "needsInfo" },
            message: "must have required property '" + "needsInfo" + "'",
            schema: schema99.required,
            parentSchema: schema99,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data7.unanswered === undefined) {
          const err25 = {
            instancePath: instancePath + "/counts",
            schemaPath: "#/$defs/InterviewCounts/required",
            keyword: "required",
            params: { missingProperty: "unanswered" },
            message: "must have required property '" + "unanswered" + "'",
            schema: schema99.required,
            parentSchema: schema99,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        for (const key1 in data7) {
          if (!(
            key1 === "total" ||
            key1 === "answered" ||
            key1 === "deferred" ||
            key1 === "needsInfo" ||
            key1 === "unanswered"
          )) {
            const err26 = {
              instancePath: instancePath + "/counts",
              schemaPath: "#/$defs/InterviewCounts/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
              schema: false,
              parentSchema: schema99,
              data: data7,
            };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data7.total !== undefined) {
          let data8 = data7.total;
          if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
            const err27 = {
              instancePath: instancePath + "/counts/total",
              schemaPath: "#/$defs/InterviewCounts/properties/total/type",
              keyword: "type",
              params: { type: "integer" },
              message: "must be integer",
              schema: schema99.properties.total.type,
              parentSchema: schema99.properties.total,
              data: data8,
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          if (typeof data8 == "number" && isFinite(data8)) {
            if (data8 < 0 || isNaN(data8)) {
              const err28 = {
                instancePath: instancePath + "/counts/total",
                schemaPath: "#/$defs/InterviewCounts/properties/total/minimum",
                keyword: "minimum",
                params: { comparison: ">=", limit: 0 },
                message: "must be >= 0",
                schema: 0,
                parentSchema: schema99.properties.total,
                data: data8,
              };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
        }
        if (data7.answered !== undefined) {
          let data9 = data7.answered;
          if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
            const err29 = {
              instancePath: instancePath + "/counts/answered",
              schemaPath: "#/$defs/InterviewCounts/properties/answered/type",
              keyword: "type",
              params: { type: "integer" },
              message: "must be integer",
              schema: schema99.properties.answered.type,
              parentSchema: schema99.properties.answered,
              data: data9,
            };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 < 0 || isNaN(data9)) {
              const err30 = {
                instancePath: instancePath + "/counts/answered",
                schemaPath: "#/$defs/InterviewCounts/properties/answered/minimum",
                keyword: "minimum",
                params: { comparison: ">=", limit: 0 },
                message: "must be >= 0",
                schema: 0,
                parentSchema: schema99.properties.answered,
                data: data9,
              };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
        }
        if (data7.deferred !== undefined) {
          let data10 = data7.deferred;
          if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
            const err31 = {
              instancePath: instancePath + "/counts/deferred",
              schemaPath: "#/$defs/InterviewCounts/properties/deferred/type",
              keyword: "type",
              params: { type: "integer" },
              message: "must be integer",
              schema: schema99.properties.deferred.type,
              parentSchema: schema99.properties.deferred,
              data: data10,
            };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 < 0 || isNaN(data10)) {
              const err32 = {
                instancePath: instancePath + "/counts/deferred",
                schemaPath: "#/$defs/InterviewCounts/properties/deferred/minimum",
                keyword: "minimum",
                params: { comparison: ">=", limit: 0 },
                message: "must be >= 0",
                schema: 0,
                parentSchema: schema99.properties.deferred,
                data: data10,
              };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          }
        }
        if (data7.needsInfo !== undefined) {
          let data11 = data7.needsInfo;
          if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
            const err33 = {
              instancePath: instancePath + "/counts/needsInfo",
              schemaPath: "#/$defs/InterviewCounts/properties/needsInfo/type",
              keyword: "type",
              params: { type: "integer" },
              message: "must be integer",
              schema: schema99.properties.needsInfo.type,
              parentSchema: schema99.properties.needsInfo,
              data: data11,
            };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 < 0 || isNaN(data11)) {
              const err34 = {
                instancePath: instancePath + "/counts/needsInfo",
                schemaPath: "#/$defs/InterviewCounts/properties/needsInfo/minimum",
                keyword: "minimum",
                params: { comparison: ">=", limit: 0 },
                message: "must be >= 0",
                schema: 0,
                parentSchema: schema99.properties.needsInfo,
                data: data11,
              };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          }
        }
        if (data7.unanswered !== undefined) {
          let data12 = data7.unanswered;
          if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
            const err35 = {
              instancePath: instancePath + "/counts/unanswered",
              schemaPath: "#/$defs/InterviewCounts/properties/unanswered/type",
              keyword: "type",
              params: { type: "integer" },
              message: "must be integer",
              schema: schema99.properties.unanswered.type,
              parentSchema: schema99.properties.unanswered,
              data: data12,
            };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
          if (typeof data12 == "number" && isFinite(data12)) {
            if (data12 < 0 || isNaN(data12)) {
              const err36 = {
                instancePath: instancePath + "/counts/unanswered",
                schemaPath: "#/$defs/InterviewCounts/properties/unanswered/minimum",
                keyword: "minimum",
                params: { comparison: ">=", limit: 0 },
                message: "must be >= 0",
                schema: 0,
                parentSchema: schema99.properties.unanswered,
                data: data12,
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
        }
      } else {
        const err37 = {
          instancePath: instancePath + "/counts",
          schemaPath: "#/$defs/InterviewCounts/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema99.type,
          parentSchema: schema99,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.generalNotes !== undefined) {
      let data13 = data.generalNotes;
      if (typeof data13 !== "string" && data13 !== null) {
        const err38 = {
          instancePath: instancePath + "/generalNotes",
          schemaPath: "#/properties/generalNotes/type",
          keyword: "type",
          params: { type: schema100.properties.generalNotes.type },
          message: "must be string,null",
          schema: schema100.properties.generalNotes.type,
          parentSchema: schema100.properties.generalNotes,
          data: data13,
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    if (data.answers !== undefined) {
      let data14 = data.answers;
      if (Array.isArray(data14)) {
        const len0 = data14.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate78(data14[i0], {
              instancePath: instancePath + "/answers/" + i0,
              parentData: data14,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err39 = {
          instancePath: instancePath + "/answers",
          schemaPath: "#/properties/answers/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema100.properties.answers.type,
          parentSchema: schema100.properties.answers,
          data: data14,
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
  } else {
    const err40 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema100.type,
      parentSchema: schema100,
      data,
    };
    if (vErrors === null) {
      vErrors = [err40];
    } else {
      vErrors.push(err40);
    }
    errors++;
  }
  validate80.errors = vErrors;
  return errors === 0;
}
validate80.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateInterviewAwaiting = validate82;
const schema102 = {
  description: "The interview is open but nobody waits for it: show the URL and call await_user_answers.",
  type: "object",
  properties: {
    status: { description: "Always awaiting.", const: "awaiting" },
    summary: { description: "What to do next, as text.", type: "string" },
    sessionId: { description: "Pass to await_user_answers or append_questions.", type: "string" },
    url: { description: "The form.", type: "string", format: "uri" },
    reason: {
      description:
        "Why the call did not wait (delivery link, every opener failed with what was tried, cancelled).",
      type: "string",
    },
  },
  required: ["status", "summary", "sessionId", "url", "reason"],
  additionalProperties: false,
};
function validate82(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate82.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
        schema: schema102.required,
        parentSchema: schema102,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.summary === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "summary" },
        message: "must have required property '" + "summary" + "'",
        schema: schema102.required,
        parentSchema: schema102,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.sessionId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "sessionId" },
        message: "must have required property '" + "sessionId" + "'",
        schema: schema102.required,
        parentSchema: schema102,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.url === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "url" },
        message: "must have required property '" + "url" + "'",
        schema: schema102.required,
        parentSchema: schema102,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.reason === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "reason" },
        message: "must have required property '" + "reason" + "'",
        schema: schema102.required,
        parentSchema: schema102,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "status" ||
        key0 === "summary" ||
        key0 === "sessionId" ||
        key0 === "url" ||
        key0 === "reason"
      )) {
        const err5 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema102,
          data,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data0 = data.status;
      if ("awaiting" !== data0) {
        const err6 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/const",
          keyword: "const",
          params: { allowedValue: "awaiting" },
          message: "must be equal to constant",
          schema: "awaiting",
          parentSchema: schema102.properties.status,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.summary !== undefined) {
      let data1 = data.summary;
      if (typeof data1 !== "string") {
        const err7 = {
          instancePath: instancePath + "/summary",
          schemaPath: "#/properties/summary/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema102.properties.summary.type,
          parentSchema: schema102.properties.summary,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.sessionId !== undefined) {
      let data2 = data.sessionId;
      if (typeof data2 !== "string") {
        const err8 = {
          instancePath: instancePath + "/sessionId",
          schemaPath: "#/properties/sessionId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema102.properties.sessionId.type,
          parentSchema: schema102.properties.sessionId,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.url !== undefined) {
      let data3 = data.url;
      if (typeof data3 === "string") {
        if (!formats0(data3)) {
          const err9 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/properties/url/format",
            keyword: "format",
            params: { format: "uri" },
            message: 'must match format "' + "uri" + '"',
            schema: "uri",
            parentSchema: schema102.properties.url,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/url",
          schemaPath: "#/properties/url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema102.properties.url.type,
          parentSchema: schema102.properties.url,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.reason !== undefined) {
      let data4 = data.reason;
      if (typeof data4 !== "string") {
        const err11 = {
          instancePath: instancePath + "/reason",
          schemaPath: "#/properties/reason/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema102.properties.reason.type,
          parentSchema: schema102.properties.reason,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema102.type,
      parentSchema: schema102,
      data,
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate82.errors = vErrors;
  return errors === 0;
}
validate82.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateInterviewElicitationOutcome = validate83;
const schema103 = {
  description: "The user declined or cancelled the client's elicitation dialog; nothing was submitted.",
  type: "object",
  properties: {
    status: { description: "declined or cancelled.", type: "string", enum: ["declined", "cancelled"] },
    summary: { description: "What happened, as text.", type: "string" },
    interviewId: { description: "The session id.", type: "string" },
    via: { description: "Always elicitation.", const: "elicitation" },
  },
  required: ["status", "summary", "interviewId", "via"],
  additionalProperties: false,
};
function validate83(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate83.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
        schema: schema103.required,
        parentSchema: schema103,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.summary === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "summary" },
        message: "must have required property '" + "summary" + "'",
        schema: schema103.required,
        parentSchema: schema103,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.interviewId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "interviewId" },
        message: "must have required property '" + "interviewId" + "'",
        schema: schema103.required,
        parentSchema: schema103,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.via === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "via" },
        message: "must have required property '" + "via" + "'",
        schema: schema103.required,
        parentSchema: schema103,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "status" || key0 === "summary" || key0 === "interviewId" || key0 === "via")) {
        const err4 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema103,
          data,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data0 = data.status;
      if (typeof data0 !== "string") {
        const err5 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema103.properties.status.type,
          parentSchema: schema103.properties.status,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (!(data0 === "declined" || data0 === "cancelled")) {
        const err6 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/enum",
          keyword: "enum",
          params: { allowedValues: schema103.properties.status.enum },
          message: "must be equal to one of the allowed values",
          schema: schema103.properties.status.enum,
          parentSchema: schema103.properties.status,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.summary !== undefined) {
      let data1 = data.summary;
      if (typeof data1 !== "string") {
        const err7 = {
          instancePath: instancePath + "/summary",
          schemaPath: "#/properties/summary/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema103.properties.summary.type,
          parentSchema: schema103.properties.summary,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.interviewId !== undefined) {
      let data2 = data.interviewId;
      if (typeof data2 !== "string") {
        const err8 = {
          instancePath: instancePath + "/interviewId",
          schemaPath: "#/properties/interviewId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema103.properties.interviewId.type,
          parentSchema: schema103.properties.interviewId,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.via !== undefined) {
      let data3 = data.via;
      if ("elicitation" !== data3) {
        const err9 = {
          instancePath: instancePath + "/via",
          schemaPath: "#/properties/via/const",
          keyword: "const",
          params: { allowedValue: "elicitation" },
          message: "must be equal to constant",
          schema: "elicitation",
          parentSchema: schema103.properties.via,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema103.type,
      parentSchema: schema103,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate83.errors = vErrors;
  return errors === 0;
}
validate83.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateInterviewToolError = validate84;
const schema104 = {
  description: "A refused call (isError: true): every problem with its fix.",
  type: "object",
  properties: {
    status: { description: "Always invalid.", const: "invalid" },
    summary: { description: "Every problem, one per line.", type: "string" },
    problems: { description: "The problems.", type: "array", items: { $ref: "#/$defs/ValidationProblem" } },
  },
  required: ["status", "summary", "problems"],
  additionalProperties: false,
};
function validate84(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate84.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
        schema: schema104.required,
        parentSchema: schema104,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.summary === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "summary" },
        message: "must have required property '" + "summary" + "'",
        schema: schema104.required,
        parentSchema: schema104,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.problems === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "problems" },
        message: "must have required property '" + "problems" + "'",
        schema: schema104.required,
        parentSchema: schema104,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "status" || key0 === "summary" || key0 === "problems")) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema104,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data0 = data.status;
      if ("invalid" !== data0) {
        const err4 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/const",
          keyword: "const",
          params: { allowedValue: "invalid" },
          message: "must be equal to constant",
          schema: "invalid",
          parentSchema: schema104.properties.status,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.summary !== undefined) {
      let data1 = data.summary;
      if (typeof data1 !== "string") {
        const err5 = {
          instancePath: instancePath + "/summary",
          schemaPath: "#/properties/summary/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema104.properties.summary.type,
          parentSchema: schema104.properties.summary,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.problems !== undefined) {
      let data2 = data.problems;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.path === undefined) {
              const err6 = {
                instancePath: instancePath + "/problems/" + i0,
                schemaPath: "#/$defs/ValidationProblem/required",
                keyword: "required",
                params: { missingProperty: "path" },
                message: "must have required property '" + "path" + "'",
                schema: schema52.required,
                parentSchema: schema52,
                data: data3,
              };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data3.message === undefined) {
              const err7 = {
                instancePath: instancePath + "/problems/" + i0,
                schemaPath: "#/$defs/ValidationProblem/required",
                keyword: "required",
                params: { missingProperty: "message" },
                message: "must have required property '" + "message" + "'",
                schema: schema52.required,
                parentSchema: schema52,
                data: data3,
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data3.fix === undefined) {
              const err8 = {
                instancePath: instancePath + "/problems/" + i0,
                schemaPath: "#/$defs/ValidationProblem/required",
                keyword: "required",
                params: { missingProperty: "fix" },
                message: "must have required property '" + "fix" + "'",
                schema: schema52.required,
                parentSchema: schema52,
                data: data3,
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            for (const key1 in data3) {
              if (!(key1 === "path" || key1 === "message" || key1 === "fix" || key1 === "subject")) {
                const err9 = {
                  instancePath: instancePath + "/problems/" + i0,
                  schemaPath: "#/$defs/ValidationProblem/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                  schema: false,
                  parentSchema: schema52,
                  data: data3,
                };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data3.path !== undefined) {
              let data4 = data3.path;
              if (typeof data4 !== "string") {
                const err10 = {
                  instancePath: instancePath + "/problems/" + i0 + "/path",
                  schemaPath: "#/$defs/ValidationProblem/properties/path/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema52.properties.path.type,
                  parentSchema: schema52.properties.path,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data3.message !== undefined) {
              let data5 = data3.message;
              if (typeof data5 !== "string") {
                const err11 = {
                  instancePath: instancePath + "/problems/" + i0 + "/message",
                  schemaPath: "#/$defs/ValidationProblem/properties/message/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema52.properties.message.type,
                  parentSchema: schema52.properties.message,
                  data: data5,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data3.fix !== undefined) {
              let data6 = data3.fix;
              if (typeof data6 !== "string") {
                const err12 = {
                  instancePath: instancePath + "/problems/" + i0 + "/fix",
                  schemaPath: "#/$defs/ValidationProblem/properties/fix/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema52.properties.fix.type,
                  parentSchema: schema52.properties.fix,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data3.subject !== undefined) {
              let data7 = data3.subject;
              if (typeof data7 !== "string") {
                const err13 = {
                  instancePath: instancePath + "/problems/" + i0 + "/subject",
                  schemaPath: "#/$defs/ValidationProblem/properties/subject/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                  schema: schema52.properties.subject.type,
                  parentSchema: schema52.properties.subject,
                  data: data7,
                };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
          } else {
            const err14 = {
              instancePath: instancePath + "/problems/" + i0,
              schemaPath: "#/$defs/ValidationProblem/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
              schema: schema52.type,
              parentSchema: schema52,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/problems",
          schemaPath: "#/properties/problems/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema104.properties.problems.type,
          parentSchema: schema104.properties.problems,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema104.type,
      parentSchema: schema104,
      data,
    };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate84.errors = vErrors;
  return errors === 0;
}
validate84.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateAskUserRichOutput = validate85;
const schema106 = {
  description: "Every structuredContent ask_user_rich and await_user_answers return.",
  type: "object",
  oneOf: [
    { $ref: "#/$defs/InterviewAnswers" },
    { $ref: "#/$defs/InterviewAwaiting" },
    { $ref: "#/$defs/InterviewElicitationOutcome" },
    { $ref: "#/$defs/InterviewToolError" },
  ],
};
function validate85(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate85.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema106.type,
      parentSchema: schema106,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (!validate80(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props0 = true;
  }
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/$defs/InterviewAwaiting/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
        schema: schema102.required,
        parentSchema: schema102,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.summary === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/$defs/InterviewAwaiting/required",
        keyword: "required",
        params: { missingProperty: "summary" },
        message: "must have required property '" + "summary" + "'",
        schema: schema102.required,
        parentSchema: schema102,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.sessionId === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/$defs/InterviewAwaiting/required",
        keyword: "required",
        params: { missingProperty: "sessionId" },
        message: "must have required property '" + "sessionId" + "'",
        schema: schema102.required,
        parentSchema: schema102,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.url === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/$defs/InterviewAwaiting/required",
        keyword: "required",
        params: { missingProperty: "url" },
        message: "must have required property '" + "url" + "'",
        schema: schema102.required,
        parentSchema: schema102,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.reason === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/$defs/InterviewAwaiting/required",
        keyword: "required",
        params: { missingProperty: "reason" },
        message: "must have required property '" + "reason" + "'",
        schema: schema102.required,
        parentSchema: schema102,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "status" ||
        key0 === "summary" ||
        key0 === "sessionId" ||
        key0 === "url" ||
        key0 === "reason"
      )) {
        const err6 = {
          instancePath,
          schemaPath: "#/$defs/InterviewAwaiting/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema102,
          data,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data0 = data.status;
      if ("awaiting" !== data0) {
        const err7 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/$defs/InterviewAwaiting/properties/status/const",
          keyword: "const",
          params: { allowedValue: "awaiting" },
          message: "must be equal to constant",
          schema: "awaiting",
          parentSchema: schema102.properties.status,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.summary !== undefined) {
      let data1 = data.summary;
      if (typeof data1 !== "string") {
        const err8 = {
          instancePath: instancePath + "/summary",
          schemaPath: "#/$defs/InterviewAwaiting/properties/summary/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema102.properties.summary.type,
          parentSchema: schema102.properties.summary,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.sessionId !== undefined) {
      let data2 = data.sessionId;
      if (typeof data2 !== "string") {
        const err9 = {
          instancePath: instancePath + "/sessionId",
          schemaPath: "#/$defs/InterviewAwaiting/properties/sessionId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema102.properties.sessionId.type,
          parentSchema: schema102.properties.sessionId,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.url !== undefined) {
      let data3 = data.url;
      if (typeof data3 === "string") {
        if (!formats0(data3)) {
          const err10 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/$defs/InterviewAwaiting/properties/url/format",
            keyword: "format",
            params: { format: "uri" },
            message: 'must match format "' + "uri" + '"',
            schema: "uri",
            parentSchema: schema102.properties.url,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/url",
          schemaPath: "#/$defs/InterviewAwaiting/properties/url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema102.properties.url.type,
          parentSchema: schema102.properties.url,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.reason !== undefined) {
      let data4 = data.reason;
      if (typeof data4 !== "string") {
        const err12 = {
          instancePath: instancePath + "/reason",
          schemaPath: "#/$defs/InterviewAwaiting/properties/reason/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema102.properties.reason.type,
          parentSchema: schema102.properties.reason,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: "#/$defs/InterviewAwaiting/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema102.type,
      parentSchema: schema102,
      data,
    };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props0 !== true) {
        props0 = true;
      }
    }
    const _errs16 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.status === undefined) {
        const err14 = {
          instancePath,
          schemaPath: "#/$defs/InterviewElicitationOutcome/required",
          keyword: "required",
          params: { missingProperty: "status" },
          message: "must have required property '" + "status" + "'",
          schema: schema103.required,
          parentSchema: schema103,
          data,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (data.summary === undefined) {
        const err15 = {
          instancePath,
          schemaPath: "#/$defs/InterviewElicitationOutcome/required",
          keyword: "required",
          params: { missingProperty: "summary" },
          message: "must have required property '" + "summary" + "'",
          schema: schema103.required,
          parentSchema: schema103,
          data,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (data.interviewId === undefined) {
        const err16 = {
          instancePath,
          schemaPath: "#/$defs/InterviewElicitationOutcome/required",
          keyword: "required",
          params: { missingProperty: "interviewId" },
          message: "must have required property '" + "interviewId" + "'",
          schema: schema103.required,
          parentSchema: schema103,
          data,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (data.via === undefined) {
        const err17 = {
          instancePath,
          schemaPath: "#/$defs/InterviewElicitationOutcome/required",
          keyword: "required",
          params: { missingProperty: "via" },
          message: "must have required property '" + "via" + "'",
          schema: schema103.required,
          parentSchema: schema103,
          data,
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      for (const key1 in data) {
        if (!(key1 === "status" || key1 === "summary" || key1 === "interviewId" || key1 === "via")) {
          const err18 = {
            instancePath,
            schemaPath: "#/$defs/InterviewElicitationOutcome/additionalProperties",
            keyword: "additionalProperties",
            params: { additionalProperty: key1 },
            message: "must NOT have additional properties",
            schema: false,
            parentSchema: schema103,
            data,
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      if (data.status !== undefined) {
        let data5 = data.status;
        if (typeof data5 !== "string") {
          const err19 = {
            instancePath: instancePath + "/status",
            schemaPath: "#/$defs/InterviewElicitationOutcome/properties/status/type",
            keyword: "type",
            params: { type: "string" },
            message: "must be string",
            schema: schema103.properties.status.type,
            parentSchema: schema103.properties.status,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (!(data5 === "declined" || data5 === "cancelled")) {
          const err20 = {
            instancePath: instancePath + "/status",
            schemaPath: "#/$defs/InterviewElicitationOutcome/properties/status/enum",
            keyword: "enum",
            params: { allowedValues: schema103.properties.status.enum },
            message: "must be equal to one of the allowed values",
            schema: schema103.properties.status.enum,
            parentSchema: schema103.properties.status,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
      if (data.summary !== undefined) {
        let data6 = data.summary;
        if (typeof data6 !== "string") {
          const err21 = {
            instancePath: instancePath + "/summary",
            schemaPath: "#/$defs/InterviewElicitationOutcome/properties/summary/type",
            keyword: "type",
            params: { type: "string" },
            message: "must be string",
            schema: schema103.properties.summary.type,
            parentSchema: schema103.properties.summary,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      if (data.interviewId !== undefined) {
        let data7 = data.interviewId;
        if (typeof data7 !== "string") {
          const err22 = {
            instancePath: instancePath + "/interviewId",
            schemaPath: "#/$defs/InterviewElicitationOutcome/properties/interviewId/type",
            keyword: "type",
            params: { type: "string" },
            message: "must be string",
            schema: schema103.properties.interviewId.type,
            parentSchema: schema103.properties.interviewId,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
      if (data.via !== undefined) {
        let data8 = data.via;
        if ("elicitation" !== data8) {
          const err23 = {
            instancePath: instancePath + "/via",
            schemaPath: "#/$defs/InterviewElicitationOutcome/properties/via/const",
            keyword: "const",
            params: { allowedValue: "elicitation" },
            message: "must be equal to constant",
            schema: "elicitation",
            parentSchema: schema103.properties.via,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    } else {
      const err24 = {
        instancePath,
        schemaPath: "#/$defs/InterviewElicitationOutcome/type",
        keyword: "type",
        params: { type: "object" },
        message: "must be object",
        schema: schema103.type,
        parentSchema: schema103,
        data,
      };
      if (vErrors === null) {
        vErrors = [err24];
      } else {
        vErrors.push(err24);
      }
      errors++;
    }
    var _valid0 = _errs16 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
        if (props0 !== true) {
          props0 = true;
        }
      }
      const _errs27 = errors;
      if (!validate84(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs27 === errors;
      if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 3];
      } else {
        if (_valid0) {
          valid0 = true;
          passing0 = 3;
          if (props0 !== true) {
            props0 = true;
          }
        }
      }
    }
  }
  if (!valid0) {
    const err25 = {
      instancePath,
      schemaPath: "#/oneOf",
      keyword: "oneOf",
      params: { passingSchemas: passing0 },
      message: "must match exactly one schema in oneOf",
      schema: schema106.oneOf,
      parentSchema: schema106,
      data,
    };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  validate85.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate85.evaluated = { dynamicProps: true, dynamicItems: false };
export const validateAppendQuestionsResult = validate88;
const schema109 = {
  description: "append_questions succeeded: the open form shows the new questions.",
  type: "object",
  properties: {
    status: { description: "Always appended.", const: "appended" },
    summary: { description: "What happened, as text.", type: "string" },
    sessionId: { description: "The interview.", type: "string" },
    appended: { description: "How many questions were added.", type: "integer", minimum: 1 },
    total: { description: "Questions in the interview now.", type: "integer", minimum: 1 },
    version: { description: "The interview's spec version (+1 per append).", type: "integer", minimum: 1 },
    url: { description: "The form.", type: "string", format: "uri" },
  },
  required: ["status", "summary", "sessionId", "appended", "total", "version", "url"],
  additionalProperties: false,
};
function validate88(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate88.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.summary === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "summary" },
        message: "must have required property '" + "summary" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.sessionId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "sessionId" },
        message: "must have required property '" + "sessionId" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.appended === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "appended" },
        message: "must have required property '" + "appended" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.total === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "total" },
        message: "must have required property '" + "total" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.version === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "version" },
        message: "must have required property '" + "version" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.url === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "url" },
        message: "must have required property '" + "url" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "status" ||
        key0 === "summary" ||
        key0 === "sessionId" ||
        key0 === "appended" ||
        key0 === "total" ||
        key0 === "version" ||
        key0 === "url"
      )) {
        const err7 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema109,
          data,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data0 = data.status;
      if ("appended" !== data0) {
        const err8 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/const",
          keyword: "const",
          params: { allowedValue: "appended" },
          message: "must be equal to constant",
          schema: "appended",
          parentSchema: schema109.properties.status,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.summary !== undefined) {
      let data1 = data.summary;
      if (typeof data1 !== "string") {
        const err9 = {
          instancePath: instancePath + "/summary",
          schemaPath: "#/properties/summary/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema109.properties.summary.type,
          parentSchema: schema109.properties.summary,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.sessionId !== undefined) {
      let data2 = data.sessionId;
      if (typeof data2 !== "string") {
        const err10 = {
          instancePath: instancePath + "/sessionId",
          schemaPath: "#/properties/sessionId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema109.properties.sessionId.type,
          parentSchema: schema109.properties.sessionId,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.appended !== undefined) {
      let data3 = data.appended;
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err11 = {
          instancePath: instancePath + "/appended",
          schemaPath: "#/properties/appended/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema109.properties.appended.type,
          parentSchema: schema109.properties.appended,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err12 = {
            instancePath: instancePath + "/appended",
            schemaPath: "#/properties/appended/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema109.properties.appended,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.total !== undefined) {
      let data4 = data.total;
      if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err13 = {
          instancePath: instancePath + "/total",
          schemaPath: "#/properties/total/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema109.properties.total.type,
          parentSchema: schema109.properties.total,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 1 || isNaN(data4)) {
          const err14 = {
            instancePath: instancePath + "/total",
            schemaPath: "#/properties/total/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema109.properties.total,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.version !== undefined) {
      let data5 = data.version;
      if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err15 = {
          instancePath: instancePath + "/version",
          schemaPath: "#/properties/version/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema109.properties.version.type,
          parentSchema: schema109.properties.version,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 1 || isNaN(data5)) {
          const err16 = {
            instancePath: instancePath + "/version",
            schemaPath: "#/properties/version/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema109.properties.version,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.url !== undefined) {
      let data6 = data.url;
      if (typeof data6 === "string") {
        if (!formats0(data6)) {
          const err17 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/properties/url/format",
            keyword: "format",
            params: { format: "uri" },
            message: 'must match format "' + "uri" + '"',
            schema: "uri",
            parentSchema: schema109.properties.url,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + "/url",
          schemaPath: "#/properties/url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema109.properties.url.type,
          parentSchema: schema109.properties.url,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema109.type,
      parentSchema: schema109,
      data,
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate88.errors = vErrors;
  return errors === 0;
}
validate88.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateAppendQuestionsOutput = validate89;
const schema110 = {
  description: "Every structuredContent append_questions returns.",
  type: "object",
  oneOf: [{ $ref: "#/$defs/AppendQuestionsResult" }, { $ref: "#/$defs/InterviewToolError" }],
};
function validate89(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate89.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema110.type,
      parentSchema: schema110,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/$defs/AppendQuestionsResult/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.summary === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/$defs/AppendQuestionsResult/required",
        keyword: "required",
        params: { missingProperty: "summary" },
        message: "must have required property '" + "summary" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.sessionId === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/$defs/AppendQuestionsResult/required",
        keyword: "required",
        params: { missingProperty: "sessionId" },
        message: "must have required property '" + "sessionId" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.appended === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/$defs/AppendQuestionsResult/required",
        keyword: "required",
        params: { missingProperty: "appended" },
        message: "must have required property '" + "appended" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.total === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/$defs/AppendQuestionsResult/required",
        keyword: "required",
        params: { missingProperty: "total" },
        message: "must have required property '" + "total" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.version === undefined) {
      const err6 = {
        instancePath,
        schemaPath: "#/$defs/AppendQuestionsResult/required",
        keyword: "required",
        params: { missingProperty: "version" },
        message: "must have required property '" + "version" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.url === undefined) {
      const err7 = {
        instancePath,
        schemaPath: "#/$defs/AppendQuestionsResult/required",
        keyword: "required",
        params: { missingProperty: "url" },
        message: "must have required property '" + "url" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "status" ||
        key0 === "summary" ||
        key0 === "sessionId" ||
        key0 === "appended" ||
        key0 === "total" ||
        key0 === "version" ||
        key0 === "url"
      )) {
        const err8 = {
          instancePath,
          schemaPath: "#/$defs/AppendQuestionsResult/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema109,
          data,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data0 = data.status;
      if ("appended" !== data0) {
        const err9 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/$defs/AppendQuestionsResult/properties/status/const",
          keyword: "const",
          params: { allowedValue: "appended" },
          message: "must be equal to constant",
          schema: "appended",
          parentSchema: schema109.properties.status,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.summary !== undefined) {
      let data1 = data.summary;
      if (typeof data1 !== "string") {
        const err10 = {
          instancePath: instancePath + "/summary",
          schemaPath: "#/$defs/AppendQuestionsResult/properties/summary/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema109.properties.summary.type,
          parentSchema: schema109.properties.summary,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.sessionId !== undefined) {
      let data2 = data.sessionId;
      if (typeof data2 !== "string") {
        const err11 = {
          instancePath: instancePath + "/sessionId",
          schemaPath: "#/$defs/AppendQuestionsResult/properties/sessionId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema109.properties.sessionId.type,
          parentSchema: schema109.properties.sessionId,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.appended !== undefined) {
      let data3 = data.appended;
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err12 = {
          instancePath: instancePath + "/appended",
          schemaPath: "#/$defs/AppendQuestionsResult/properties/appended/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema109.properties.appended.type,
          parentSchema: schema109.properties.appended,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err13 = {
            instancePath: instancePath + "/appended",
            schemaPath: "#/$defs/AppendQuestionsResult/properties/appended/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema109.properties.appended,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.total !== undefined) {
      let data4 = data.total;
      if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err14 = {
          instancePath: instancePath + "/total",
          schemaPath: "#/$defs/AppendQuestionsResult/properties/total/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema109.properties.total.type,
          parentSchema: schema109.properties.total,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 1 || isNaN(data4)) {
          const err15 = {
            instancePath: instancePath + "/total",
            schemaPath: "#/$defs/AppendQuestionsResult/properties/total/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema109.properties.total,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.version !== undefined) {
      let data5 = data.version;
      if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err16 = {
          instancePath: instancePath + "/version",
          schemaPath: "#/$defs/AppendQuestionsResult/properties/version/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema109.properties.version.type,
          parentSchema: schema109.properties.version,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 1 || isNaN(data5)) {
          const err17 = {
            instancePath: instancePath + "/version",
            schemaPath: "#/$defs/AppendQuestionsResult/properties/version/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema109.properties.version,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.url !== undefined) {
      let data6 = data.url;
      if (typeof data6 === "string") {
        if (!formats0(data6)) {
          const err18 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/$defs/AppendQuestionsResult/properties/url/format",
            keyword: "format",
            params: { format: "uri" },
            message: 'must match format "' + "uri" + '"',
            schema: "uri",
            parentSchema: schema109.properties.url,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = {
          instancePath: instancePath + "/url",
          schemaPath: "#/$defs/AppendQuestionsResult/properties/url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema109.properties.url.type,
          parentSchema: schema109.properties.url,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
  } else {
    const err20 = {
      instancePath,
      schemaPath: "#/$defs/AppendQuestionsResult/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema109.type,
      parentSchema: schema109,
      data,
    };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props0 = true;
  }
  const _errs19 = errors;
  if (!validate84(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs19 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props0 !== true) {
        props0 = true;
      }
    }
  }
  if (!valid0) {
    const err21 = {
      instancePath,
      schemaPath: "#/oneOf",
      keyword: "oneOf",
      params: { passingSchemas: passing0 },
      message: "must match exactly one schema in oneOf",
      schema: schema110.oneOf,
      parentSchema: schema110,
      data,
    };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  validate89.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate89.evaluated = { dynamicProps: true, dynamicItems: false };
export const validateInterviewSubmitAnswer = validate91;
const schema112 = {
  description: "One answer in the form's submit body.",
  type: "object",
  properties: {
    id: { $ref: "#/$defs/InterviewId" },
    status: { $ref: "#/$defs/AnswerStatus" },
    selected: { description: "Picked option ids.", type: "array", items: { type: "string" }, maxItems: 200 },
    other: { description: "Own answer.", type: ["string", "null"], maxLength: 20000 },
    ranked: {
      description: "Full order of option ids (rank questions).",
      type: ["array", "null"],
      items: { type: "string" },
      maxItems: 200,
    },
    notes: { description: "Note.", type: ["string", "null"], maxLength: 20000 },
  },
  required: ["id", "status"],
  additionalProperties: false,
};
function validate91(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate91.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema112.required,
        parentSchema: schema112,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.status === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
        message: "must have required property '" + "status" + "'",
        schema: schema112.required,
        parentSchema: schema112,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "id" ||
        key0 === "status" ||
        key0 === "selected" ||
        key0 === "other" ||
        key0 === "ranked" ||
        key0 === "notes"
      )) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema112,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (!pattern7.test(data0)) {
          const err3 = {
            instancePath: instancePath + "/id",
            schemaPath: "#/$defs/InterviewId/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_.:-]{1,200}$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_.:-]{1,200}$" + '"',
            schema: "^[A-Za-z0-9_.:-]{1,200}$",
            parentSchema: schema82,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/$defs/InterviewId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema82.type,
          parentSchema: schema82,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data1 = data.status;
      if (typeof data1 !== "string") {
        const err5 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/$defs/AnswerStatus/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema95.type,
          parentSchema: schema95,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (!(
        data1 === "answered" ||
        data1 === "deferred" ||
        data1 === "needs-info" ||
        data1 === "unanswered"
      )) {
        const err6 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/$defs/AnswerStatus/enum",
          keyword: "enum",
          params: { allowedValues: schema95.enum },
          message: "must be equal to one of the allowed values",
          schema: schema95.enum,
          parentSchema: schema95,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.selected !== undefined) {
      let data2 = data.selected;
      if (Array.isArray(data2)) {
        if (data2.length > 200) {
          const err7 = {
            instancePath: instancePath + "/selected",
            schemaPath: "#/properties/selected/maxItems",
            keyword: "maxItems",
            params: { limit: 200 },
            message: "must NOT have more than 200 items",
            schema: 200,
            parentSchema: schema112.properties.selected,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 !== "string") {
            const err8 = {
              instancePath: instancePath + "/selected/" + i0,
              schemaPath: "#/properties/selected/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema112.properties.selected.items.type,
              parentSchema: schema112.properties.selected.items,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/selected",
          schemaPath: "#/properties/selected/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema112.properties.selected.type,
          parentSchema: schema112.properties.selected,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.other !== undefined) {
      let data4 = data.other;
      if (typeof data4 !== "string" && data4 !== null) {
        const err10 = {
          instancePath: instancePath + "/other",
          schemaPath: "#/properties/other/type",
          keyword: "type",
          params: { type: schema112.properties.other.type },
          message: "must be string,null",
          schema: schema112.properties.other.type,
          parentSchema: schema112.properties.other,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data4 === "string") {
        if (func1(data4) > 20000) {
          const err11 = {
            instancePath: instancePath + "/other",
            schemaPath: "#/properties/other/maxLength",
            keyword: "maxLength",
            params: { limit: 20000 },
            message: "must NOT have more than 20000 characters",
            schema: 20000,
            parentSchema: schema112.properties.other,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.ranked !== undefined) {
      let data5 = data.ranked;
      if (!Array.isArray(data5) && data5 !== null) {
        const err12 = {
          instancePath: instancePath + "/ranked",
          schemaPath: "#/properties/ranked/type",
          keyword: "type",
          params: { type: schema112.properties.ranked.type },
          message: "must be array,null",
          schema: schema112.properties.ranked.type,
          parentSchema: schema112.properties.ranked,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (Array.isArray(data5)) {
        if (data5.length > 200) {
          const err13 = {
            instancePath: instancePath + "/ranked",
            schemaPath: "#/properties/ranked/maxItems",
            keyword: "maxItems",
            params: { limit: 200 },
            message: "must NOT have more than 200 items",
            schema: 200,
            parentSchema: schema112.properties.ranked,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data6 = data5[i1];
          if (typeof data6 !== "string") {
            const err14 = {
              instancePath: instancePath + "/ranked/" + i1,
              schemaPath: "#/properties/ranked/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema112.properties.ranked.items.type,
              parentSchema: schema112.properties.ranked.items,
              data: data6,
            };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      }
    }
    if (data.notes !== undefined) {
      let data7 = data.notes;
      if (typeof data7 !== "string" && data7 !== null) {
        const err15 = {
          instancePath: instancePath + "/notes",
          schemaPath: "#/properties/notes/type",
          keyword: "type",
          params: { type: schema112.properties.notes.type },
          message: "must be string,null",
          schema: schema112.properties.notes.type,
          parentSchema: schema112.properties.notes,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data7 === "string") {
        if (func1(data7) > 20000) {
          const err16 = {
            instancePath: instancePath + "/notes",
            schemaPath: "#/properties/notes/maxLength",
            keyword: "maxLength",
            params: { limit: 20000 },
            message: "must NOT have more than 20000 characters",
            schema: 20000,
            parentSchema: schema112.properties.notes,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
  } else {
    const err17 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema112.type,
      parentSchema: schema112,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate91.errors = vErrors;
  return errors === 0;
}
validate91.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateInterviewSubmitBody = validate92;
const schema115 = {
  description: "POST /api/s/:token/submit body (application/json).",
  type: "object",
  properties: {
    specVersion: {
      description: "The spec version the form showed; a stale one gets 409. May be omitted.",
      type: "integer",
      minimum: 1,
    },
    answers: {
      description: "Answers by question id.",
      type: "array",
      items: { $ref: "#/$defs/InterviewSubmitAnswer" },
      maxItems: 1000,
    },
    generalNotes: { description: "General notes.", type: ["string", "null"], maxLength: 20000 },
  },
  required: ["answers"],
  additionalProperties: false,
};
function validate92(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate92.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.answers === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "answers" },
        message: "must have required property '" + "answers" + "'",
        schema: schema115.required,
        parentSchema: schema115,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "specVersion" || key0 === "answers" || key0 === "generalNotes")) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema115,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.specVersion !== undefined) {
      let data0 = data.specVersion;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err2 = {
          instancePath: instancePath + "/specVersion",
          schemaPath: "#/properties/specVersion/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema115.properties.specVersion.type,
          parentSchema: schema115.properties.specVersion,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err3 = {
            instancePath: instancePath + "/specVersion",
            schemaPath: "#/properties/specVersion/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema115.properties.specVersion,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.answers !== undefined) {
      let data1 = data.answers;
      if (Array.isArray(data1)) {
        if (data1.length > 1000) {
          const err4 = {
            instancePath: instancePath + "/answers",
            schemaPath: "#/properties/answers/maxItems",
            keyword: "maxItems",
            params: { limit: 1000 },
            message: "must NOT have more than 1000 items",
            schema: 1000,
            parentSchema: schema115.properties.answers,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate91(data1[i0], {
              instancePath: instancePath + "/answers/" + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/answers",
          schemaPath: "#/properties/answers/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema115.properties.answers.type,
          parentSchema: schema115.properties.answers,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.generalNotes !== undefined) {
      let data3 = data.generalNotes;
      if (typeof data3 !== "string" && data3 !== null) {
        const err6 = {
          instancePath: instancePath + "/generalNotes",
          schemaPath: "#/properties/generalNotes/type",
          keyword: "type",
          params: { type: schema115.properties.generalNotes.type },
          message: "must be string,null",
          schema: schema115.properties.generalNotes.type,
          parentSchema: schema115.properties.generalNotes,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data3 === "string") {
        if (func1(data3) > 20000) {
          const err7 = {
            instancePath: instancePath + "/generalNotes",
            schemaPath: "#/properties/generalNotes/maxLength",
            keyword: "maxLength",
            params: { limit: 20000 },
            message: "must NOT have more than 20000 characters",
            schema: 20000,
            parentSchema: schema115.properties.generalNotes,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema115.type,
      parentSchema: schema115,
      data,
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate92.errors = vErrors;
  return errors === 0;
}
validate92.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

// ---------------------------------------------------------------------------
// Ajv errors → ValidationProblem[] (path, message, fix). Types in validators.d.ts.
// ---------------------------------------------------------------------------

/** Formats a JSON path from segments: ["ui", "fields", 0] → "ui.fields[0]". */
export function formatPath(segments) {
  let out = "";
  for (const segment of segments) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

function pointerSegments(pointer) {
  if (!pointer) return [];
  return pointer
    .split("/")
    .slice(1)
    .map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? Number(s) : s));
}

/** The name (or id) of the deepest array element on `segments` inside `data`, if any. */
export function subjectAt(data, segments) {
  let node = data;
  let subject;
  for (const segment of segments) {
    if (node === null || typeof node !== "object") break;
    node = node[segment];
    if (typeof segment === "number" && node && typeof node === "object" && !Array.isArray(node)) {
      if (typeof node.name === "string" && node.name) subject = node.name;
      else if (typeof node.id === "string" && node.id) subject = node.id;
    }
  }
  return subject;
}

/** Longest value or candidate (UTF-16 code units) "did you mean" compares; longer ones get no guess. */
export const SUGGEST_MAX_LENGTH = 256;
/** How many candidates "did you mean" looks at, at most (the first ones, in the order given). */
export const SUGGEST_MAX_CANDIDATES = 1000;
/** Largest edit distance a guess may have. */
const SUGGEST_MAX_DISTANCE = 2;

/**
 * The closest of `candidates` to `value` (edit distance ≤ 2, or a case-insensitive match), if any.
 * Bounded work whatever the input (README, "Reliability and security"): a value or candidate longer
 * than SUGGEST_MAX_LENGTH code units is never compared, only the first SUGGEST_MAX_CANDIDATES
 * candidates are looked at, and the distance is computed in a band of width 5, so one call costs at
 * most SUGGEST_MAX_CANDIDATES × 5 × SUGGEST_MAX_LENGTH cells. `stats.cells`, when given, counts them.
 */
export function closest(value, candidates, stats) {
  const text = String(value);
  if (text.length > SUGGEST_MAX_LENGTH) return undefined;
  const lower = text.toLowerCase();
  let best;
  let bestDistance = Infinity;
  let looked = 0;
  for (const candidate of candidates) {
    if (++looked > SUGGEST_MAX_CANDIDATES) break;
    if (typeof candidate !== "string" || candidate.length > SUGGEST_MAX_LENGTH) continue;
    if (candidate.toLowerCase() === lower) return candidate;
    if (Math.abs(candidate.length - text.length) > SUGGEST_MAX_DISTANCE) continue;
    const d = boundedDistance(text, candidate, SUGGEST_MAX_DISTANCE, stats);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  // A guess must be close in absolute and in relative terms ("tittle" → "title", not "title" → "file").
  return best !== undefined &&
    bestDistance <= SUGGEST_MAX_DISTANCE &&
    bestDistance * 2 < Math.min(text.length, best.length)
    ? best
    : undefined;
}

/** Edit distance of `a` and `b` when it is ≤ k, else k + 1; only cells with |i − j| ≤ k are computed. */
function boundedDistance(a, b, k, stats) {
  const over = k + 1;
  let prev = [];
  let cur = [];
  for (let j = 0; j <= Math.min(b.length, k); j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(0, i - k);
    const hi = Math.min(b.length, i + k);
    let rowMin = over;
    for (let j = lo; j <= hi; j++) {
      if (stats) stats.cells = (stats.cells ?? 0) + 1;
      let v = i;
      if (j > 0) {
        const replace = prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
        const remove = j <= i - 1 + k ? prev[j] + 1 : over;
        const insert = j > lo ? cur[j - 1] + 1 : over;
        v = Math.min(replace, remove, insert, over);
      }
      cur[j] = Math.min(v, over);
      if (cur[j] < rowMin) rowMin = cur[j];
    }
    if (rowMin >= over) return over;
    [prev, cur] = [cur, prev];
  }
  return b.length <= a.length + k ? Math.min(prev[b.length], over) : over;
}

const describe = (schema) =>
  schema && typeof schema === "object" && typeof schema.description === "string" ? schema.description : "";
const list = (values) => values.map((v) => JSON.stringify(v)).join(", ");

function typeWord(type, schema) {
  if (type === "object" && schema && Array.isArray(schema.required) && schema.required.length) {
    return `an object with ${schema.required.join(", ")}`;
  }
  return (
    {
      object: "an object",
      array: "an array",
      string: "a string",
      integer: "a whole number",
      number: "a number",
      boolean: "true or false",
      null: "null",
    }[type] ?? type
  );
}

function describeError(error) {
  const params = error.params ?? {};
  const schema = error.parentSchema;
  switch (error.keyword) {
    case "required": {
      const prop = params.missingProperty;
      const propSchema = schema?.properties?.[prop];
      const about = describe(propSchema);
      return { extra: [prop], message: "is required", fix: `add "${prop}"${about ? ` (${about})` : ""}` };
    }
    case "additionalProperties": {
      const prop = params.additionalProperty;
      const allowed = Object.keys(schema?.properties ?? {});
      const guess = closest(prop, allowed);
      return {
        extra: [prop],
        message: `unknown property "${prop}"`,
        fix: guess ? `rename it to "${guess}"` : `remove it; allowed properties: ${allowed.join(", ")}`,
      };
    }
    case "enum": {
      const allowed = params.allowedValues ?? [];
      const guess =
        typeof error.data === "string"
          ? closest(
              error.data,
              allowed.filter((v) => typeof v === "string"),
            )
          : undefined;
      return {
        message: `${JSON.stringify(error.data)} is not allowed`,
        fix: guess
          ? `use ${JSON.stringify(guess)}; allowed: ${list(allowed)}`
          : `use one of ${list(allowed)}`,
      };
    }
    case "const": {
      const about = describe(schema);
      return {
        message: `must be ${JSON.stringify(params.allowedValue)}, got ${JSON.stringify(error.data)}`,
        fix: `set it to ${JSON.stringify(params.allowedValue)}${about ? ` (${about})` : ""}`,
      };
    }
    case "type":
      return {
        message: `must be ${typeWord(params.type, schema)}, got ${JSON.stringify(error.data)}`,
        fix: `use ${typeWord(params.type, schema)}`,
      };
    case "minLength":
      return params.limit === 1
        ? {
            message: "must not be empty",
            fix: `give it a value${describe(schema) ? ` (${describe(schema)})` : ""}`,
          }
        : {
            message: `must have at least ${params.limit} characters`,
            fix: `lengthen it to ${params.limit} characters or more`,
          };
    case "maxLength":
      return {
        message: `must have at most ${params.limit} characters`,
        fix: `shorten it to ${params.limit} characters or fewer`,
      };
    case "minItems":
      return {
        message: `must have at least ${params.limit} item${params.limit === 1 ? "" : "s"}`,
        fix: `add item${params.limit === 1 ? "" : "s"}${describe(schema) ? ` (${describe(schema)})` : ""}`,
      };
    case "maxItems":
      return { message: `must have at most ${params.limit} items`, fix: `remove items` };
    case "minimum":
    case "maximum":
      if (schema && typeof schema.minimum === "number" && typeof schema.maximum === "number") {
        const kind = schema.type === "integer" ? "a whole number" : "a number";
        return {
          message: `must be ${kind} from ${schema.minimum} to ${schema.maximum}, got ${JSON.stringify(error.data)}`,
          fix: `use ${kind} from ${schema.minimum} to ${schema.maximum}${"default" in schema ? ` (or omit it for the default ${JSON.stringify(schema.default)})` : ""}`,
        };
      }
    // falls through
    case "exclusiveMinimum":
    case "exclusiveMaximum": {
      const op = { minimum: "≥", maximum: "≤", exclusiveMinimum: ">", exclusiveMaximum: "<" }[error.keyword];
      return {
        message: `must be ${op} ${params.limit}, got ${JSON.stringify(error.data)}`,
        fix: `use a number ${op} ${params.limit}`,
      };
    }
    case "format":
      return {
        message: `must be a valid ${params.format}, got ${JSON.stringify(error.data)}`,
        fix: `use a valid ${params.format}`,
      };
    case "pattern":
      return {
        message: `must match ${params.pattern}`,
        fix: `change it to match ${params.pattern}${describe(schema) ? ` (${describe(schema)})` : ""}`,
      };
    case "uniqueItems":
      return { message: `items ${params.j} and ${params.i} are the same`, fix: "remove the duplicate" };
    case "not":
      return schema && schema.not && Array.isArray(schema.not.enum)
        ? {
            message: `${JSON.stringify(error.data)} is reserved`,
            fix: `choose another value (not ${list(schema.not.enum)})`,
          }
        : { message: "is not allowed here", fix: `see the contract: ${error.schemaPath}` };
    case "oneOf":
    case "anyOf":
      return { message: "does not match any allowed shape", fix: "see the problems listed with it" };
    default:
      return { message: error.message ?? error.keyword, fix: `see the contract: ${error.schemaPath}` };
  }
}

/**
 * Turns Ajv errors into problems with JSON paths, a message and a fix, deduplicated, in the
 * validator's order. `data` is the validated value (it names the field or step a path points into).
 */
export function toProblems(errors, data, options = {}) {
  const out = [];
  const seen = new Set();
  const rootSegments = options.root ? [options.root] : [];
  for (const error of errors ?? []) {
    if (error.keyword === "if") continue;
    const described = describeError(error);
    const segments = [...pointerSegments(error.instancePath), ...(described.extra ?? [])];
    const path = formatPath([...rootSegments, ...segments]);
    const key = `${path}\u0000${described.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const subject = subjectAt(data, pointerSegments(error.instancePath));
    out.push({ path, message: described.message, fix: described.fix, ...(subject ? { subject } : {}) });
  }
  // A oneOf/anyOf summary adds nothing when its branches already produced problems.
  const useful = out.length > 1 ? out.filter((p) => p.message !== "does not match any allowed shape") : out;
  return sortProblems(useful, data, options.root);
}

/** Problems of `first` win over later ones at the same path (rule problems carry the better fix). */
export function mergeProblems(first, rest) {
  const taken = new Set(first.map((p) => p.path));
  return [...first, ...rest.filter((p) => !taken.has(p.path))];
}

/** Splits a path made by formatPath back into segments: `ui.fields[2]["a b"]` → ["ui", "fields", 2, "a b"]. */
export function parsePath(path) {
  const segments = [];
  const re = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\.?([^.[\]]+)/g;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    if (m[1] !== undefined) segments.push(Number(m[1]));
    else if (m[2] !== undefined) segments.push(JSON.parse(m[2]));
    else if (m[3] !== undefined) segments.push(m[3]);
  }
  return segments;
}

/**
 * Orders problems as the input is written: array items by index, object properties by their
 * position in `data` (a missing property after the present ones); ties keep their order.
 */
export function sortProblems(problems, data, root) {
  const keyed = problems.map((p, index) => {
    const rank = [];
    let node = data;
    const segments = parsePath(p.path);
    for (const segment of root ? segments.slice(1) : segments) {
      const isContainer = node !== null && typeof node === "object";
      if (typeof segment === "number") rank.push(segment);
      else
        rank.push(
          isContainer && !Array.isArray(node) && segment in node
            ? Object.keys(node).indexOf(segment)
            : Number.MAX_SAFE_INTEGER,
        );
      node = isContainer ? node[segment] : undefined;
    }
    return { p, index, rank };
  });
  keyed.sort((a, b) => {
    for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i++) {
      if (a.rank[i] !== b.rank[i]) return a.rank[i] - b.rank[i];
    }
    return a.rank.length - b.rank.length || a.index - b.index;
  });
  return keyed.map((k) => k.p);
}

/** One problem as a line: `ui.fields[2].options (field "plan"): widget "radio" needs options — fix: …`. */
export function formatProblem(problem) {
  const where = problem.path || "(root)";
  // Form paths name what the subject is; other paths (interview questions) show the id alone.
  const kind = /^(ui\.)?steps\[/.test(problem.path)
    ? "step "
    : /^(ui\.)?fields\[/.test(problem.path)
      ? "field "
      : "";
  const subject = problem.subject ? ` (${kind ? `${kind}"${problem.subject}"` : problem.subject})` : "";
  return `${where}${subject}: ${problem.message} — fix: ${problem.fix}`;
}

/** Every problem, one line each. */
export function formatProblems(problems) {
  return problems.map(formatProblem).join("\n");
}
