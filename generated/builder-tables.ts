// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
//
// Data only: what the payload builder reads besides the widget catalog in ./types.ts.

/**
 * The builder's name for each canonical field key it renames (contract:
 * `#/$defs/BuilderFormField/x-nuwax/propertyRenames`, read backwards: title ← label, widget ← type).
 */
export const BUILDER_KEY_FOR: Readonly<Record<string, string>> = { title: "label", widget: "type" };
