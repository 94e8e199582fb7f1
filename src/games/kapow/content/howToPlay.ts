/**
 * KAPOW!'s How to play in a player's words, with card pictures (table/Guide.tsx draws them
 * with the table's own card faces). The rules it tells are the rule book's (KAPOW.md); their
 * ids stay in the rules reference (rulesText.ts), none here. Numbers the house rules change
 * are read from the rules in effect.
 * Pictures' cards are in the notation of layout.ts ('7', '~?' face down, '5-P2', 'KW').
 */
import { counted as n } from '../../../kit/count';
import type { HowSection } from '../../../kit/guide';
import type { KapowRules } from '../engine';

export function howToPlay(r: KapowRules): HowSection[] {
  const reveals =
    r.firstTurnReveals === 0
      ? 'Every turn'
      : `Your first turn of a round starts by turning up ${n(r.firstTurnReveals, 'card')} of your choice. Then, every turn`;
  return [
    {
      title: 'Your hand: four triads',
      text: [
        'Each round you get twelve cards face down, in four columns of three called triads. The top of a triad is the card nearest the middle of the table.',
        'A number card counts its number, 0 to 12. Cards still face down at the end of the round count too.',
      ],
      pictures: [{ cards: ['~?', '~?', '~?'], caption: 'A triad, face down' }],
    },
    {
      title: 'Complete triads leave your hand',
      text: [
        'A triad is complete when its three cards are face up and show, top to bottom, three of a kind or a run going up or down. At the end of your turn it leaves your hand with its points: they no longer count against you.',
        'It goes onto the discard pile with its top card uppermost, so the next player may take that card.',
      ],
      pictures: [
        { cards: ['7', '7', '7'], caption: 'Three of a kind' },
        { cards: ['5', '6', '7'], caption: 'A run' },
        { cards: ['12', '11', '10'], caption: 'A run going down' },
        { cards: ['5', '7', '6'], caption: 'Not complete: out of order' },
      ],
    },
    {
      title: 'Your turn',
      text: [
        `${reveals}: draw the top card of the draw pile (face down) or of the discard pile (face up). Then play it in one of three ways:`,
        `Discard it onto the discard pile${r.discardTakenCard ? '' : ' (not a card you have just taken from there)'}. Or put it in place of any card of yours, face down or face up: the card it replaces goes face up onto the discard pile. Or power up with it (below).`,
      ],
    },
    {
      title: 'Power cards',
      text: [
        'A power card on its own counts its number, 1 or 2. Lay it on a face-up card of yours (not a KAPOW! card) and choose + or − to raise or lower that card. The two now move and leave together; more power cards may go on.',
        'Lay a number card on a power card that is on its own, and the number card goes underneath as the base, the power card raising or lowering it. A power card on a lone power card: you choose which one is the base.',
        'Values go below 0 and above 12: a −2 on a 0 counts −2 points.',
      ],
      pictures: [
        { cards: ['P2'], caption: 'On its own: 2 points' },
        { cards: ['5-P2'], caption: '5 lowered by 2: counts 3' },
        { cards: ['0-P2'], caption: '0 lowered by 2: counts −2' },
        { cards: ['9+P1'], caption: '9 raised by 1: counts 10' },
      ],
    },
    {
      title: 'KAPOW! cards',
      text: [
        'A KAPOW! card is wild: in a triad it stands for any value from 0 to 12.',
        'After you play your card, you may swap a face-up KAPOW! card of yours with any other card of yours, face up or face down (not another KAPOW! card), as often as you like, then end your turn. Once it is in a complete triad it may only move within that triad, and only if the triad stays complete.',
        `A KAPOW! card still in your hand when the round ends counts ${n(r.kapowPenalty, 'point')}.`,
      ],
      pictures: [
        { cards: ['8', 'KW', '8'], caption: 'Complete: the KAPOW! card is an 8' },
        { cards: ['KW', '6', '7'], caption: 'Complete: a run 5, 6, 7' },
      ],
    },
    {
      title: 'Going out and scoring',
      text: [
        'When none of your cards is face down at the end of your turn, you go out, even with triads not complete. Everyone else then has one final turn: their face-down cards turn up first, then they draw and play.',
        `Then each player scores the cards left in their hand.${
          r.goingOutPenalty === 'double'
            ? ' If the player who went out first does not have the lowest score (a tie is not lowest), their score is doubled, unless it is 0 or less.'
            : ''
        } After ${n(r.rounds, 'round')} the lowest total wins.`,
        `When the draw pile runs out, the discard pile, all but its top card, is shuffled into a new draw pile. A round in which nobody goes out ends after ${n(r.turnLimit, 'turn')} of every player, and nobody is doubled.`,
      ],
    },
  ];
}
