// The time zones a person picks from in the profile. Each has a label in both catalogues
// (common `timezones.*`): a marketer reads «Москва (UTC+3)», not the IANA name.
export const PROFILE_ZONES = ['Europe/Kaliningrad', 'Europe/Moscow', 'Europe/Samara', 'Asia/Yekaterinburg', 'Asia/Omsk', 'Asia/Novosibirsk', 'Asia/Krasnoyarsk', 'Asia/Irkutsk', 'Asia/Yakutsk', 'Asia/Vladivostok', 'Asia/Magadan', 'Asia/Kamchatka', 'Europe/Minsk', 'Asia/Almaty', 'Asia/Tashkent', 'Asia/Tbilisi', 'Asia/Yerevan', 'Europe/Berlin', 'Europe/London', 'America/New_York', 'UTC'];

/** The label key of a zone; a zone outside the list (set elsewhere) falls back to its IANA name. */
export const zoneLabelKey = (zone: string) => `timezones.${zone}`;
