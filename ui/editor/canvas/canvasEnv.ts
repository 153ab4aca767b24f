// What every widget on the canvas needs besides its own record: the screen mode, the page's design
// and text styles. Given once by the canvas, so a widget keeps three subscriptions, not six.
import { createContext, useContext } from 'react';
import type { Design, Screen, TextStyle } from '../engine';

export interface CanvasEnv {
  readonly screen: Screen;
  readonly design: Design | undefined;
  readonly textStyles: readonly TextStyle[];
}

export const CanvasEnvContext = createContext<CanvasEnv>({ screen: 'desktop', design: undefined, textStyles: [] });
export const useCanvasEnv = (): CanvasEnv => useContext(CanvasEnvContext);
