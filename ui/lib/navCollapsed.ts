// The navigation sidebar collapse, remembered (SPEC §4 "Other persisted view state").
import { useCallback, useState } from 'react';
import { storage } from '../../adapters/index';

const KEY = 'nav.collapsed';

export function useNavCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => storage.getItem(KEY) === '1');
  const toggle = useCallback(() => {
    setCollapsed((c) => {
      storage.setItem(KEY, c ? '0' : '1');
      return !c;
    });
  }, []);
  return [collapsed, toggle];
}
