// The ReDoS corpus of tests/pattern.test.ts and the fuzz suite: [pattern, repeated unit, near-miss tail].

/** Patterns whose backtracking cost explodes on a near-miss (the ReDoS corpus of the fuzz cases). */
export const REDOS_CORPUS: Array<[pattern: string, unit: string, tail: string]> = [
  ["^(a+)+$", "a", "!"],
  ["^(\\w+\\s?)*$", "word ", "!"],
  ["^(a|a)*$", "a", "b"],
  ["^(a|aa)+$", "a", "b"],
  ["^(.*a){12}$", "a", "!"],
  ["^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$", "a", "!"],
  ["(\\d+)*\\d*x", "1", "y"],
  ["^(\\s*,?\\s*\\w+)*$", " a,", "!"],
  ["a*a*a*a*a*a*b", "a", ""],
];
