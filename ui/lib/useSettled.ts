// What typing in a search box has settled on: the text SEARCH_DELAY_MS after the last key (at once
// when cleared), so the server is asked once a pause, not on every keystroke.
import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from './useListState';

export function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), text ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}
