// What every widget on the canvas needs besides its own record: the screen mode, the page's style
// environment (its design classes and text styles, engine styleEnv) and the shown tab panels and
// slides. Given once by the canvas, so a widget keeps a few subscriptions, not one per resource.
import { createContext, useContext } from 'react';
import { emptyGlobals, emptyLibrary, styleEnv, type Screen, type StyleEnv } from '../engine';
import { createShownPanels, type ShownPanels } from './shownPanels';

export interface CanvasEnv {
  readonly screen: Screen;
  readonly style: StyleEnv;
  readonly panels: ShownPanels;
}

export const CanvasEnvContext = createContext<CanvasEnv>({ screen: 'desktop', style: styleEnv(emptyGlobals(), emptyLibrary()), panels: createShownPanels() });
export const useCanvasEnv = (): CanvasEnv => useContext(CanvasEnvContext);
