// Page address rules (SPEC §5 "Page address"): an invalid code gives 'Некорректный адрес', a taken
// address 'Этот адрес занят'. SPEC does not spell the allowed characters; we take a DNS label for
// the test-subdomain code (it becomes {code}.{draft domain}) and lowercase path segments for the uri.
import { errorCode, errorStatus } from '../shared/errors';
import type { MachineMessageKey } from '../shared/messages';

export interface PageAddress {
  /** Test subdomain code. */
  code: string;
  /** Path on the domain; '' for the root. */
  uri: string;
}

export type AddressError = Extract<MachineMessageKey, 'address.invalid' | 'address.taken' | 'field.required'>;

const CODE_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const URI_RE = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/;

export function validatePageAddress(address: PageAddress): AddressError | null {
  const code = address.code.trim();
  if (code === '') return 'field.required';
  if (!CODE_RE.test(code)) return 'address.invalid';
  if (address.uri !== '' && !URI_RE.test(address.uri)) return 'address.invalid';
  return null;
}

/** The server refused the address because it is taken (HTTP 409 or a *.taken code). */
export function isAddressTaken(err: unknown): boolean {
  const code = errorCode(err);
  return errorStatus(err) === 409 || (code !== undefined && code.endsWith('taken'));
}
