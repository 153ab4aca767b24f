/** A person as one line: their name, else email, else phone, else `noName` (the persons list's rule). */
export function personName(p: { name: string; email: string | null; phone: string | null }, noName: string): string {
  return p.name || p.email || p.phone || noName;
}
