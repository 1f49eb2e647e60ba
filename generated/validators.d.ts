// Code generated from contract/schema.json by "npm run generate". DO NOT EDIT.
import type * as T from "./types.js";

/** One Ajv error (standalone validators run with allErrors and verbose); problem reports read it. */
export interface ValidatorError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  schema?: unknown;
  parentSchema?: unknown;
  data?: unknown;
}

/** A generated validator: a type guard that leaves its errors on `.errors` (null when valid). */
export interface Validator<Data> {
  (data: unknown): data is Data;
  errors: ValidatorError[] | null;
}

/** Validates a value against `$defs/WidgetType` of the contract. */
export declare const validateWidgetType: Validator<T.WidgetType>;
/** Validates a value against `$defs/DeprecatedWidgetAlias` of the contract. */
export declare const validateDeprecatedWidgetAlias: Validator<T.DeprecatedWidgetAlias>;
/** Validates a value against `$defs/FieldValueType` of the contract. */
export declare const validateFieldValueType: Validator<T.FieldValueType>;
/** Validates a value against `$defs/FieldOption` of the contract. */
export declare const validateFieldOption: Validator<T.FieldOption>;
/** Validates a value against `$defs/FormFieldInput` of the contract. */
export declare const validateFormFieldInput: Validator<T.FormFieldInput>;
/** Validates a value against `$defs/FormField` of the contract. */
export declare const validateFormField: Validator<T.FormField>;
/** Validates a value against `$defs/WizardStep` of the contract. */
export declare const validateWizardStep: Validator<T.WizardStep>;
/** Validates a value against `$defs/UiFallback` of the contract. */
export declare const validateUiFallback: Validator<T.UiFallback>;
/** Validates a value against `$defs/Presentation` of the contract. */
export declare const validatePresentation: Validator<T.Presentation>;
/** Validates a value against `$defs/InteractionUiInput` of the contract. */
export declare const validateInteractionUiInput: Validator<T.InteractionUiInput>;
/** Validates a value against `$defs/InteractionUi` of the contract. */
export declare const validateInteractionUi: Validator<T.InteractionUi>;
/** Validates a value against `$defs/McpAskUserToolInput` of the contract. */
export declare const validateMcpAskUserToolInput: Validator<T.McpAskUserToolInput>;
/** Validates a value against `$defs/McpAskRawInput` of the contract. */
export declare const validateMcpAskRawInput: Validator<T.McpAskRawInput>;
/** Validates a value against `$defs/McpAskPendingResult` of the contract. */
export declare const validateMcpAskPendingResult: Validator<T.McpAskPendingResult>;
/** Validates a value against `$defs/ValidationProblem` of the contract. */
export declare const validateValidationProblem: Validator<T.ValidationProblem>;
/** Validates a value against `$defs/FormDataProblemCode` of the contract. */
export declare const validateFormDataProblemCode: Validator<T.FormDataProblemCode>;
/** Validates a value against `$defs/McpAskInvalidResult` of the contract. */
export declare const validateMcpAskInvalidResult: Validator<T.McpAskInvalidResult>;
/** Validates a value against `$defs/McpAskDeliveredResult` of the contract. */
export declare const validateMcpAskDeliveredResult: Validator<T.McpAskDeliveredResult>;
/** Validates a value against `$defs/McpAskToolOutput` of the contract. */
export declare const validateMcpAskToolOutput: Validator<T.McpAskToolOutput>;
/** Validates a value against `$defs/FileValue` of the contract. */
export declare const validateFileValue: Validator<T.FileValue>;
/** Validates a value against `$defs/McpAskRespondAction` of the contract. */
export declare const validateMcpAskRespondAction: Validator<T.McpAskRespondAction>;
/** Validates a value against `$defs/McpAskRespondPayload` of the contract. */
export declare const validateMcpAskRespondPayload: Validator<T.McpAskRespondPayload>;
/** Validates a value against `$defs/McpAskResponseStatus` of the contract. */
export declare const validateMcpAskResponseStatus: Validator<T.McpAskResponseStatus>;
/** Validates a value against `$defs/McpAskInteraction` of the contract. */
export declare const validateMcpAskInteraction: Validator<T.McpAskInteraction>;
/** Validates a value against `$defs/McpAskHistoryMessage` of the contract. */
export declare const validateMcpAskHistoryMessage: Validator<T.McpAskHistoryMessage>;
/** Validates a value against `$defs/McpAskResponse` of the contract. */
export declare const validateMcpAskResponse: Validator<T.McpAskResponse>;
/** Validates a value against `$defs/BuilderFileOptions` of the contract. */
export declare const validateBuilderFileOptions: Validator<T.BuilderFileOptions>;
/** Validates a value against `$defs/BuilderFormField` of the contract. */
export declare const validateBuilderFormField: Validator<T.BuilderFormField>;
/** Validates a value against `$defs/BuildMcpAskRawInputOptions` of the contract. */
export declare const validateBuildMcpAskRawInputOptions: Validator<T.BuildMcpAskRawInputOptions>;
/** Validates a value against `$defs/ConversationId` of the contract. */
export declare const validateConversationId: Validator<T.ConversationId>;
/** Validates a value against `$defs/ListUserInputsInput` of the contract. */
export declare const validateListUserInputsInput: Validator<T.ListUserInputsInput>;
/** Validates a value against `$defs/UserInputItem` of the contract. */
export declare const validateUserInputItem: Validator<T.UserInputItem>;
/** Validates a value against `$defs/ListUserInputsResult` of the contract. */
export declare const validateListUserInputsResult: Validator<T.ListUserInputsResult>;
/** Validates a value against `$defs/ListUserInputsErrorCode` of the contract. */
export declare const validateListUserInputsErrorCode: Validator<T.ListUserInputsErrorCode>;
/** Validates a value against `$defs/ListUserInputsError` of the contract. */
export declare const validateListUserInputsError: Validator<T.ListUserInputsError>;
/** Validates a value against `$defs/ListUserInputsOutput` of the contract. */
export declare const validateListUserInputsOutput: Validator<T.ListUserInputsOutput>;
/** Validates a value against `$defs/CcWebContentBlock` of the contract. */
export declare const validateCcWebContentBlock: Validator<T.CcWebContentBlock>;
/** Validates a value against `$defs/CcWebMessage` of the contract. */
export declare const validateCcWebMessage: Validator<T.CcWebMessage>;
/** Validates a value against `$defs/CcWebSession` of the contract. */
export declare const validateCcWebSession: Validator<T.CcWebSession>;
/** Validates a value against `$defs/InterviewId` of the contract. */
export declare const validateInterviewId: Validator<T.InterviewId>;
/** Validates a value against `$defs/InterviewOption` of the contract. */
export declare const validateInterviewOption: Validator<T.InterviewOption>;
/** Validates a value against `$defs/InterviewQuestion` of the contract. */
export declare const validateInterviewQuestion: Validator<T.InterviewQuestion>;
/** Validates a value against `$defs/InterviewDelivery` of the contract. */
export declare const validateInterviewDelivery: Validator<T.InterviewDelivery>;
/** Validates a value against `$defs/AskUserRichInput` of the contract. */
export declare const validateAskUserRichInput: Validator<T.AskUserRichInput>;
/** Validates a value against `$defs/AppendQuestionsInput` of the contract. */
export declare const validateAppendQuestionsInput: Validator<T.AppendQuestionsInput>;
/** Validates a value against `$defs/AwaitUserAnswersInput` of the contract. */
export declare const validateAwaitUserAnswersInput: Validator<T.AwaitUserAnswersInput>;
/** Validates a value against `$defs/AnswerStatus` of the contract. */
export declare const validateAnswerStatus: Validator<T.AnswerStatus>;
/** Validates a value against `$defs/InterviewAnswer` of the contract. */
export declare const validateInterviewAnswer: Validator<T.InterviewAnswer>;
/** Validates a value against `$defs/InterviewCounts` of the contract. */
export declare const validateInterviewCounts: Validator<T.InterviewCounts>;
/** Validates a value against `$defs/InterviewAnswers` of the contract. */
export declare const validateInterviewAnswers: Validator<T.InterviewAnswers>;
/** Validates a value against `$defs/InterviewAwaiting` of the contract. */
export declare const validateInterviewAwaiting: Validator<T.InterviewAwaiting>;
/** Validates a value against `$defs/InterviewElicitationOutcome` of the contract. */
export declare const validateInterviewElicitationOutcome: Validator<T.InterviewElicitationOutcome>;
/** Validates a value against `$defs/InterviewToolError` of the contract. */
export declare const validateInterviewToolError: Validator<T.InterviewToolError>;
/** Validates a value against `$defs/AskUserRichOutput` of the contract. */
export declare const validateAskUserRichOutput: Validator<T.AskUserRichOutput>;
/** Validates a value against `$defs/AppendQuestionsResult` of the contract. */
export declare const validateAppendQuestionsResult: Validator<T.AppendQuestionsResult>;
/** Validates a value against `$defs/AppendQuestionsOutput` of the contract. */
export declare const validateAppendQuestionsOutput: Validator<T.AppendQuestionsOutput>;
/** Validates a value against `$defs/InterviewSubmitAnswer` of the contract. */
export declare const validateInterviewSubmitAnswer: Validator<T.InterviewSubmitAnswer>;
/** Validates a value against `$defs/InterviewSubmitBody` of the contract. */
export declare const validateInterviewSubmitBody: Validator<T.InterviewSubmitBody>;
/**
 * The fast path of validateMcpAskUserToolInput (refinements flattened, stops at the first error, no error
 * report to rely on): never true where validateMcpAskUserToolInput is false. validateMcpAskUserToolInput tries it first.
 */
export declare const validateMcpAskUserToolInputFast: Validator<T.McpAskUserToolInput>;
/**
 * The fast path of validateListUserInputsInput (refinements flattened, stops at the first error, no error
 * report to rely on): never true where validateListUserInputsInput is false. validateListUserInputsInput tries it first.
 */
export declare const validateListUserInputsInputFast: Validator<T.ListUserInputsInput>;
/**
 * The fast path of validateAskUserRichInput (refinements flattened, stops at the first error, no error
 * report to rely on): never true where validateAskUserRichInput is false. validateAskUserRichInput tries it first.
 */
export declare const validateAskUserRichInputFast: Validator<T.AskUserRichInput>;
/**
 * The fast path of validateAppendQuestionsInput (refinements flattened, stops at the first error, no error
 * report to rely on): never true where validateAppendQuestionsInput is false. validateAppendQuestionsInput tries it first.
 */
export declare const validateAppendQuestionsInputFast: Validator<T.AppendQuestionsInput>;
/**
 * The fast path of validateAwaitUserAnswersInput (refinements flattened, stops at the first error, no error
 * report to rely on): never true where validateAwaitUserAnswersInput is false. validateAwaitUserAnswersInput tries it first.
 */
export declare const validateAwaitUserAnswersInputFast: Validator<T.AwaitUserAnswersInput>;
/**
 * The fast path of validateBuildMcpAskRawInputOptions (refinements flattened, stops at the first error, no error
 * report to rely on): never true where validateBuildMcpAskRawInputOptions is false. validateBuildMcpAskRawInputOptions tries it first.
 */
export declare const validateBuildMcpAskRawInputOptionsFast: Validator<T.BuildMcpAskRawInputOptions>;
/**
 * The fast path of validateCcWebSession (refinements flattened, stops at the first error, no error
 * report to rely on): never true where validateCcWebSession is false. validateCcWebSession tries it first.
 */
export declare const validateCcWebSessionFast: Validator<T.CcWebSession>;
/**
 * The fast path of validateMcpAskRawInput (refinements flattened, stops at the first error, no error
 * report to rely on): never true where validateMcpAskRawInput is false. validateMcpAskRawInput tries it first.
 */
export declare const validateMcpAskRawInputFast: Validator<T.McpAskRawInput>;
