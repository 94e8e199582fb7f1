/**
 * The names of the rules the demos show, by id: RULES.md's bold name of each (R12 cut to
 * its second half), its section's title for R19-R21 and R22, and what R25 says.
 */
export const RULE_NAMES = {
  R12: 'The penalty stack',
  R12z: 'Zombie 2s',
  R13: '8s are wild',
  R15: 'Aces',
  R16: '9s and the 5 of clubs pass hands',
  R17: 'The Joker',
  R18: '5 of spades',
  'R19-R21': 'KAPAGA! and the catch',
  R22: 'The stock runs out',
  R25: 'Exactly the limit',
} as const;
export type RuleId = keyof typeof RULE_NAMES;
