/** A number of things in words, for any game: "1 card", "3 cards", "2 triads", "1 match". */
export const counted = (x: number, one: string, many = `${one}s`): string =>
  `${x} ${x === 1 ? one : many}`;
