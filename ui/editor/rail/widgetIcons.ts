// lucide icons named by the engine catalogue, imported one by one so the bundle keeps only these.
import {
  AlignJustify, AppWindow, Briefcase, Check, ChevronsDownUp, ChevronsLeftRight, ClipboardList, Code, Columns2, Columns3, Columns4,
  Cookie, Ellipsis, GalleryHorizontal, GalleryHorizontalEnd, Hash, Heading1, Heading2, Heading3, Heading4, Heading5, Image, Images,
  Layers, Link, Map, Menu, MousePointerClick, MoveVertical, PanelTop, PanelsTopLeft, RectangleHorizontal, RectangleVertical, Send,
  Share2, Smile, Square, TextCursorInput, Type, Video, type LucideIcon,
} from 'lucide-react';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  'align-justify': AlignJustify, 'app-window': AppWindow, briefcase: Briefcase, check: Check, 'chevrons-down-up': ChevronsDownUp,
  'chevrons-left-right': ChevronsLeftRight, 'clipboard-list': ClipboardList, code: Code, 'columns-2': Columns2, 'columns-3': Columns3,
  'columns-4': Columns4, cookie: Cookie, ellipsis: Ellipsis, 'gallery-horizontal': GalleryHorizontal, 'gallery-horizontal-end': GalleryHorizontalEnd,
  hash: Hash, 'heading-1': Heading1, 'heading-2': Heading2, 'heading-3': Heading3, 'heading-4': Heading4, 'heading-5': Heading5,
  image: Image, images: Images, layers: Layers, link: Link, map: Map, menu: Menu, 'mouse-pointer-click': MousePointerClick,
  'move-vertical': MoveVertical, 'panel-top': PanelTop, 'panels-top-left': PanelsTopLeft, 'rectangle-horizontal': RectangleHorizontal,
  'rectangle-vertical': RectangleVertical, send: Send, 'share-2': Share2, smile: Smile, square: Square, 'text-cursor-input': TextCursorInput,
  type: Type, video: Video,
};

export const widgetIcon = (name: string): LucideIcon => ICONS[name] ?? Square;
