// lucide icons named by the engine catalogue, imported one by one so the bundle keeps only these.
import AlignJustify from 'lucide-react/icons/text-align-justify';
import AppWindow from 'lucide-react/icons/app-window';
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
import PanelTop from 'lucide-react/icons/panel-top';
import PanelsTopLeft from 'lucide-react/icons/panels-top-left';
import RectangleHorizontal from 'lucide-react/icons/rectangle-horizontal';
import RectangleVertical from 'lucide-react/icons/rectangle-vertical';
import Send from 'lucide-react/icons/send';
import Share2 from 'lucide-react/icons/share-2';
import Smile from 'lucide-react/icons/face-slightly-smiling';
import Square from 'lucide-react/icons/square';
import TextCursorInput from 'lucide-react/icons/text-cursor-input';
import Type from 'lucide-react/icons/type';
import Video from 'lucide-react/icons/video';
import type { LucideIcon } from 'lucide-react';

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
