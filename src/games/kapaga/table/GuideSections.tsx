/**
 * The rule book of Kapaga in plain words, section by section (Guide.tsx puts them together
 * after the house rules in effect).
 */
import type { Rules } from '../engine';
import { CARD_POINTS } from './rulesText';

/** The aim, the deal, a turn, the special cards and the call. */
export function PlayGuide({ rules }: { rules: Rules }) {
  return (
    <>
      <section>
        <h3>The aim</h3>
        <p>
          Empty your hand first. Cards left in the other hands score against their holders. Go over{' '}
          {rules.eliminationScore} points and you are out; the last player standing wins.
        </p>
      </section>
      <section>
        <h3>The deal</h3>
        <p>
          The first dealer is drawn at random; later the player with the highest score deals. The
          dealer turns up the first card of the pile, and it counts as the dealer's own play: its
          effect applies (a turned-up 8 means the dealer calls; a 2 hits the player on the dealer's
          left; a 9 passes every hand on before anyone has looked at it, so you know whose hand you
          got but not the cards you passed on; and so on). Play goes to the left.
        </p>
      </section>
      <section>
        <h3>Your turn</h3>
        <p>
          Play a card of the top card's suit or rank, an 8, or the Joker, or draw one card from the
          stock. You never have to play, even when you could. A card you just drew may be played at
          once, or kept. Several cards of the same rank can go in one play (where the house rules
          allow); the last one becomes the top card.
        </p>
      </section>
      <section>
        <h3>Special cards</h3>
        <ul>
          <li>
            <strong>2 and 5♠</strong>: the next player draws 2 or 5, unless they answer with a 2
            (only the 2♠ answers a 5♠). Answers add up and pass the whole penalty on. 8s, Jokers and
            7s do not answer a penalty.
          </li>
          <li>
            <strong>8</strong>: wild on anything but a live penalty. Call a suit or a rank; the next
            card must match the call (or be an 8 or the Joker).
          </li>
          <li>
            <strong>7</strong>: skips the next player.
          </li>
          <li>
            <strong>Ace</strong>: played with a companion card of its suit, whose effect applies. An
            ace played alone makes you draw one card, which you may play on it. An ace never goes on
            an ace.
          </li>
          <li>
            <strong>9 / 5♣</strong>: every hand passes one seat to the left (9) or right (5♣), yours
            included. Several in one play add up to one move: two 9s pass every hand two seats left
            at once (you never see the hand in between), and passes that bring every hand back (two
            9s between two players) pass nothing.
          </li>
          <li>
            <strong>Joker</strong>: everyone else draws one, then you play again, any card goes. A
            Joker as your last card goes out.
          </li>
        </ul>
      </section>
      <section>
        <h3>KAPAGA!</h3>
        <p>
          When your hand could go out in one turn, call KAPAGA! (on your turn or not). Anyone who
          catches you without the call makes you draw. Hands passing round the table clear every
          call: call again if your new hand has it.
        </p>
      </section>
    </>
  );
}

/** Several people on one device: the hand-off, calls and catches. */
export function PassAndPlayGuide() {
  return (
    <section>
      <h3>Several people on one device</h3>
      <p>
        Seats can be people or bots, in any mix. When the turn passes from one person to another,
        the person who just played first sees “Bea’s turn next”: their cards still show, so they can
        call KAPAGA! after their play. Then they hide their cards, and a hand-off screen with no
        hand on it asks for Bea. Bea shows her own cards when only she can see the screen. The log
        names everyone; nobody is “you”.
      </p>
      <ul>
        <li>
          Your KAPAGA! button is on your own screen only: call while your cards show, on your turn
          or while the device is still with you.
        </li>
        <li>
          Catching: whoever holds the device can catch a player with one card and no call, with the
          Catch button on that seat. The person the device goes to can also catch, on the hand-off
          screen, before looking at their cards. Bots catch people too, after their usual reaction
          time.
        </li>
        <li>
          Hands that moved with a 9 or the 5♣ (or cards drawn for someone’s Joker) reach people who
          are not holding the device: they cannot call what they have not seen, so nobody can catch
          them until they have had their cards on screen.
        </li>
      </ul>
    </section>
  );
}

/** An empty stock and its penalty, the points of the cards left, elimination. */
export function ScoringGuide({ rules }: { rules: Rules }) {
  return (
    <>
      <section>
        <h3>Empty stock</h3>
        <p>
          Whoever must draw from an empty stock turns the pile over (all but its top card)
          {rules.recyclePenalty > 0
            ? ` and pays the recycle penalty: ${rules.recyclePenalty} points, then ${
                rules.recyclePenalty * 2
              }, then ${rules.recyclePenalty * 3} in the same round.`
            : ', free of charge under these rules.'}
        </p>
      </section>
      <section>
        <h3>Scoring</h3>
        <table className="points-table">
          <caption>Points for cards left in hand</caption>
          <thead>
            <tr>
              <th scope="col">Card</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {CARD_POINTS.map(([card, pts]) => (
              <tr key={card}>
                <th scope="row">{card}</th>
                <td>{pts}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          When a round ends every hand left is laid face up for all to count, and stays so until the
          next deal.
        </p>
        <p>
          Elimination is judged at the end of each round. A total of exactly{' '}
          {rules.eliminationScore} goes back to 0. If the last players are all eliminated together,
          the lowest total wins.
        </p>
      </section>
    </>
  );
}

/** How this game settles what the old rules left open. */
export function GreyAreas() {
  return (
    <section>
      <h3>How this game settles the grey areas</h3>
      <ul>
        <li>
          Misdeals and looking before the deal is finished (100-point penalties in the old rules)
          cannot happen here: the computer deals.
        </li>
        <li>
          A lone ace as your last card draws first; you go out only when the drawn card is played
          too. Its draw always finds a card: the card it was played on can be turned over.
        </li>
        <li>
          Whoever has to draw when the stock is empty pays the recycle penalty, also while drawing
          for someone's Joker, a penalty or a caught KAPAGA.
        </li>
        <li>An 8 that goes out needs no call.</li>
        <li>
          A zombie 2 must land directly on the spent 2 or 5 of spades: a 2 played as an ace's
          companion lands on the ace, so it is a fresh 2.
        </li>
        <li>
          Drawing instead of playing (or drawing a live penalty instead of answering it) shows
          everyone what your hand could not play then. The bots remember it for the rest of the
          round, as people would: the cards you held then that you still hold lacked it, and the
          memory goes with your hand when hands are passed.
        </li>
        <li>
          A KAPAGA call lasts only while the hand has KAPAGA, so everyone may take a called hand of
          several cards for one that could go out in one turn.
        </li>
        <li>
          A KAPAGA call is judged when a play is done: a called last ace played alone draws its card
          at once, so the hand never lost KAPAGA and the call stands.
        </li>
        <li>The effects of the card that ends a round do not apply.</li>
      </ul>
    </section>
  );
}
