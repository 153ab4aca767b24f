/**
 * Every widget type the engine knows, one file each (engine/widgets/<type>.ts). The catalogue, the
 * editor traits, the design look, the describers and the published page's features are derived
 * from this list; `WidgetType` is the union of its keys, so a misspelt type does not compile.
 * Adding a type: its file here, its icon in the UI (ui/editor/rail/widgetIcons.ts) and, when it
 * has a content panel of a new kind, that panel (ui/editor/panels/SettingsPanels.tsx PANELS).
 */
import type { AnyWidgetType, CustomWidgetType } from '../model';
import type { WidgetDef } from './define';
import burger from './burger';
import button from './button';
import carousel from './carousel';
import column from './column';
import consent from './consent';
import container from './container';
import cookie from './cookie';
import cookieButton from './cookie-button';
import counter from './counter';
import form from './form';
import gallery from './gallery';
import heading from './heading';
import html from './html';
import icon from './icon';
import image from './image';
import input from './input';
import linkButton from './link-button';
import map from './map';
import menu from './menu';
import mix from './mix';
import navbar from './navbar';
import service from './service';
import slide from './slide';
import slider from './slider';
import sliderButtonContainer from './slider-button-container';
import sliderPagination from './slider-pagination';
import socialLinks from './social-links';
import spacer from './spacer';
import spoiler from './spoiler';
import stickyBar from './sticky-bar';
import tab from './tab';
import text from './text';
import video from './video';

/** In add-widget order within each group. */
const DEFS = [
  button, linkButton, text, heading, image, video, gallery, carousel, icon, map, container, column, spacer, form, input, consent,
  slider, slide, sliderPagination, sliderButtonContainer, menu, navbar, burger, cookie, cookieButton, mix, counter, html,
  socialLinks, spoiler, tab, service, stickyBar,
] as const;

/** A known widget type ('widget-text' …). */
export type WidgetType = (typeof DEFS)[number]['type'];

export const WIDGETS: Readonly<Record<WidgetType, WidgetDef<WidgetType>>> = Object.fromEntries(DEFS.map((d) => [d.type, d])) as Record<WidgetType, WidgetDef<WidgetType>>;

/** The types in registry order. */
export const WIDGET_TYPES: readonly WidgetType[] = DEFS.map((d) => d.type);

const KNOWN: ReadonlySet<string> = new Set(WIDGET_TYPES);
export const isWidgetType = (type: string): type is WidgetType => KNOWN.has(type);

/** The type's file, or undefined for a type the engine does not know (a custom legacy one). */
export const widgetDef = (type: string): WidgetDef<WidgetType> | undefined => (isWidgetType(type) ? WIDGETS[type] : undefined);

/** A stored type as the document keeps it: the registry's own, or (for a type it does not know) a custom one. */
export const storedWidgetType = (type: `widget-${string}`): AnyWidgetType => (isWidgetType(type) ? type : (type as CustomWidgetType));
