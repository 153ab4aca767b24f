// The savers' state for the parts of the editor that show it besides the top bar (the design
// flyouts say whether the account's library is stored). Null outside a workspace (component tests).
import { createContext, useContext } from 'react';
import type { Autosave } from './useAutosave';

export const SaveContext = createContext<Autosave | null>(null);
export const useSave = (): Autosave | null => useContext(SaveContext);
