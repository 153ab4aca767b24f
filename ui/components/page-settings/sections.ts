// The settings sections of SPEC §2 in menu order; `path` is the child route under settings/.
import Bell from 'lucide-react/icons/bell';
import Blocks from 'lucide-react/icons/blocks';
import Code2 from 'lucide-react/icons/code-xml';
import Globe from 'lucide-react/icons/globe';
import History from 'lucide-react/icons/rotate-ccw-clock';
import KeyRound from 'lucide-react/icons/key-round';
import Puzzle from 'lucide-react/icons/puzzle';
import Search from 'lucide-react/icons/search';
import Settings2 from 'lucide-react/icons/settings-2';
import Share2 from 'lucide-react/icons/share-2';
import Tags from 'lucide-react/icons/tags';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';

export interface SettingsSection {
  key: string;
  path: string;
  icon: LucideIcon;
}

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { key: 'other', path: 'other', icon: Settings2 },
  { key: 'domain', path: 'domain', icon: Globe },
  { key: 'searchOptimization', path: 'searchOptimization', icon: Search },
  { key: 'meta', path: 'meta', icon: Tags },
  { key: 'plugins', path: 'plugins', icon: Puzzle },
  { key: 'history', path: 'history', icon: History },
  { key: 'access', path: 'access', icon: KeyRound },
  { key: 'notifications', path: 'notifications', icon: Bell },
  { key: 'forwarder', path: 'forwarder', icon: Share2 },
  { key: 'integrations', path: 'integrations', icon: Blocks },
  { key: 'contacts', path: 'contacts', icon: Users },
  { key: 'code', path: 'contacts/code', icon: Code2 },
];
