// The settings sections of SPEC §2 in menu order; `path` is the child route under settings/.
import { Bell, Blocks, Code2, Globe, History, KeyRound, Puzzle, Search, Settings2, Share2, Tags, Users } from 'lucide-react';
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
