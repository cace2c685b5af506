const SURNAME_SHOWN_IN_FULL = 12;
const SURNAME_CUT_TO = 10;

/**
 * The name beside a speed graph (docs/product/dashboard-and-segments.md §2.5): the first name's initial and the surname,
 * a surname longer than 12 characters cut to 10 and ending '..'. 'Jordan Henderson' reads
 * 'J. Henderson'; 'Alexander Oxlade-Chamberlain' reads 'A. Oxlade-Cha..'. A single name is
 * treated as a surname.
 */
export function abbreviateAthleteName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const surname = parts.length > 1 ? parts.slice(1).join(' ') : (parts[0] ?? '');
  const shortSurname =
    [...surname].length > SURNAME_SHOWN_IN_FULL
      ? `${[...surname].slice(0, SURNAME_CUT_TO).join('')}..`
      : surname;
  if (parts.length < 2) return shortSurname;
  const initial = [...parts[0]!][0]!;
  return `${initial.toLocaleUpperCase()}. ${shortSurname}`;
}
