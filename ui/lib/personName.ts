// How a person reads on one line, wherever a screen names one (the persons list's rule).

/** Their name, else email, else phone, else `noName`. */
export function personName(p: { name: string; email: string | null; phone: string | null }, noName: string): string {
  return p.name || p.email || p.phone || noName;
}

/** The ways to reach a person, as one line («anna@mail.ru · +7 900 …»), without the one that already names them. */
export function personContact(p: { email: string | null; phone: string | null }, shownAs = ''): string {
  return [p.email, p.phone].filter((c) => c && c !== shownAs).join(' · ');
}
