// Page address rules (SPEC §5 "Page address"): an invalid code gives 'Некорректный адрес', a taken
// address 'Этот адрес занят'. What a valid address is, is api/pageAddress.ts (the same rule the
// settings form and the server apply); this maps its verdict to the dialog's messages.
import { pageAddressError } from '../../api/pageAddress';
import { errorCode, errorStatus } from '../shared/errors';
import type { MachineMessageKey } from '../shared/messages';

export interface PageAddress {
  /** Test subdomain code. */
  code: string;
  /** Path on the domain; '' for the root. */
  uri: string;
}

export type AddressError = Extract<MachineMessageKey, 'address.invalid' | 'address.taken' | 'field.required'>;

export function validatePageAddress(address: PageAddress): AddressError | null {
  const error = pageAddressError(address);
  return error === null ? null : error === 'field.required' ? 'field.required' : 'address.invalid';
}

/** The server refused the address because it is taken (HTTP 409 or a *.taken code). */
export function isAddressTaken(err: unknown): boolean {
  const code = errorCode(err);
  return errorStatus(err) === 409 || (code !== undefined && code.endsWith('taken'));
}
