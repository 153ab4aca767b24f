// The landing templates by kind of business, in the picker's order after the four looks of SPEC §3
// (which already cover a service, an online course and an app: green, flat and default).
import { b2bLanding } from './b2b';
import { beautyLanding } from './beauty';
import { cafeLanding } from './cafe';
import type { Landing } from './define';
import { eventLanding } from './event';
import { expertLanding } from './expert';
import { productLanding } from './product';
import { realtyLanding } from './realty';
import { saleLanding } from './sale';
import { soonLanding } from './soon';

export const LANDINGS: Landing[] = [
  productLanding, eventLanding, realtyLanding, beautyLanding, cafeLanding, b2bLanding, expertLanding, saleLanding, soonLanding,
];

export type { Landing, LandingSection } from './define';
export type { Lang } from './kit';
