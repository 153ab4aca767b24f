// What each widget type looks like in the editor's lists (add widget, layers): a lucide icon per
// type of the engine's registry — a type without one does not compile — and, for the catalogue
// entries that are kinds of their type (h1–h5, column counts), the kind's own icon. Imported one by
// one so the bundle keeps only these.
import AlignJustify from 'lucide-react/icons/text-align-justify';
import Briefcase from 'lucide-react/icons/briefcase';
import Check from 'lucide-react/icons/check';
import ChevronsDownUp from 'lucide-react/icons/chevrons-down-up';
import ChevronsLeftRight from 'lucide-react/icons/chevrons-left-right';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Code from 'lucide-react/icons/code';
import Columns2 from 'lucide-react/icons/columns-2';
import Columns3 from 'lucide-react/icons/columns-3';
import Columns4 from 'lucide-react/icons/columns-4';
import Cookie from 'lucide-react/icons/cookie';
import Ellipsis from 'lucide-react/icons/ellipsis';
import GalleryHorizontal from 'lucide-react/icons/gallery-horizontal';
import GalleryHorizontalEnd from 'lucide-react/icons/gallery-horizontal-end';
import Hash from 'lucide-react/icons/hash';
import Heading1 from 'lucide-react/icons/heading-1';
import Heading2 from 'lucide-react/icons/heading-2';
import Heading3 from 'lucide-react/icons/heading-3';
import Heading4 from 'lucide-react/icons/heading-4';
import Heading5 from 'lucide-react/icons/heading-5';
import Image from 'lucide-react/icons/image';
import Images from 'lucide-react/icons/images';
import Layers from 'lucide-react/icons/layers';
import Link from 'lucide-react/icons/link';
import Map from 'lucide-react/icons/map';
import Menu from 'lucide-react/icons/menu';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import MoveVertical from 'lucide-react/icons/move-vertical';
import PanelBottom from 'lucide-react/icons/panel-bottom';
import PanelTop from 'lucide-react/icons/panel-top';
import PanelsTopLeft from 'lucide-react/icons/panels-top-left';
import RectangleHorizontal from 'lucide-react/icons/rectangle-horizontal';
import RectangleVertical from 'lucide-react/icons/rectangle-vertical';
import Send from 'lucide-react/icons/send';
import Share2 from 'lucide-react/icons/share-2';
import Smile from 'lucide-react/icons/face-slightly-smiling';
import Square from 'lucide-react/icons/square';
import SquareCheck from 'lucide-react/icons/square-check';
import TextCursorInput from 'lucide-react/icons/text-cursor-input';
import Type from 'lucide-react/icons/type';
import Video from 'lucide-react/icons/video';
import type { LucideIcon } from 'lucide-react';
import { isWidgetType, type CatalogueEntry, type WidgetType } from '../engine';

/** Every type of the registry has its icon (a mapped type over WidgetType: a missing one is a compile error). */
export const WIDGET_ICONS: { readonly [T in WidgetType]: LucideIcon } = {
  'widget-button': MousePointerClick, 'widget-link-button': Link, 'widget-text': Type, 'widget-heading': Heading1,
  'widget-image': Image, 'widget-video': Video, 'widget-gallery': Images, 'widget-carousel': GalleryHorizontal, 'widget-icon': Smile,
  'widget-map': Map, 'widget-container': Square, 'widget-column': RectangleVertical, 'widget-spacer': MoveVertical,
  'widget-form': ClipboardList, 'widget-input': TextCursorInput, 'widget-consent': SquareCheck, 'widget-slider': GalleryHorizontalEnd, 'widget-slide': RectangleHorizontal,
  'widget-slider-pagination': Ellipsis, 'widget-slider-button-container': ChevronsLeftRight, 'widget-menu': Menu, 'widget-navbar': PanelTop,
  'widget-burger': AlignJustify, 'widget-cookie': Cookie, 'widget-cookie-button': Check, 'widget-mix': Layers, 'widget-counter': Hash,
  'widget-html': Code, 'widget-social-links': Share2, 'widget-spoiler': ChevronsDownUp, 'widget-tab': PanelsTopLeft, 'widget-service': Briefcase,
  'widget-sticky-bar': PanelBottom,
};

/** Catalogue entries that show a kind of their type with the kind's own icon. */
const ENTRY_ICONS: Readonly<Record<string, LucideIcon>> = {
  h1: Heading1, h2: Heading2, h3: Heading3, h4: Heading4, h5: Heading5,
  'container-2': Columns2, 'container-3': Columns3, 'container-4': Columns4, 'submit-button': Send,
};

/** A widget's icon by its type (a custom type kept from a stored page: a plain square). */
export const typeIcon = (type: string): LucideIcon => (isWidgetType(type) ? WIDGET_ICONS[type] : Square);

/** An add-widget entry's icon. */
export const entryIcon = (e: CatalogueEntry): LucideIcon => ENTRY_ICONS[e.key] ?? WIDGET_ICONS[e.type];
