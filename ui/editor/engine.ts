// The editor's one door to engine/: everything comes through the engine's public surface
// (engine/index.ts), so the editor never depends on the engine's internal module layout.
export {
  createEditor, importContent, exportContent, WIDGET_CATALOGUE, catalogueEntry, canHaveChildren, resolveStyle, isHiddenOn,
  videoEmbedUrl, treeOf, childIds, getWidget, snapshot, pget, pforEach, EngineError, isEngineError,
  ANIMATIONS, BUTTON_ACTIONS, INPUT_TYPES, MESSAGES, SCREENS, inlineTextKey, canvasStylesheet, canvasOwnStyle, styleEnv,
  widgetClasses, describe, emptyGlobals, emptyLibrary, editorTraits, typeTitle, designClasses, resolveWidgetStyle, nextClassId,
  FONT_CHOICES, FONT_CODES, fontVariable, colorVariable, readColorVariable, styleSource, SOCIAL_NETWORKS, menuCollapses, newItemTitle, MARGIN_SIDES, widgetMargins, marginSideProps,
  fieldNameTaken, isWidgetType, conditionChoices, CONDITION_CFG, consentPolicyUrl, consentRule, STEP_START_CFG, CHOICE_KINDS, HIDDEN_SOURCES, FILE_KIND_KEYS, FILE_MAX_MB,
  AFTER_SUBMIT_CFG, AFTER_SUBMIT_KINDS, isAfterSubmitUrl, DEFAULT_GOAL, isGoalName,
  hasFills, withFallbacks, plainText, linkHref, richFromHtml, richEditHtml, ONCE_PERIODS, TRIGGER_KINDS, TRIGGER_LIMITS, popupTrigger,
} from '../../engine/index';
export { sameSitePolicyPath } from '../../engine/index';
export type {
  Editor, EditorState, PageContent, CatalogueEntry, AddCategory, Screen, Widget, WidgetTree, PageDocument, StoreId, Design,
  Palette, FontPreset, TextStyle, EngineEvent, DocEvent, Position, SubtreeDraft, WidgetDraft, FragmentData, TreeNodeJson,
  StyleEnv, AttrValue, ChildNode, DescNode, ElementNode, PlaceholderNode, TextNode, Lang, StylePanel, SettingsPanel,
  EditorTraits, WidgetType, AnyWidgetType, Library, DesignClass, DesignClassId, StyleDecl, Cfg, StyleSource, SourcedValue, MarginSide, AfterSubmitKind,
  OncePeriod, PopupTrigger, TriggerKind, RichValue, AddOptions,
} from '../../engine/index';
