// The landing templates by kind of business, in the picker's order after the four looks of SPEC §3.
import { appLanding } from './app';
import { b2bLanding } from './b2b';
import { beautyLanding } from './beauty';
import { cafeLanding } from './cafe';
import { courseLanding } from './course';
import type { Landing } from './define';
import { eventLanding } from './event';
import { expertLanding } from './expert';
import { productLanding } from './product';
import { realtyLanding } from './realty';
import { saleLanding } from './sale';
import { servicesLanding } from './services';
import { soonLanding } from './soon';

export const LANDINGS: Landing[] = [
  servicesLanding, courseLanding, productLanding, eventLanding, realtyLanding, beautyLanding, cafeLanding, b2bLanding,
  appLanding, expertLanding, saleLanding, soonLanding,
];

export type { Landing } from './define';
export type { Lang } from './kit';
