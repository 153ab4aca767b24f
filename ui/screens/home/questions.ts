// Answer choices of the questionnaire (presentation only: the order and the digital-only questions
// are machines/onboarding rules). Free-text questions have no choices.
import type { QualifyQuestion } from '../../../machines/index';

export const CHOICES: Partial<Record<QualifyQuestion, readonly string[]>> = {
  target: ['sell', 'leads', 'event', 'brand', 'other'],
  area: ['digital', 'education', 'services', 'retail', 'other'],
  companySize: ['1', '2-10', '11-50', '51+'],
  experience: ['none', 'some', 'pro'],
  sitesCount: ['1', '2-5', '6-20', '20+'],
};

export const TEXT_INPUT: Partial<Record<QualifyQuestion, 'tel' | 'text'>> = { phone: 'tel', name: 'text', site: 'text' };
