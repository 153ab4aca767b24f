/** Literal values from SPEC §3 and §9 that several modules (events, render, catalogue) share. */

export const DEFAULT_SUBMIT_TEXT = 'Thank you! Your application has been submitted. We will contact you shortly.';
/** The same message for forms added in the Russian interface. */
export const DEFAULT_SUBMIT_TEXT_RU = 'Спасибо! Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.';

/**
 * Form field kinds (widget-input cfg.inputType). A group's answer (checkboxes) is its chosen
 * options one per line; a single checkbox answers CHECKBOX_VALUE when ticked; a hidden field is
 * filled by the page script from the visit (cfg.source, engine/field-rules.ts HIDDEN_SOURCES).
 */
export const INPUT_TYPES = ['text', 'phone', 'email', 'dropdown', 'textarea', 'checkbox', 'checkboxes', 'radio', 'date', 'number', 'hidden', 'file'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/** Button actions (cfg.target): link, modal, scroll to block, JavaScript, submit form. */
export const BUTTON_ACTIONS = ['link', 'modal', 'scroll', 'js', 'submit'] as const;
export type ButtonAction = (typeof BUTTON_ACTIONS)[number];

export const ANIMATIONS = [
  'glow', 'ripple', 'flashing', 'pulse', 'growRotate', 'buzz', 'bounceIn', 'wobbleH', 'shadow', 'floatShadow',
] as const;
export type Animation = (typeof ANIMATIONS)[number];

export const HISTORY_LIMIT = 30;
export const TEXT_STYLE_CODE_MAX = 10000;

/** Breakpoints (SPEC §9): xs ≤ 767, sm 768–991, md 992–1199, lg ≥ 1200. Desktop is the base. */
export const BREAKPOINTS = { xs: 767, sm: 991, md: 1199, lg: 1200 } as const;

/** Messages of SPEC §5, kept verbatim (they are shown to Russian-speaking users as they are). */
export const MESSAGES = {
  invalidClass: 'Неверный формат класса',
  invalidElementId: 'Неверный формат id',
  duplicateElementId: 'Виджет с таким id уже существует',
  duplicateFieldName: 'В этой форме уже есть поле с таким именем',
  invalidVideo: 'Ошибка, ссылка не корректна',
  invalidLink: 'Укажите адрес https://… или путь страницы проекта, например /spasibo',
  malformed: 'Malformed content data',
} as const;
