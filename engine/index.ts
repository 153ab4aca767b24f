/**
 * Public surface of the engine. Framework-free: no React, XState, DOM or I/O. See README.md.
 */
export { EngineError, isEngineError, ENGINE_ERROR_CODES, type EngineErrorCode } from './errors';
export * from './model';
export type {
  DocEvent, EditorEvent, EngineEvent, WidgetEvent, FragmentEvent, TextStyleEvent, PaletteEvent, FontPresetEvent,
  DesignEvent, GlobalsEvent, GlobalsPatch, Position, WidgetDraft, SubtreeDraft, FragmentData, TreeNodeJson,
  DesignClassDraft, DesignClassPatch, AddOptions,
} from './events';
export { isEditorEvent, isWidgetEvent } from './events';
export { apply, applyAll, type ApplyResult } from './apply';
export { designClasses, nextClassId } from './apply/design';
export { newTextStyleCode } from './apply/system';
export { createEditor, type Editor, type EditorOptions, type EditorState, type Observer, type Subscription } from './editor';
export type { SerializedHistory, StoreHistory, HistoryEntry } from './history';
export { importContent, exportContent, exportLibrary, type ImportOptions, type PageContent, type StoredFragment } from './import';
export { applyLoadDefaults } from './defaults';
export {
  renderPage, canvasStylesheet, canvasOwnStyle, styleEnv, widgetClasses, describe, DESCRIBED_TYPES, rootVariables, activePalette,
  type RenderOptions, type RenderResult, type CanvasStylesheetOptions, type StyleEnv, type DescribeContext,
  type AttrValue, type Attrs, type ChildNode, type DescNode, type ElementNode, type Mode, type PlaceholderNode, type RawHtmlNode, type TextNode,
} from './render';
export {
  WIDGET_CATALOGUE, catalogueEntry, canHaveChildren, inlineTextKey, widgetVersion, typeTitle, isLang, LANGS,
  type CatalogueEntry, type AddCategory, type Lang, type Localized,
} from './catalogue';
export { isWidgetType, WIDGET_TYPES } from './widgets/registry';
export { editorTraits, STYLE_PANELS, SETTINGS_PANELS, type EditorTraits, type StylePanel, type SettingsPanel } from './traits';
export { defaultClassFor } from './apply/design-look';
export { FONT_CHOICES, FONT_CODES, fontVariable, type FontChoice, type FontCode } from './fonts';
export { colorVariable, readColorVariable } from './render/variables';
export { resolveStyle, resolveWidgetStyle, isHiddenOn } from './styles';
export { styleSource, type StyleSource, type SourcedValue } from './style-sources';
export { MARGIN_SIDES, expandMargin, widgetMargins, marginSideProps, type MarginSide, type MarginValue } from './margins';
export { isValidWidgetClass, isValidElementId, videoEmbedUrl } from './validate';
export { parseVideoLink, PROVIDER_NAMES, type VideoLink, type VideoProvider } from './video-links';
export {
  DEFAULT_SUBMIT_TEXT, DEFAULT_SUBMIT_TEXT_RU, INPUT_TYPES, BUTTON_ACTIONS, ANIMATIONS, HISTORY_LIMIT, BREAKPOINTS, MESSAGES,
  type InputType, type ButtonAction, type Animation,
} from './constants';
export {
  formsOf, consentsOf, pickForm, validateLead, answersByField, freeFieldName, checkField, cleanText, fieldRule, submitTextOf, pageLang, isMetaName,
  FORM_META, UTM_TAGS, CLICK_IDS, AD_TAGS, UTM_PREFIX, FIELD_PATTERNS, FIELD_MESSAGES, DEFAULT_SUBMIT_TEXTS, INTAKE_TEXTS,
  CHECKBOX_VALUE, GROUP_JOIN, HIDDEN_SOURCES, CHOICE_KINDS, fieldMessage, type HiddenSource,
  FILE_KINDS, FILE_KIND_KEYS, FILE_MAX_MB, fileAccept, fileKindOf, type FileKindKey,
  type FormRules, type FormFieldRule, type PageForms, type PageLang, type FieldError, type FieldKind, type UtmTag,
} from './forms';
export {
  leadContact, leadAnswers, phoneE164, phoneRegion, phoneSearchDigits, phoneSearchText, searchTermOf, CONTACT_RULE_VERSION,
  type LeadContact, type LeadClient, type LeadAnswer,
} from './contact';
export { fieldNameTaken, enclosingForm } from './form-names';
export { ownValue } from './own';
export { conditionChoices, type ConditionChoice } from './form-logic';
export { CONDITION_CFG, conditionOf, type FieldCondition } from './forms-conditions';
export { CONSENT_LABELS, consentPolicyUrl, consentRule, takeConsents, type ConsentRule, type LeadConsent } from './consent';
export { consentPolicyPaths, sameSitePolicyPath } from './policy-links';
export { STEP_START_CFG } from './widgets/field-logic';
export {
  AFTER_SUBMIT_KINDS, AFTER_SUBMIT_CFG, afterSubmitOf, isAfterSubmitUrl, withUtm, type AfterSubmit, type AfterSubmitKind,
} from './after-submit';
export { DEFAULT_GOAL, goalOf, isGoalName, hasGoalCounters, type GoalCounters } from './goals';
export { hasFills, withFallbacks } from './engage/placeholders';
export { linkHref, plainText, type RichValue } from './richtext';
export { richEditHtml } from './richtext/edit-html';
export { richFromHtml } from './richtext/paste';
export { ONCE_PERIODS, TRIGGER_KINDS, TRIGGER_LIMITS, popupTrigger, type OncePeriod, type PopupTrigger, type TriggerKind } from './engage/popup-trigger';
export { SOCIAL_NETWORKS, socialNetworkName, type SocialNetwork } from './social';
export { menuCollapses, MENU_LABEL } from './menu';
export { newItemTitle } from './new-items';
export { VARIANT_WIDTHS, variantWidths, type ImageVariant, type ImageVariantsByUrl } from './images';
export { getWidget, childIds, childCount, snapshot, emptyTree, type Subtree } from './tree';
export type { IdSeq } from './seq';
export { treeOf } from './apply/context';
export { pget, pforEach, pvalues, pkeys, type PMap } from './pmap';
export { emptyDocument } from './document';
export { documentProblems } from './invariants';
