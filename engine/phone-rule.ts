/**
 * The country-aware phone check and what the published page needs to apply it. The server judges
 * every phone answer with libphonenumber's metadata for all countries (`isPossiblePhone`); a page
 * carries AsYouType with its account country's numbering plan only (`phoneMetadataFor`, about
 * 1 KB instead of libphonenumber's 80 KB of metadata), and leaves a number of another country to
 * the server.
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/min/metadata';

/** Whether a value can be a phone number by its country's lengths, read in `region` when it has no +code. */
export function isPossiblePhone(value: string, region: CountryCode): boolean {
  return parsePhoneNumberFromString(value, region)?.isPossible() === true;
}

/**
 * The numbering plans of `country` and of the countries sharing its calling code (Russia and
 * Kazakhstan share +7): what AsYouType needs to format and check a number of that country.
 */
export function phoneMetadataFor(country: string): { country: CountryCode; metadata: MetadataJson } {
  const code = (country.trim().toUpperCase() || 'RU') as CountryCode;
  const c = isSupportedCountry(code) ? code : 'RU';
  const full = metadata as unknown as { version: number; country_calling_codes: Record<string, string[]>; countries: Record<string, unknown> };
  const callingCode = Object.keys(full.country_calling_codes).find((k) => full.country_calling_codes[k].includes(c)) as string;
  const sharing = full.country_calling_codes[callingCode];
  const subset = {
    version: full.version,
    country_calling_codes: { [callingCode]: sharing },
    countries: Object.fromEntries(sharing.map((k) => [k, full.countries[k]])),
    nonGeographic: {},
  };
  return { country: c, metadata: subset as unknown as MetadataJson };
}
